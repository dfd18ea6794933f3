CREATE TABLE "analytics_marks" (
	"visitor_key" text NOT NULL,
	"name" text NOT NULL,
	"event_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_marks_visitor_key_name_event_id_window_start_pk" PRIMARY KEY("visitor_key","name","event_id","window_start")
);
--> statement-breakpoint
CREATE INDEX "analytics_marks_window_idx" ON "analytics_marks" USING btree ("window_start");