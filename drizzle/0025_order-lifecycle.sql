CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_id" integer,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"amount_minor" integer,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_kind_check" CHECK ("order_events"."actor_kind" in ('buyer', 'organizer', 'staff', 'system', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('reserved', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'requires_action', 'succeeded', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'lapsed'));--> statement-breakpoint
-- Orders made before the trail get the trail their status implies (reason 'before_trail'), so that every
-- order's status can be rebuilt from its trail: created, then paid, then refunded in part or in whole;
-- or cancelled or expired straight from the hold.
INSERT INTO "order_events" ("order_id", "type", "from_status", "to_status", "actor_kind", "amount_minor", "currency", "reason", "created_at")
SELECT "id", 'order.created', NULL, 'reserved', 'system', "total_minor", "currency", 'before_trail', "created_at" FROM "orders" ORDER BY "id";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "from_status", "to_status", "actor_kind", "amount_minor", "currency", "reason", "created_at")
SELECT "id", 'order.' || "status", 'reserved', "status", 'system', NULL, "currency", 'before_trail', "created_at" FROM "orders" WHERE "status" IN ('cancelled', 'expired') ORDER BY "id";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "from_status", "to_status", "actor_kind", "amount_minor", "currency", "reason", "created_at")
SELECT "id", 'order.paid', 'reserved', 'paid', 'system', "total_minor", "currency", 'before_trail', coalesce("paid_at", "created_at") FROM "orders" WHERE "status" IN ('paid', 'partially_refunded', 'refunded') ORDER BY "id";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "from_status", "to_status", "actor_kind", "amount_minor", "currency", "reason", "created_at")
SELECT "id", 'order.' || "status", 'paid', "status", 'system', "refunded_minor", "currency", 'before_trail', coalesce("paid_at", "created_at") FROM "orders" WHERE "status" IN ('partially_refunded', 'refunded') ORDER BY "id";
