-- The double-entry ledger (issue 37, decision 040): transactions of balanced entries, append-only.
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account" text NOT NULL,
	"line" text NOT NULL,
	"organizer_id" integer,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('provider_clearing', 'platform_fees', 'organizer_pending', 'organizer_available', 'organizer_paid_out'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('payment', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_organizer_idx" ON "ledger_entries" USING btree ("organizer_id","account","currency");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME; END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- Orders paid before the ledger: their payment, and their refunds so far as one transaction, taken from
-- the order's amounts (a whole refund returns exactly the ticket money and the fees; a partial one
-- splits in proportion, rounded down for the organizer).
CREATE TEMPORARY TABLE "ledger_backfill" AS
  SELECT o.id AS order_id, o.status, o.currency, o.subtotal_minor, o.discount_minor, o.fees_minor, o.total_minor, o.refunded_minor,
    e.organizer_id, coalesce(o.paid_at, o.created_at) AS paid_at
  FROM orders o JOIN events e ON e.id = o.event_id
  WHERE o.status IN ('paid', 'partially_refunded', 'refunded') AND o.total_minor > 0;--> statement-breakpoint
WITH t AS (
  INSERT INTO ledger_transactions (kind, order_id, currency, created_at)
  SELECT 'payment', order_id, currency, paid_at FROM ledger_backfill ORDER BY order_id
  RETURNING id, order_id
)
INSERT INTO ledger_entries (transaction_id, account, line, organizer_id, amount_minor, currency)
SELECT t.id, v.account, v.line, v.organizer_id, v.amount, b.currency
FROM t JOIN ledger_backfill b ON b.order_id = t.order_id,
  LATERAL (VALUES ('provider_clearing', 'payment', NULL::int, b.total_minor::bigint),
                  ('organizer_pending', 'ticket_sales', b.organizer_id, -b.subtotal_minor::bigint),
                  ('organizer_pending', 'discount', b.organizer_id, b.discount_minor::bigint),
                  ('platform_fees', 'buyer_fees', b.organizer_id, -b.fees_minor::bigint)) AS v(account, line, organizer_id, amount)
WHERE v.amount <> 0;--> statement-breakpoint
WITH t AS (
  INSERT INTO ledger_transactions (kind, order_id, currency, created_at)
  SELECT 'refund', order_id, currency, paid_at FROM ledger_backfill WHERE refunded_minor > 0 ORDER BY order_id
  RETURNING id, order_id
), s AS (
  SELECT b.*, CASE WHEN b.status = 'refunded' THEN b.subtotal_minor - b.discount_minor
    ELSE (b.refunded_minor::bigint * (b.subtotal_minor - b.discount_minor)) / b.total_minor END AS ticket_part
  FROM ledger_backfill b
)
INSERT INTO ledger_entries (transaction_id, account, line, organizer_id, amount_minor, currency)
SELECT t.id, v.account, v.line, v.organizer_id, v.amount, s.currency
FROM t JOIN s ON s.order_id = t.order_id,
  LATERAL (VALUES ('provider_clearing', 'refund', NULL::int, -s.refunded_minor::bigint),
                  ('organizer_pending', 'refund_ticket_sales', s.organizer_id, s.ticket_part::bigint),
                  ('platform_fees', 'refund_buyer_fees', s.organizer_id, (s.refunded_minor - s.ticket_part)::bigint)) AS v(account, line, organizer_id, amount)
WHERE v.amount <> 0;--> statement-breakpoint
DROP TABLE "ledger_backfill";
