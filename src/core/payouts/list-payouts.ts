// GET /api/v3/organizations/me/payouts/ (issue 37 point 3): the signed-in creator's payouts, newest first.
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { toPayoutJson, type PayoutJson } from './payout-json'
import { listPayoutsOfOrganizer } from './payouts-repository'

export async function listPayouts({ db }: Pick<CoreDeps, 'db'>, input: { userId: number; locale?: string }): Promise<PayoutJson[]> {
  const organizer = await findOwnOrganizer(db, input.userId)
  if (!organizer) return []
  return (await listPayoutsOfOrganizer(db, organizer.id)).map((row) => toPayoutJson(row, input.locale))
}
