// GET /api/v3/organizations/me/balance/ (issue 37 point 3): the signed-in creator's balances per
// currency, sums of their ledger entries (decision 042); none before their first sale.
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import { findOrganizerBalances } from '@/core/ledger/ledger-repository'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import type { CoreDeps } from '@/core/shared/core-deps'

export type BalanceJson = { currency: string; pending: MoneyJson; available: MoneyJson; paid_out: MoneyJson }

export async function getOrganizerBalances({ db }: Pick<CoreDeps, 'db'>, input: { userId: number; locale?: string }): Promise<BalanceJson[]> {
  const organizer = await findOwnOrganizer(db, input.userId)
  if (!organizer) return []
  return (await findOrganizerBalances(db, organizer.id)).map((b) => ({
    currency: b.currency,
    pending: computeMoneyJson(b.pendingMinor, b.currency, input.locale),
    available: computeMoneyJson(b.availableMinor, b.currency, input.locale),
    paid_out: computeMoneyJson(b.paidOutMinor, b.currency, input.locale),
  }))
}
