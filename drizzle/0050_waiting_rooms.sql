CREATE TABLE "waiting_room_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"address" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"in_prequeue" boolean NOT NULL,
	"position" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"admitted_at" timestamp with time zone,
	"admission_expires_at" timestamp with time zone,
	"admission_used_at" timestamp with time zone,
	"order_id" integer,
	CONSTRAINT "waiting_room_entries_status_check" CHECK ("waiting_room_entries"."status" in ('waiting', 'admitted', 'abandoned', 'done'))
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_class_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"prequeue_opens_at" timestamp with time zone NOT NULL,
	"on_sale_at" timestamp with time zone NOT NULL,
	"max_active_checkouts" integer NOT NULL,
	"admission_minutes" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"shuffled_at" timestamp with time zone,
	"now_serving" integer DEFAULT 0 NOT NULL,
	"next_position" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waiting_rooms_limits_check" CHECK ("waiting_rooms"."max_active_checkouts" between 1 and 100000 and "waiting_rooms"."admission_minutes" between 1 and 60),
	CONSTRAINT "waiting_rooms_times_check" CHECK ("waiting_rooms"."prequeue_opens_at" <= "waiting_rooms"."on_sale_at")
);
--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_room_id_waiting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."waiting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_ticket_class_id_ticket_classes_id_fk" FOREIGN KEY ("ticket_class_id") REFERENCES "public"."ticket_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_session_key" ON "waiting_room_entries" USING btree ("room_id","session_hash");--> statement-breakpoint
CREATE INDEX "waiting_room_entries_line_idx" ON "waiting_room_entries" USING btree ("room_id","status","position");--> statement-breakpoint
CREATE INDEX "waiting_room_entries_address_idx" ON "waiting_room_entries" USING btree ("room_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_rooms_event_enabled_key" ON "waiting_rooms" USING btree ("event_id") WHERE "waiting_rooms"."enabled";