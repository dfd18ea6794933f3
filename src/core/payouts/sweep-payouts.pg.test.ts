// The payout sweep on a real database (issue 37 point 3, decision 042): money released by the schedule,
// payouts through the test provider to paid or failed, a retry, a refund after the release, and the
// ledger's reconciliation clean after every step, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { computeRefundPosting } from '@/core/ledger/ledger-postings'
import { findLedgerProblems, findOrganizerBalances, writeLedgerPosting } from '@/core/ledger/ledger-repository'
import type { Db } from '@/db/create-db'
import { orders } from '@/db/schema'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertPaidOrder } from '../../../tests/factories/insert-paid-order'
import { insertUser } from '../../../tests/factories/insert-user'
import { parseTestBankAccount, type StoredBankAccount } from './bank-account'
import { computeStatementLines } from './payout-statement'
import { createTestPayoutTransfers } from './payout-transfers'
import { findPayoutStatementSources, listPayoutsOfOrganizer, upsertTestBankAccount } from './payouts-repository'
import { retryPayout } from './retry-payout'
import { sweepPayouts } from './sweep-payouts'
import { findOrderLedgerLines, findOrderReleaseIds } from '@/core/ledger/ledger-repository'

const END = new Date('2030-06-01T22:00:00Z')
const day = (n: number) => new Date(END.getTime() + n * 24 * 3600 * 1000)

function account(input: Parameters<typeof parseTestBankAccount>[0]): StoredBankAccount {
  const parsed = parseTestBankAccount(input)
  if ('errors' in parsed) throw new Error(JSON.stringify(parsed.errors))
  return parsed.account
}

/** A paid order of `subtotal` (less `discount`, plus $3 of fees) on `eventId`, with its payment in the ledger. */
function paidOrder(db: Db, eventId: number, organizerId: number, subtotal: number, discount = 0) {
  return insertPaidOrder(db, { eventId, organizerId, subtotal, discount, paidAt: day(-30) })
}

async function setUp(db: Db, reservePercent = 0) {
  const owner = await insertUser(db, { emailVerifiedAt: day(-60) })
  const organizer = await insertOrganizer(db, { ownerUserId: owner.id, payoutDelayDays: 5, payoutReservePercent: reservePercent })
  const event = await insertEvent(db, { organizerId: organizer.id, startAt: day(-0.2), endAt: END })
  return { owner, organizer, event }
}

const engines: [string, () => ReturnType<typeof createTestDb>][] = [['PGlite', createTestDb], ...(TEST_DATABASE_URL ? [['PostgreSQL', createPgTestDb] as [string, typeof createPgTestDb]] : [])]

describe.each(engines)('payouts on %s', (_name, makeDb) => {
  test('Money is released on schedule, paid out through the test provider, and every balance and statement adds up', async () => {
    const handle = await makeDb()
    try {
      const db = handle.db
      const { organizer, event } = await setUp(db)
      await upsertTestBankAccount(db, organizer.id, account({ accountHolder: 'Ada', iban: 'DE89370400440532013000' }), day(-40))
      const a = await paidOrder(db, event.id, organizer.id, 5000, 500)
      await paidOrder(db, event.id, organizer.id, 2500)
      const deps = (now: Date) => ({ db, clock: { now: () => now }, transfers: createTestPayoutTransfers() })
      const balance = async () => (await findOrganizerBalances(db, organizer.id))[0]

      // Before the release date nothing moves.
      expect(await sweepPayouts(deps(day(4.9)))).toEqual({ settled: 0, sent: 0, released: 0, scheduled: 0 })
      expect(await balance()).toEqual({ currency: 'USD', pendingMinor: 7000, availableMinor: 0, paidOutMinor: 0 })

      // Five days after the end: released, and one payout scheduled of all of it.
      expect(await sweepPayouts(deps(day(5)))).toMatchObject({ released: 2, scheduled: 1 })
      expect(await balance()).toEqual({ currency: 'USD', pendingMinor: 0, availableMinor: 0, paidOutMinor: 7000 })
      const [payout] = await listPayoutsOfOrganizer(db, organizer.id)
      expect(payout).toMatchObject({ status: 'scheduled', amountMinor: 7000 })
      expect(await sweepPayouts(deps(day(5.1)))).toMatchObject({ sent: 1 })
      expect((await listPayoutsOfOrganizer(db, organizer.id))[0]).toMatchObject({ status: 'in_transit' })
      expect(await sweepPayouts(deps(day(6)))).toMatchObject({ settled: 1 })
      expect((await listPayoutsOfOrganizer(db, organizer.id))[0]).toMatchObject({ status: 'paid', paidAt: day(6), failureReason: null })

      // The statement's lines add up to the payout.
      const sources = await findPayoutStatementSources(db, payout!.id)
      const orderIds = sources.map((s) => s.orderId!)
      const lines = computeStatementLines(sources, await findOrderLedgerLines(db, orderIds), await findOrderReleaseIds(db, orderIds))
      expect(lines.map((l) => [l.orderId, l.ticketSalesMinor, l.discountMinor, l.netMinor])).toEqual([
        [a.id, 5000, 500, 4500],
        [expect.any(Number), 2500, 0, 2500],
      ])
      expect(lines.reduce((s, l) => s + l.netMinor, 0)).toBe(7000)
      expect(await findLedgerProblems(db)).toEqual([])
    } finally {
      await handle.close()
    }
  })

  test('A failing account fails the payout with its reason and gives the money back; fixed and retried, it is paid; a refund after the release comes off the next payout', async () => {
    const handle = await makeDb()
    try {
      const db = handle.db
      const { owner, organizer, event } = await setUp(db, 10)
      await upsertTestBankAccount(db, organizer.id, account({ accountHolder: 'Ada', routingNumber: '110000000', accountNumber: '000111111116' }), day(-40))
      const order = await paidOrder(db, event.id, organizer.id, 10_000)
      const deps = (now: Date) => ({ db, clock: { now: () => now }, transfers: createTestPayoutTransfers() })
      const balance = async () => (await findOrganizerBalances(db, organizer.id))[0]

      // 10% is held back as the reserve.
      await sweepPayouts(deps(day(5)))
      await sweepPayouts(deps(day(5.1)))
      await sweepPayouts(deps(day(5.2)))
      const [failed] = await listPayoutsOfOrganizer(db, organizer.id)
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'account_closed', amountMinor: 9000 })
      expect(await balance()).toEqual({ currency: 'USD', pendingMinor: 1000, availableMinor: 9000, paidOutMinor: 0 })
      expect(await findLedgerProblems(db)).toEqual([])

      // Retrying to the same closed account fails again; with a working account it is paid.
      await upsertTestBankAccount(db, organizer.id, account({ accountHolder: 'Ada', routingNumber: '110000000', accountNumber: '000123456789' }), day(5.3))
      const retried = await retryPayout({ db, clock: { now: () => day(5.3) } }, { userId: owner.id, payoutId: failed!.id })
      expect(retried).toMatchObject({ status: 'scheduled', failure_reason: null })
      await expect(retryPayout({ db, clock: { now: () => day(5.3) } }, { userId: owner.id, payoutId: failed!.id })).rejects.toMatchObject({ code: 'CONFLICT' })
      await sweepPayouts(deps(day(5.4)))
      await sweepPayouts(deps(day(5.5)))
      expect((await listPayoutsOfOrganizer(db, organizer.id))[0]).toMatchObject({ status: 'paid', amountMinor: 9000, attempts: 2 })
      expect(await balance()).toEqual({ currency: 'USD', pendingMinor: 1000, availableMinor: 0, paidOutMinor: 9000 })

      // A $5 refund after the release: the reserve covers it, and the rest of the reserve is released later.
      await db.update(orders).set({ status: 'partially_refunded', refundedMinor: 500 }).where(eq(orders.id, order.id))
      await writeLedgerPosting(db, computeRefundPosting(order.money, organizer.id, 500, { ticketMoneyMinor: 0, feesMinor: 0, taxMinor: 0 }, false)!, order.id, day(10))
      const refundedTicketMoney = (await findOrderLedgerLines(db, [order.id])).filter((l) => l.line === 'refund_ticket_sales').reduce((s, l) => s + l.amountMinor, 0)
      expect(await sweepPayouts(deps(day(10)))).toMatchObject({ released: 0, scheduled: 0 })
      expect(await balance()).toEqual({ currency: 'USD', pendingMinor: 1000 - refundedTicketMoney, availableMinor: 0, paidOutMinor: 9000 })
      await sweepPayouts(deps(day(35)))
      await sweepPayouts(deps(day(35.1)))
      await sweepPayouts(deps(day(35.2)))
      const after = await balance()
      // What the organizer got in the end is the order's ticket money less the refund's share of it.
      expect(after!.pendingMinor).toBe(0)
      expect(after!.availableMinor).toBe(0)
      expect(after!.paidOutMinor).toBe(10_000 - refundedTicketMoney)
      expect((await listPayoutsOfOrganizer(db, organizer.id)).map((p) => [p.status, p.amountMinor])).toEqual([
        ['paid', 1000 - refundedTicketMoney],
        ['paid', 9000],
      ])
      expect(await findLedgerProblems(db)).toEqual([])
    } finally {
      await handle.close()
    }
  })
})
