// GET and PUT /api/v3/organizations/me/payout_schedule/ (issue 37 point 3, decision 042): how many days
// after an event ends its money is released, and the reserve held back against refunds.
import { ensureOwnOrganizer } from '@/core/creators/ensure-own-organizer'
import { findOwnOrganizer } from '@/core/creators/organizer-profile-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { DEFAULT_PAYOUT_DELAY_DAYS, type PayoutSchedule } from './payout-schedule'
import { findPayoutSchedule, updatePayoutSchedule } from './payouts-repository'

export type PayoutScheduleJson = { delay_days: number; reserve_percent: number }

const toJson = (s: PayoutSchedule): PayoutScheduleJson => ({ delay_days: s.delayDays, reserve_percent: s.reservePercent })

export async function getPayoutSchedule({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<PayoutScheduleJson> {
  const organizer = await findOwnOrganizer(db, input.userId)
  return toJson(organizer ? await findPayoutSchedule(db, organizer.id) : { delayDays: DEFAULT_PAYOUT_DELAY_DAYS, reservePercent: 0 })
}

/** Changes the schedule; money already released stays released, the rest follows the new one. */
export async function setPayoutSchedule({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; schedule: Partial<PayoutSchedule> }): Promise<PayoutScheduleJson> {
  return db.transaction(async (tx) => {
    const organizer = await ensureOwnOrganizer(tx, input.userId, clock.now())
    await updatePayoutSchedule(tx, organizer.id, input.schedule)
    return toJson(await findPayoutSchedule(tx, organizer.id))
  })
}
