ALTER TABLE "ticket_classes" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_classes" ADD COLUMN "held_counted_after" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_reserved_expires_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'reserved';--> statement-breakpoint
-- Existing holds join the new count: every reserved order counts (held_counted_after is 1970), expired or
-- not, which is the column's meaning; the first refused hold of a class counts them again under its lock.
UPDATE "ticket_classes" SET "held" = coalesce((SELECT sum(ol."quantity") FROM "order_lines" ol JOIN "orders" o ON o."id" = ol."order_id" WHERE ol."ticket_class_id" = "ticket_classes"."id" AND o."status" = 'reserved'), 0);
