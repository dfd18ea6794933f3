ALTER TABLE "images" ADD COLUMN "uploaded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "card_storage_key" text;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;