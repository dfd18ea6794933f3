// Data access for the ledger (issue 37): the only place that writes ledger transactions and entries, and
// the sums every balance and report is read from. A posting is written in the caller's transaction (the
// order move's), or, on checkout's quick path, by the move's own statement (checkout-repository.ts, from
// `computeLedgerPostingArrays`).
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { ledgerEntries, ledgerTransactions } from '@/db/schema'
import { sumEntries, type LedgerPosting, type RefundedSoFar } from './ledger-postings'

/**
 * Writes `posting` for `orderId` at `at`: one transaction row and its entries; a payout's transactions
 * name it, an adjustment says why and who made it. Answers the transaction's id.
 */
export async function writeLedgerPosting(
  db: Db,
  posting: LedgerPosting,
  orderId: number | null,
  at: Date,
  about: { payoutId?: number; reason?: string; createdByUserId?: number } = {},
): Promise<number> {
  if (sumEntries(posting.entries) !== 0) throw new Error(`an unbalanced ${posting.kind} posting was refused`)
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ kind: posting.kind, orderId, currency: posting.currency, createdAt: at, payoutId: about.payoutId ?? null, reason: about.reason ?? null, createdByUserId: about.createdByUserId ?? null })
    .returning({ id: ledgerTransactions.id })
  await db.insert(ledgerEntries).values(
    posting.entries.map((e) => ({ transactionId: row!.id, account: e.account, line: e.line, organizerId: e.organizerId, amountMinor: e.amountMinor, currency: posting.currency })),
  )
  return row!.id
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

/** What the order's refunds so far took back from the organizer's ticket money, from its tax and from the fees. */
export async function findRefundedSoFar(db: Db, orderId: number): Promise<RefundedSoFar> {
  const [row] = await queryRows<{ ticket_money: string | number; fees: string | number; tax: string | number }>(
    db,
    sql`select coalesce(sum(e.amount_minor) filter (where e.line = 'refund_ticket_sales'), 0) as ticket_money,
          coalesce(sum(e.amount_minor) filter (where e.line = 'refund_buyer_fees'), 0) as fees,
          coalesce(sum(e.amount_minor) filter (where e.line = 'refund_tax'), 0) as tax
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where t.order_id = ${orderId} and t.kind = 'refund'`,
  )
  return { ticketMoneyMinor: Number(row?.ticket_money ?? 0), feesMinor: Number(row?.fees ?? 0), taxMinor: Number(row?.tax ?? 0) }
}

export type LedgerProblem = {
  kind: 'unbalanced_transaction' | 'order_mismatch' | 'currency_mismatch' | 'tax_mismatch' | 'payout_mismatch' | 'payout_overdraft'
  id: number
  detail: string
}

/**
 * The reconciliation (npm run ledger:check, and the random-operations test): every transaction sums to
 * zero; every entry is in its transaction's currency; each order's clearing entries equal what its buyer
 * paid less what they got back, and an order that never took money has none; each paid order's tax
 * line is the tax it was priced with (decision 043), and no refund gave back more tax than it had.
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
  const taxes = await queryRows<{ id: number; tax: number; collected: string | number; returned: string | number }>(
    db,
    sql`select o.id, o.tax_minor as tax, coalesce(l.collected, 0) as collected, coalesce(l.returned, 0) as returned
        from orders o
        join (select t.order_id, -sum(e.amount_minor) filter (where e.line = 'tax') as collected,
                sum(e.amount_minor) filter (where e.line = 'refund_tax') as returned
              from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              group by t.order_id) l on l.order_id = o.id
        where coalesce(l.collected, 0) <> o.tax_minor or coalesce(l.returned, 0) > o.tax_minor`,
  )
  // Each payout's ledger says what its state does: out of available while scheduled, in transit or paid,
  // back in it once failed; and a payout's items add up to its amount (decision 042).
  const payoutRows = await queryRows<{ id: number; status: string; amount: string | number; moved: string | number; items: string | number | null }>(
    db,
    sql`select p.id, p.status, p.amount_minor as amount,
          coalesce((select -sum(e.amount_minor) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
                    where t.payout_id = p.id and e.account = 'organizer_paid_out'), 0) as moved,
          (select -sum(e.amount_minor) from payout_items i join ledger_entries e on e.transaction_id = i.ledger_transaction_id
           where i.payout_id = p.id and e.account = 'organizer_available') as items
        from payouts p`,
  )
  const payoutProblems = payoutRows.filter((r) => Number(r.moved) !== (r.status === 'failed' ? 0 : Number(r.amount)) || Number(r.items) !== Number(r.amount))
  // Payouts never exceed what was available: after each payout transaction, in the order they were
  // written, the organizer's available balance in that currency is not below zero.
  const overdrafts = await queryRows<{ id: number; balance: string | number }>(
    db,
    sql`select id, balance from (
          select t.id, t.kind, -sum(e.amount_minor) over (partition by e.organizer_id, e.currency order by t.id) as balance
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where e.account = 'organizer_available') a
        where kind = 'payout' and balance < 0`,
  )
  return [
    ...taxes.map((r) => ({ kind: 'tax_mismatch' as const, id: Number(r.id), detail: `order taxed ${r.tax}, its ledger collected ${r.collected} and gave back ${r.returned}` })),
    ...unbalanced.map((r) => ({ kind: 'unbalanced_transaction' as const, id: Number(r.id), detail: `entries sum to ${r.total}` })),
    ...payoutProblems.map((r) => ({ kind: 'payout_mismatch' as const, id: Number(r.id), detail: `${r.status} payout of ${r.amount}: its ledger moved ${r.moved} out of available, its items add up to ${r.items ?? 0}` })),
    ...overdrafts.map((r) => ({ kind: 'payout_overdraft' as const, id: Number(r.id), detail: `the payout left an available balance of ${r.balance}` })),
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

/** One key's ledger line sums in one currency (sumLedgerLinesBy). */
export type LedgerLineSums = { key: string; currency: string; lines: Map<string, number> }

/**
 * The sums of the ledger lines of the orders `scope` selects, per key: `scope` is a query of
 * `(order_id, key)` rows (an event, a day of payment, a currency…). Every sales figure the organizer's
 * pages show is computed from these sums (computeSalesFigures), never from order rows, so they agree with
 * the sales report and the payouts to the minor unit.
 */
export async function sumLedgerLinesBy(db: Db, scope: SQL): Promise<LedgerLineSums[]> {
  const rows = await queryRows<{ key: string; currency: string; line: string; total: string | number }>(
    db,
    sql`with s as (${scope})
        select s.key::text as key, e.currency, e.line, sum(e.amount_minor) as total
        from s join ledger_transactions t on t.order_id = s.order_id join ledger_entries e on e.transaction_id = t.id
        group by 1, 2, 3`,
  )
  const out = new Map<string, LedgerLineSums>()
  for (const r of rows) {
    const currency = String(r.currency).trim()
    const id = `${r.key}\u0000${currency}`
    let sums = out.get(id)
    if (!sums) out.set(id, (sums = { key: r.key, currency, lines: new Map() }))
    sums.lines.set(r.line, Number(r.total))
  }
  return [...out.values()]
}

export type OrganizerBalance = { currency: string; pendingMinor: number; availableMinor: number; paidOutMinor: number }

/**
 * An organizer's balances per currency, summed from their entries (decision 042): what Tessera owes them
 * and has not released (pending), released and not yet paid (available), and paid out. Owed money is a
 * credit, so each balance is its entries' sum negated.
 */
export async function findOrganizerBalances(db: Db, organizerId: number): Promise<OrganizerBalance[]> {
  const rows = await queryRows<{ currency: string; pending: string | number; available: string | number; paid_out: string | number }>(
    db,
    sql`select currency,
          -coalesce(sum(amount_minor) filter (where account = 'organizer_pending'), 0) as pending,
          -coalesce(sum(amount_minor) filter (where account = 'organizer_available'), 0) as available,
          -coalesce(sum(amount_minor) filter (where account = 'organizer_paid_out'), 0) as paid_out
        from ledger_entries where organizer_id = ${organizerId} and account like 'organizer_%'
        group by currency order by currency`,
  )
  return rows.map((r) => ({ currency: r.currency.trim(), pendingMinor: Number(r.pending), availableMinor: Number(r.available), paidOutMinor: Number(r.paid_out) }))
}

export type OrderRelease = {
  orderId: number
  eventId: number
  organizerId: number
  currency: string
  eventEndAt: Date
  delayDays: number
  reservePercent: number
  /** The order's ticket money after discounts and refunds. */
  netMinor: number
  /** What the schedule released of it so far. */
  releasedMinor: number
}

/**
 * Orders whose ticket money is not all released yet (some still pending) and whose release date is by
 * `dueBy`, with what the schedule needs; with `orderId`, that one order only (read again under its lock).
 */
export async function findOrderReleases(db: Db, options: { limit: number; dueBy: Date; orderId?: number }): Promise<OrderRelease[]> {
  const rows = await queryRows<{ order_id: number; event_id: number; organizer_id: number; currency: string; end_at: Date | string; delay: number; reserve: number; net: string | number; released: string | number }>(
    db,
    sql`select t.order_id, o.event_id, e.organizer_id, t.currency, ev.end_at, org.payout_delay_days as delay, org.payout_reserve_percent as reserve,
          -coalesce(sum(e.amount_minor) filter (where t.kind <> 'release'), 0) as net,
          coalesce(sum(e.amount_minor) filter (where t.kind = 'release'), 0) as released
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.account = 'organizer_pending'
        join orders o on o.id = t.order_id join events ev on ev.id = o.event_id join organizers org on org.id = e.organizer_id
        where t.order_id is not null and ev.end_at + make_interval(days => org.payout_delay_days) <= ${options.dueBy}
          ${options.orderId === undefined ? sql`` : sql`and t.order_id = ${options.orderId}`}
        group by t.order_id, o.event_id, e.organizer_id, t.currency, ev.end_at, org.payout_delay_days, org.payout_reserve_percent
        having sum(e.amount_minor) <> 0
        order by t.order_id limit ${options.limit}`,
  )
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    eventId: Number(r.event_id),
    organizerId: Number(r.organizer_id),
    currency: r.currency.trim(),
    eventEndAt: new Date(r.end_at),
    delayDays: Number(r.delay),
    reservePercent: Number(r.reserve),
    netMinor: Number(r.net),
    releasedMinor: Number(r.released),
  }))
}

export type OrderLedgerLine = { transactionId: number; orderId: number; line: string; amountMinor: number }

/** The payment and refund entries of `orderIds` (the organizer's and the platform's lines), for statements. */
export async function findOrderLedgerLines(db: Db, orderIds: readonly number[]): Promise<OrderLedgerLine[]> {
  if (orderIds.length === 0) return []
  const rows = await queryRows<{ id: number; order_id: number; line: string; amount: string | number }>(
    db,
    sql`select t.id, t.order_id, e.line, e.amount_minor as amount
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) and t.kind in ('payment', 'refund') and e.account <> 'provider_clearing'
        order by t.id`,
  )
  return rows.map((r) => ({ transactionId: Number(r.id), orderId: Number(r.order_id), line: r.line, amountMinor: Number(r.amount) }))
}

/** The ids of the release transactions of `orderIds`, oldest first, for statements. */
export async function findOrderReleaseIds(db: Db, orderIds: readonly number[]): Promise<{ transactionId: number; orderId: number }[]> {
  if (orderIds.length === 0) return []
  const rows = await queryRows<{ id: number; order_id: number }>(
    db,
    sql`select id, order_id from ledger_transactions where kind = 'release' and order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) order by id`,
  )
  return rows.map((r) => ({ transactionId: Number(r.id), orderId: Number(r.order_id) }))
}
