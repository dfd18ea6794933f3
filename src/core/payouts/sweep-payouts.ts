// One round of the payout sweep (issue 37 point 3, decision 042), run beside the requests as the
// wait-list sweep is. In reverse order of a payout's life, so that each round moves a payout one step
// and every state can be seen: settle transfers in transit (paid, or failed with the money back in
// available), send scheduled payouts that are due, then release ticket money by the schedule and
// schedule a payout of each organizer's released money not yet paid.
import { computePayoutPosting, computeReleasePosting } from '@/core/ledger/ledger-postings'
import { findOrderReleases, writeLedgerPosting } from '@/core/ledger/ledger-repository'
import { findOrderById } from '@/core/ticketing/orders-repository'
import { failPayout } from './fail-payout'
import { computeReleaseAmount } from './payout-schedule'
import type { PayoutsDeps } from './payout-transfers'
import {
  claimDuePayouts,
  findOrganizersWithUnpaidReleases,
  findPayoutMethod,
  findUnpaidReleases,
  insertPayout,
  updatePayout,
} from './payouts-repository'

const BATCH = 200

export type PayoutSweepResult = { settled: number; sent: number; released: number; scheduled: number }

export async function sweepPayouts(deps: PayoutsDeps): Promise<PayoutSweepResult> {
  const settled = await settleTransfers(deps)
  const sent = await sendDuePayouts(deps)
  const released = await releaseDueMoney(deps)
  const scheduled = await scheduleNewPayouts(deps)
  return { settled, sent, released, scheduled }
}

async function settleTransfers({ db, clock, transfers }: PayoutsDeps): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now()
    let count = 0
    for (const payout of await claimDuePayouts(tx, 'in_transit', now, BATCH)) {
      const outcome = await transfers.check(payout.providerReference ?? '')
      if (outcome.status === 'in_transit') continue
      if (outcome.status === 'paid') {
        await updatePayout(tx, payout.id, { status: 'paid', paidAt: now, failureReason: null, updatedAt: now })
      } else {
        await failPayout(tx, payout, outcome.reason, now)
      }
      count += 1
    }
    return count
  })
}

async function sendDuePayouts({ db, clock, transfers }: PayoutsDeps): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now()
    let count = 0
    for (const payout of await claimDuePayouts(tx, 'scheduled', now, BATCH)) {
      const method = await findPayoutMethod(tx, payout.organizerId)
      // A method removed or still being set up: the payout waits for it.
      if (!method || method.status !== 'active') continue
      const attempt = payout.attempts + 1
      const sent = await transfers.send({ payoutId: payout.id, attempt, amountMinor: payout.amountMinor, currency: payout.currency }, method)
      if ('failure' in sent) {
        // Refused at once (Stripe's answer to a transfer it cannot make): failed now, the money back in available.
        await failPayout(tx, payout, sent.failure, now, attempt)
      } else {
        await updatePayout(tx, payout.id, { status: 'in_transit', providerReference: sent.reference, attempts: attempt, updatedAt: now })
      }
      count += 1
    }
    return count
  })
}

async function releaseDueMoney({ db, clock, eventNow, latestNow }: PayoutsDeps): Promise<number> {
  let count = 0
  const dueBy = latestNow?.() ?? clock.now()
  for (const candidate of await findOrderReleases(db, { limit: BATCH, dueBy })) {
    const released = await db.transaction(async (tx) => {
      // Under the order's lock, as refunds take it: a refund and a release never miss each other.
      await findOrderById(tx, candidate.orderId, true)
      const [order] = await findOrderReleases(tx, { limit: 1, dueBy, orderId: candidate.orderId })
      if (!order) return false
      const now = eventNow?.(order.eventId) ?? clock.now()
      const schedule = { delayDays: order.delayDays, reservePercent: order.reservePercent }
      const posting = computeReleasePosting(order.currency, order.organizerId, computeReleaseAmount(order.netMinor, order.releasedMinor, order.eventEndAt, schedule, now))
      if (!posting) return false
      await writeLedgerPosting(tx, posting, order.orderId, now)
      return true
    })
    if (released) count += 1
  }
  return count
}

async function scheduleNewPayouts({ db, clock }: PayoutsDeps): Promise<number> {
  let count = 0
  for (const { organizerId, currency } of await findOrganizersWithUnpaidReleases(db, BATCH)) {
    const created = await db.transaction(async (tx) => {
      // The method's row is the organizer's payout lock: two sweeps never pay the same releases.
      const method = await findPayoutMethod(tx, organizerId, true)
      if (!method || method.status !== 'active') return false
      const items = await findUnpaidReleases(tx, organizerId, currency)
      const amount = items.reduce((sum, item) => sum + item.amountMinor, 0)
      // A refund after a release can leave less than nothing: it waits for the next sales.
      if (amount <= 0) return false
      const now = clock.now()
      const payout = await insertPayout(tx, { organizerId, currency, amountMinor: amount, scheduledFor: now, now, ledgerTransactionIds: items.map((i) => i.transactionId) })
      await writeLedgerPosting(tx, computePayoutPosting(currency, organizerId, amount), null, now, { payoutId: payout.id })
      return true
    })
    if (created) count += 1
  }
  return count
}
