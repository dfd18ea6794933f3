-- Events were spelled "canceled" while orders and tickets say "cancelled": one spelling (issue 36).
UPDATE "events" SET "status" = 'cancelled' WHERE "status" = 'canceled';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'live', 'cancelled', 'postponed'));