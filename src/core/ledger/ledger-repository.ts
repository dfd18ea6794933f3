// Data access for the ledger (issue 37): the only place that writes ledger transactions and entries, and
// the sums every balance and report is read from. A posting is written in the caller's transaction (the
// order move's), or, on checkout's quick path, by the move's own statement (checkout-repository.ts, from
// `computeLedgerPostingArrays`).
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { ledgerEntries, ledgerTransactions } from '@/db/schema'
import { sumEntries, type LedgerPosting, type RefundedSoFar } from './ledger-postings'

/** Writes `posting` for `orderId` at `at`: one transaction row and its entries. */
export async function writeLedgerPosting(db: Db, posting: LedgerPosting, orderId: number | null, at: Date): Promise<void> {
  if (sumEntries(posting.entries) !== 0) throw new Error(`an unbalanced ${posting.kind} posting was refused`)
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ kind: posting.kind, orderId, currency: posting.currency, createdAt: at })
    .returning({ id: ledgerTransactions.id })
  await db.insert(ledgerEntries).values(
    posting.entries.map((e) => ({ transactionId: row!.id, account: e.account, line: e.line, organizerId: e.organizerId, amountMinor: e.amountMinor, currency: posting.currency })),
  )
}

/** A posting as the columns of one statement's `unnest`, for a quick path that writes it with its move. */
export function computeLedgerPostingArrays(posting: LedgerPosting | null) {
  const entries = posting?.entries ?? []
  if (posting && sumEntries(entries) !== 0) throw new Error(`an unbalanced ${posting.kind} posting was refused`)
  return {
    kind: posting?.kind ?? null,
    accounts: entries.map((e) => e.account),
    lines: entries.map((e) => e.line),
    organizerIds: entries.map((e) => e.organizerId),
    amounts: entries.map((e) => e.amountMinor),
  }
}

/** What the order's refunds so far took back from the organizer's ticket money and from the fees. */
export async function findRefundedSoFar(db: Db, orderId: number): Promise<RefundedSoFar> {
  const [row] = await queryRows<{ ticket_money: string | number; fees: string | number }>(
    db,
    sql`select coalesce(sum(e.amount_minor) filter (where e.line = 'refund_ticket_sales'), 0) as ticket_money,
          coalesce(sum(e.amount_minor) filter (where e.line = 'refund_buyer_fees'), 0) as fees
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where t.order_id = ${orderId} and t.kind = 'refund'`,
  )
  return { ticketMoneyMinor: Number(row?.ticket_money ?? 0), feesMinor: Number(row?.fees ?? 0) }
}

export type LedgerProblem = { kind: 'unbalanced_transaction' | 'order_mismatch' | 'currency_mismatch'; id: number; detail: string }

/**
 * The reconciliation (npm run ledger:check, and the random-operations test): every transaction sums to
 * zero; every entry is in its transaction's currency; each order's clearing entries equal what its buyer
 * paid less what they got back, and an order that never took money has none.
 */
export async function findLedgerProblems(db: Db): Promise<LedgerProblem[]> {
  const unbalanced = await queryRows<{ id: number; total: string | number }>(
    db,
    sql`select transaction_id as id, sum(amount_minor) as total from ledger_entries group by transaction_id having sum(amount_minor) <> 0`,
  )
  const currencies = await queryRows<{ id: number }>(
    db,
    sql`select distinct t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where e.currency <> t.currency`,
  )
  const orders = await queryRows<{ id: number; status: string; kept: number; cleared: string | number }>(
    db,
    sql`select o.id, o.status, o.total_minor - o.refunded_minor as kept, coalesce(l.cleared, 0) as cleared
        from orders o
        left join (select t.order_id, sum(e.amount_minor) as cleared
                   from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
                   where e.account = 'provider_clearing' group by t.order_id) l on l.order_id = o.id
        where coalesce(l.cleared, 0) <> case when o.status in ('paid', 'partially_refunded', 'refunded') then o.total_minor - o.refunded_minor else 0 end`,
  )
  return [
    ...unbalanced.map((r) => ({ kind: 'unbalanced_transaction' as const, id: Number(r.id), detail: `entries sum to ${r.total}` })),
    ...currencies.map((r) => ({ kind: 'currency_mismatch' as const, id: Number(r.id), detail: 'an entry in another currency than its transaction' })),
    ...orders.map((r) => ({ kind: 'order_mismatch' as const, id: Number(r.id), detail: `${r.status} order kept ${r.kept}, its clearing entries say ${r.cleared}` })),
  ]
}

/** The sum of each ledger line of an event's orders (a series' dates included), in `currency`. */
export async function sumEventLedgerLines(db: Db, eventId: number, currency: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ line: string; total: string | number }>(
    db,
    sql`select e.line, sum(e.amount_minor) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join orders o on o.id = t.order_id
        where o.event_id in (select id from events where id = ${eventId} or series_parent_id = ${eventId}) and e.currency = ${currency}
        group by e.line`,
  )
  return new Map(rows.map((r) => [r.line, Number(r.total)]))
}
