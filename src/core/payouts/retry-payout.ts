// POST /api/v3/organizations/me/payouts/{id}/retry/ (issue 37 point 3, decision 042): a failed payout is
// scheduled again, to the payout method as it is now (the creator fixes the account first). Its money
// leaves available again, so it must still be there: a refund since may have taken some back.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { PAYOUT_RETRIES_PER_USER } from '@/core/accounts/rate-limits'
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import { computePayoutPosting } from '@/core/ledger/ledger-postings'
import { findOrganizerBalances, writeLedgerPosting } from '@/core/ledger/ledger-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { toPayoutJson, type PayoutJson } from './payout-json'
import { findPayoutMethod, findPayoutOfOrganizer, updatePayout } from './payouts-repository'

export async function retryPayout({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; payoutId: number; locale?: string }): Promise<PayoutJson> {
  const now = clock.now()
  await takeRateLimitHits(db, now, [[PAYOUT_RETRIES_PER_USER, String(input.userId)]])
  return db.transaction(async (tx) => {
    const organizer = await findOwnOrganizer(tx, input.userId)
    const method = organizer && (await findPayoutMethod(tx, organizer.id, true))
    const payout = organizer && (await findPayoutOfOrganizer(tx, input.payoutId, organizer.id, true))
    if (!organizer || !payout) throw new AppError('NOT_FOUND', 'There is no such payout.')
    if (payout.status !== 'failed') throw new AppError('CONFLICT', `Only a failed payout can be retried; this one is ${payout.status.replace('_', ' ')}.`)
    if (!method || method.status !== 'active') throw new AppError('CONFLICT', 'Set up a payout method before retrying.')
    const available = (await findOrganizerBalances(tx, organizer.id)).find((b) => b.currency === payout.currency)?.availableMinor ?? 0
    if (available < payout.amountMinor) throw new AppError('CONFLICT', 'Refunds since this payout failed left less available than it pays; it will be retried with your next sales.')
    await updatePayout(tx, payout.id, { status: 'scheduled', scheduledFor: now, failureReason: null, updatedAt: now })
    await writeLedgerPosting(tx, computePayoutPosting(payout.currency, organizer.id, payout.amountMinor), null, now, { payoutId: payout.id })
    return toPayoutJson({ ...payout, status: 'scheduled', scheduledFor: now, failureReason: null }, input.locale)
  })
}
