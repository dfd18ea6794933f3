// A payout that failed (issue 37 point 3, decision 042): its state says why, and its payout_failed
// transaction returns the money to the organizer's available balance in the same database transaction,
// whether the failure came from the sweep's check, the provider's refusal or Stripe's webhook.
import { computePayoutFailedPosting } from '@/core/ledger/ledger-postings'
import { writeLedgerPosting } from '@/core/ledger/ledger-repository'
import type { Db } from '@/db/create-db'
import { updatePayout, type PayoutRow } from './payouts-repository'

export async function failPayout(tx: Db, payout: PayoutRow, reason: string, now: Date, attempts?: number): Promise<void> {
  await updatePayout(tx, payout.id, { status: 'failed', failureReason: reason, paidAt: null, updatedAt: now, ...(attempts === undefined ? {} : { attempts }) })
  await writeLedgerPosting(tx, computePayoutFailedPosting(payout.currency, payout.organizerId, payout.amountMinor), null, now, { payoutId: payout.id })
}
