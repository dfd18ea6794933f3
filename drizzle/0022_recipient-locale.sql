ALTER TABLE "orders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "locale" text;