CREATE TABLE "order_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"hours_before" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_reminders_status_check" CHECK ("order_reminders"."status" in ('sent', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_hours" integer[] DEFAULT '{24,2}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_reminders_order_hours_key" ON "order_reminders" USING btree ("order_id","hours_before");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reminder_hours_check" CHECK (cardinality("events"."reminder_hours") <= 4 and 1 <= all("events"."reminder_hours") and 336 >= all("events"."reminder_hours"));