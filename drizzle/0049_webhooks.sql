CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"endpoint_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"response_code" integer,
	"duration_ms" integer,
	"last_error" text,
	"response_excerpt" text,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"url" text NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msg_id" text NOT NULL,
	"organizer_id" integer NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"type" text NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"webhooks_at" timestamp with time zone,
	CONSTRAINT "webhook_outbox_type_check" CHECK ("webhook_outbox"."type" in ('event.published', 'event.updated', 'event.cancelled'))
);
--> statement-breakpoint
CREATE TABLE "webhook_sold_out_classes" (
	"ticket_class_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "webhooks_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_message_id_webhook_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."webhook_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_outbox" ADD CONSTRAINT "webhook_outbox_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_sold_out_classes" ADD CONSTRAINT "webhook_sold_out_classes_ticket_class_id_ticket_classes_id_fk" FOREIGN KEY ("ticket_class_id") REFERENCES "public"."ticket_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organizer_idx" ON "webhook_endpoints" USING btree ("organizer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_messages_msg_id_key" ON "webhook_messages" USING btree ("msg_id");--> statement-breakpoint
CREATE INDEX "webhook_outbox_due_idx" ON "webhook_outbox" USING btree ("id") WHERE "webhook_outbox"."webhooks_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_webhooks_due_idx" ON "order_events" USING btree ("id") WHERE "order_events"."webhooks_at" is null;--> statement-breakpoint
-- The trail written before webhooks existed is not a queue of messages to anyone: mark it handled.
UPDATE "order_events" SET "webhooks_at" = "created_at" WHERE "webhooks_at" IS NULL;
