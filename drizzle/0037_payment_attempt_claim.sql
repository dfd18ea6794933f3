ALTER TABLE "orders" ADD COLUMN "payment_attempt_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt_result" jsonb;