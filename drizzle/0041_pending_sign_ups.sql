ALTER TABLE "account_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "address_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "account_tokens_email_idx" ON "account_tokens" USING btree (lower("email"));