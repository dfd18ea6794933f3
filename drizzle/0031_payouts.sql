CREATE TABLE "payout_items" (
	"payout_id" integer NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	CONSTRAINT "payout_items_payout_id_ledger_transaction_id_pk" PRIMARY KEY("payout_id","ledger_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"organizer_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"account_holder" text NOT NULL,
	"last4" text NOT NULL,
	"country" char(2),
	"routing_number" text,
	"test_failure" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_kind_check" CHECK ("payout_methods"."kind" in ('test_bank', 'stripe')),
	CONSTRAINT "payout_methods_status_check" CHECK ("payout_methods"."status" in ('active', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"provider_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('scheduled', 'in_transit', 'paid', 'failed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "payout_delay_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "payout_reserve_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_transaction_key" ON "payout_items" USING btree ("ledger_transaction_id");--> statement-breakpoint
CREATE INDEX "payouts_organizer_idx" ON "payouts" USING btree ("organizer_id","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","scheduled_for");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_adjustment_reason_check" CHECK ("ledger_transactions"."kind" <> 'adjustment' or length("ledger_transactions"."reason") > 0);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund', 'release', 'payout', 'payout_failed', 'adjustment'));