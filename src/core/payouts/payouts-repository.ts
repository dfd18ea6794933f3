// Data access for an organizer's payouts (issue 37 point 3, decisions 041 and 042): the payout method,
// the schedule, the payouts and the ledger transactions each pays. The ledger itself is written through
// ledger-repository.ts.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { organizers, payoutItems, payoutMethods, payouts } from '@/db/schema'
import type { StoredBankAccount } from './bank-account'
import type { PayoutSchedule } from './payout-schedule'

export type PayoutMethodRow = typeof payoutMethods.$inferSelect
export type PayoutRow = typeof payouts.$inferSelect
export type PayoutStatus = 'scheduled' | 'in_transit' | 'paid' | 'failed'

/** The organizer's payout method; `lock` takes its row, which stands for the organizer's payouts. */
export async function findPayoutMethod(db: Db, organizerId: number, lock = false): Promise<PayoutMethodRow | null> {
  const query = db.select().from(payoutMethods).where(eq(payoutMethods.organizerId, organizerId))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Sets the organizer's test bank account, replacing any earlier method. */
export async function upsertTestBankAccount(db: Db, organizerId: number, account: StoredBankAccount, now: Date): Promise<PayoutMethodRow> {
  const values = { kind: 'test_bank', status: 'active', ...account, updatedAt: now }
  const [row] = await db
    .insert(payoutMethods)
    .values({ organizerId, ...values })
    .onConflictDoUpdate({ target: payoutMethods.organizerId, set: values })
    .returning()
  return row!
}

/**
 * Makes the organizer's method their Stripe connected account (decision 046), pending until Stripe says
 * onboarding is done. The account id is kept on the row whatever the method later becomes.
 */
export async function upsertStripeAccount(db: Db, organizerId: number, account: { stripeAccountId: string; accountHolder: string }, now: Date): Promise<PayoutMethodRow> {
  const values = { kind: 'stripe', status: 'pending', accountHolder: account.accountHolder, last4: '', country: null, routingNumber: null, testFailure: null, stripeAccountId: account.stripeAccountId, updatedAt: now }
  const [row] = await db
    .insert(payoutMethods)
    .values({ organizerId, ...values })
    .onConflictDoUpdate({ target: payoutMethods.organizerId, set: values })
    .returning()
  return row!
}

/** What Stripe says of a connected account now, on the Stripe method that uses it; null when none does. */
export async function updateStripeAccountState(
  db: Db,
  stripeAccountId: string,
  state: { status: 'active' | 'pending'; last4: string; accountHolder: string | null; country: string | null },
  now: Date,
): Promise<PayoutMethodRow | null> {
  const [row] = await db
    .update(payoutMethods)
    .set({ status: state.status, last4: state.last4, country: state.country, updatedAt: now, ...(state.accountHolder ? { accountHolder: state.accountHolder } : {}) })
    .where(and(eq(payoutMethods.stripeAccountId, stripeAccountId), eq(payoutMethods.kind, 'stripe')))
    .returning()
  return row ?? null
}

/** The payout whose transfer the provider knows as `reference`, locked for a change of state. */
export async function findPayoutByProviderReference(db: Db, reference: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.providerReference, reference)).for('update')
  return row ?? null
}

/** Whether organizer `organizerId` exists (staff adjustments name one by id). */
export async function findOrganizerExists(db: Db, organizerId: number): Promise<boolean> {
  const [row] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, organizerId))
  return Boolean(row)
}

/** What selling paid tickets needs of an organizer: its owner's confirmed email and an active payout method. */
export async function findPaidSalesReadiness(db: Db, organizerId: number): Promise<{ emailVerified: boolean; payoutsReady: boolean }> {
  const [row] = await queryRows<{ verified: boolean; ready: boolean }>(
    db,
    sql`select coalesce(u.email_verified_at is not null, false) as verified,
          exists (select 1 from payout_methods m where m.organizer_id = o.id and m.status = 'active') as ready
        from organizers o left join users u on u.id = o.owner_user_id where o.id = ${organizerId}`,
  )
  return { emailVerified: Boolean(row?.verified), payoutsReady: Boolean(row?.ready) }
}

export async function findPayoutSchedule(db: Db, organizerId: number): Promise<PayoutSchedule> {
  const [row] = await db
    .select({ delayDays: organizers.payoutDelayDays, reservePercent: organizers.payoutReservePercent })
    .from(organizers)
    .where(eq(organizers.id, organizerId))
  return row!
}

export async function updatePayoutSchedule(db: Db, organizerId: number, schedule: Partial<PayoutSchedule>): Promise<void> {
  const set = { payoutDelayDays: schedule.delayDays, payoutReservePercent: schedule.reservePercent }
  if (set.payoutDelayDays === undefined && set.payoutReservePercent === undefined) return
  await db.update(organizers).set(set).where(eq(organizers.id, organizerId))
}

export async function insertPayout(
  db: Db,
  values: { organizerId: number; currency: string; amountMinor: number; scheduledFor: Date; now: Date; ledgerTransactionIds: number[] },
): Promise<PayoutRow> {
  const [row] = await db
    .insert(payouts)
    .values({ organizerId: values.organizerId, currency: values.currency, amountMinor: values.amountMinor, status: 'scheduled', scheduledFor: values.scheduledFor, createdAt: values.now, updatedAt: values.now })
    .returning()
  await db.insert(payoutItems).values(values.ledgerTransactionIds.map((id) => ({ payoutId: row!.id, ledgerTransactionId: id })))
  return row!
}

export async function updatePayout(
  db: Db,
  id: number,
  patch: Partial<Pick<PayoutRow, 'status' | 'scheduledFor' | 'paidAt' | 'failureReason' | 'providerReference' | 'attempts'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(payouts).set(patch).where(eq(payouts.id, id))
}

export async function listPayoutsOfOrganizer(db: Db, organizerId: number, limit = 100): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.organizerId, organizerId)).orderBy(desc(payouts.id)).limit(limit)
}

/** One of the organizer's payouts; `lock` takes its row for a change of state. */
export async function findPayoutOfOrganizer(db: Db, payoutId: number, organizerId: number, lock = false): Promise<PayoutRow | null> {
  const query = db.select().from(payouts).where(and(eq(payouts.id, payoutId), eq(payouts.organizerId, organizerId)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Payouts in `status` due by `now`, claimed for the caller's transaction (SKIP LOCKED: sweeps never collide). */
export async function claimDuePayouts(db: Db, status: 'scheduled' | 'in_transit', now: Date, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, status), sql`${payouts.scheduledFor} <= ${now}`))
    .orderBy(payouts.id)
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** Organizers and currencies whose released money no payout has taken yet, with an active payout method. */
export async function findOrganizersWithUnpaidReleases(db: Db, limit: number): Promise<{ organizerId: number; currency: string }[]> {
  const rows = await queryRows<{ organizer_id: number; currency: string }>(
    db,
    sql`select distinct e.organizer_id, t.currency
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.account = 'organizer_available'
        join payout_methods m on m.organizer_id = e.organizer_id and m.status = 'active'
        where t.kind in ('release', 'adjustment') and not exists (select 1 from payout_items i where i.ledger_transaction_id = t.id)
        limit ${limit}`,
  )
  return rows.map((r) => ({ organizerId: Number(r.organizer_id), currency: r.currency.trim() }))
}

/** The organizer's releases and adjustments in `currency` that no payout has taken, with what each added to available. */
export async function findUnpaidReleases(db: Db, organizerId: number, currency: string): Promise<{ transactionId: number; amountMinor: number }[]> {
  const rows = await queryRows<{ id: number; amount: string | number }>(
    db,
    sql`select t.id, -sum(e.amount_minor) as amount
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where e.account = 'organizer_available' and e.organizer_id = ${organizerId} and t.currency = ${currency}
          and t.kind in ('release', 'adjustment') and not exists (select 1 from payout_items i where i.ledger_transaction_id = t.id)
        group by t.id order by t.id`,
  )
  return rows.map((r) => ({ transactionId: Number(r.id), amountMinor: Number(r.amount) }))
}

export type StatementSource = {
  transactionId: number
  kind: 'release' | 'adjustment'
  orderId: number | null
  reason: string | null
  createdAt: Date
  amountMinor: number
}

/** The ledger transactions a payout pays, oldest first, each with what it added to available. */
export async function findPayoutStatementSources(db: Db, payoutId: number): Promise<StatementSource[]> {
  const rows = await queryRows<{ id: number; kind: 'release' | 'adjustment'; order_id: number | null; reason: string | null; created_at: Date | string; amount: string | number }>(
    db,
    sql`select t.id, t.kind, t.order_id, t.reason, t.created_at, -sum(e.amount_minor) as amount
        from payout_items i join ledger_transactions t on t.id = i.ledger_transaction_id
        join ledger_entries e on e.transaction_id = t.id and e.account = 'organizer_available'
        where i.payout_id = ${payoutId}
        group by t.id order by t.id`,
  )
  return rows.map((r) => ({ transactionId: Number(r.id), kind: r.kind, orderId: r.order_id === null ? null : Number(r.order_id), reason: r.reason, createdAt: new Date(r.created_at), amountMinor: Number(r.amount) }))
}
