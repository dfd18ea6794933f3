ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_classes" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_approval_expires_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending_approval';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('reserved', 'pending_approval', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'requires_action', 'authorized', 'succeeded', 'failed', 'refunded', 'released'));