// POST /api/v3/events/{id}/schedules/ {occurrence_duration, recurrence_rule} (issue 20): a draft becomes a
// series with one child event per date of the RRULE, each lasting `occurrence_duration` seconds, with the
// draft's ticket classes. Cards then show the series once with "+ N more" (spec §3).
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEventLocalStart, insertSeriesChildren } from './event-series-repository'
import { localTimeToInstant } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { computeLocalIso, expandRecurrenceRule, ScheduleRuleError } from './schedule-rules'

export async function createSchedule(
  { db, clock, invalidateCaches, expandSchedule }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches' | 'expandSchedule'>,
  input: { eventId: number; manager: Manager; occurrenceDurationSeconds: number; recurrenceRule: string },
): Promise<{ eventIds: number[]; starts: Date[] }> {
  const result = await db.transaction(async (tx) => {
    const event = await findManagedEvent(tx, input.eventId, input.manager, 'write', true)
    const at = await findEventLocalStart(tx, event.id)
    if (!at || at.isSeriesParent || at.seriesParentId !== null) throw new AppError('CONFLICT', 'This event already belongs to a series.')
    if (event.status !== 'draft') throw new AppError('CONFLICT', 'Add a schedule while the event is a draft.')
    let locals: string[]
    try {
      const defaultLocalStart = computeLocalIso(at.startAt, at.timeZone)
      locals = expandSchedule ? await expandSchedule(input.recurrenceRule, defaultLocalStart) : expandRecurrenceRule(input.recurrenceRule, defaultLocalStart)
    } catch (error) {
      if (error instanceof ScheduleRuleError) throw new AppError('INVALID_ARGUMENT', error.message, { recurrence_rule: [error.message] })
      throw error
    }
    const occurrences = locals.map((local) => {
      const startAt = localTimeToInstant(local, at.timeZone)
      return { startAt, endAt: new Date(startAt.getTime() + input.occurrenceDurationSeconds * 1000) }
    })
    const eventIds = await insertSeriesChildren(tx, event.id, occurrences, clock.now())
    return { eventIds, starts: occurrences.map((o) => o.startAt) }
  })
  await invalidateCaches({ kind: 'event', ids: [input.eventId, ...result.eventIds] })
  return result
}
