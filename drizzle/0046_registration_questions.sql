CREATE TABLE "registration_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"attendee_index" integer,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_answers_attendee_index_check" CHECK ("registration_answers"."attendee_index" is null or "registration_answers"."attendee_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"per" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"ticket_class_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_questions_kind_check" CHECK ("registration_questions"."kind" in ('text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone')),
	CONSTRAINT "registration_questions_per_check" CHECK ("registration_questions"."per" in ('order', 'attendee'))
);
--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_question_id_registration_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."registration_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_questions" ADD CONSTRAINT "registration_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_answers_order_idx" ON "registration_answers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "registration_answers_question_idx" ON "registration_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "registration_questions_event_idx" ON "registration_questions" USING btree ("event_id","position");