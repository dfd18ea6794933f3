// POST /api/v3/admin/organizations/{organization_id}/adjustments/ (issue 37 point 1, decision 042): staff
// correct an organizer's balance with a reason (a goodwill payment, a fee given back, a chargeback the
// organizer bears, a partly reversed Stripe transfer). It is one balanced ledger transaction between the
// organizer's available balance and the platform's account, never an edited number; the next payout takes
// it, and its statement shows it on a line of its own with the reason.
import { computeAdjustmentPosting } from '@/core/ledger/ledger-postings'
import { writeLedgerPosting } from '@/core/ledger/ledger-repository'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findOrganizerExists, findPayoutMethod } from './payouts-repository'

export type AdjustmentJson = { id: string; organization_id: string; amount: MoneyJson; reason: string; created: string; created_by: string }

/** `staff`: who makes it, recorded with it (the answer names them by their public id, as the API names users). */
export type CreateAdjustmentInput = { organizerId: number; currency: string; amountMinor: number; reason: string; staff: { id: number; publicId: string } }

export async function createAdjustment({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: CreateAdjustmentInput): Promise<AdjustmentJson> {
  const reason = input.reason.trim()
  if (input.amountMinor === 0) throw new AppError('INVALID_ARGUMENT', 'An adjustment moves some money.', { amount: ['must not be 0'] })
  if (reason === '') throw new AppError('INVALID_ARGUMENT', 'Say why the balance is adjusted.', { reason: ['is required'] })
  const now = clock.now()
  return db.transaction(async (tx) => {
    if (!(await findOrganizerExists(tx, input.organizerId))) throw new AppError('NOT_FOUND', 'There is no such organization.')
    // The organizer's payout lock (decision 042): a payout being scheduled now is written wholly before or
    // after this adjustment, so it never seems to have overdrawn the balance.
    await findPayoutMethod(tx, input.organizerId, true)
    const posting = computeAdjustmentPosting(input.currency, input.organizerId, input.amountMinor)
    const id = await writeLedgerPosting(tx, posting, null, now, { reason, createdByUserId: input.staff.id })
    return { id: String(id), organization_id: String(input.organizerId), amount: computeMoneyJson(input.amountMinor, input.currency), reason, created: now.toISOString(), created_by: input.staff.publicId }
  })
}
