ALTER TABLE "events" ADD COLUMN "tax_override" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_mode" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_milli" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "tax_mode" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "tax_rate_milli" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "tax_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "tax_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_tax_mode_check" CHECK ("organizers"."tax_mode" in ('none', 'included', 'added'));