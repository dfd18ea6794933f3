CREATE TABLE "hold_tallies" (
	"subject" text NOT NULL,
	"event_id" integer NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"seat_limit" integer NOT NULL,
	CONSTRAINT "hold_tallies_subject_event_id_pk" PRIMARY KEY("subject","event_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_body_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_session" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_address" text;--> statement-breakpoint
CREATE INDEX "orders_hold_session_idx" ON "orders" USING btree ("hold_session","expires_at") WHERE "orders"."status" in ('reserved', 'expired');--> statement-breakpoint
CREATE INDEX "orders_hold_address_idx" ON "orders" USING btree ("hold_address","expires_at") WHERE "orders"."status" in ('reserved', 'expired');