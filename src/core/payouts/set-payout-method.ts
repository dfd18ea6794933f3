// PUT /api/v3/organizations/me/payout_method/ (issue 37 point 3, decision 041): the creator sets the
// bank account their payouts go to, with the built-in test provider. Rate limited per user, since it
// checks bank numbers; the organizer is created if their first event has not created it yet.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { PAYOUT_METHOD_CHANGES_PER_USER } from '@/core/accounts/rate-limits'
import { ensureOwnOrganizer } from '@/core/creators/ensure-own-organizer'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { parseTestBankAccount, type TestBankAccountInput } from './bank-account'
import { toPayoutMethodJson, type PayoutMethodJson } from './payout-method-json'
import { upsertTestBankAccount } from './payouts-repository'

/**
 * `testBankAccounts` false (Stripe configured and test payments off, decision 046): a test account would
 * only pretend to pay, so it is refused and the creator is sent to Stripe onboarding.
 */
export async function setPayoutMethod(
  { db, clock, testBankAccounts = true }: Pick<CoreDeps, 'db' | 'clock'> & { testBankAccounts?: boolean },
  input: { userId: number; account: TestBankAccountInput },
): Promise<PayoutMethodJson> {
  if (!testBankAccounts) throw new AppError('CONFLICT', 'Payouts here go through Stripe: set them up with stripe_onboarding.')
  const now = clock.now()
  await takeRateLimitHits(db, now, [[PAYOUT_METHOD_CHANGES_PER_USER, String(input.userId)]])
  const parsed = parseTestBankAccount(input.account)
  if ('errors' in parsed) throw new AppError('INVALID_ARGUMENT', 'The bank account is not valid.', parsed.errors)
  return db.transaction(async (tx) => {
    const organizer = await ensureOwnOrganizer(tx, input.userId, now)
    return toPayoutMethodJson(await upsertTestBankAccount(tx, organizer.id, parsed.account, now))
  })
}
