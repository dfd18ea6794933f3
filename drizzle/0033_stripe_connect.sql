ALTER TABLE "payout_methods" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_stripe_account_key" ON "payout_methods" USING btree ("stripe_account_id");