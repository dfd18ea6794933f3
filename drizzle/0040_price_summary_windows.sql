ALTER TABLE "events" ADD COLUMN "price_sales_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_valid_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_price_valid_until_idx" ON "events" USING btree ("price_valid_until") WHERE "events"."price_valid_until" is not null;--> statement-breakpoint
-- Hand-written (decision 052): every event with ticket classes is due at once, so the price sweep
-- recomputes the summaries by the new rule (ended and sold-out classes left out) in its first passes.
UPDATE "events" SET "price_valid_until" = now() WHERE EXISTS (SELECT 1 FROM "ticket_classes" t WHERE t."event_id" = "events"."id");
