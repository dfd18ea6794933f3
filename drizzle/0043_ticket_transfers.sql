ALTER TABLE "tickets" DROP CONSTRAINT "tickets_status_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfers_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfer_cutoff_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "transferred_from_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_transfer_cutoff_hours_check" CHECK ("events"."transfer_cutoff_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'cancelled', 'refunded', 'transferred'));