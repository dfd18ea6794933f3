import type { CoreDeps } from '@/core/shared/core-deps'
import { computeOccurredAt } from './analytics-event'
import { insertAnalyticsEvents } from './analytics-repository'

export type RecordAnalyticsEventsInput = {
  events: { event: string; page: string; at?: string; properties: Record<string, unknown> }[]
}

/** Spec §7: stores what the page pushed to its data layer, one batch in one insert. */
export async function recordAnalyticsEvents(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: RecordAnalyticsEventsInput,
): Promise<{ stored: number }> {
  const now = clock.now()
  await insertAnalyticsEvents(
    db,
    input.events.map((e) => ({
      name: e.event,
      page: e.page,
      properties: e.properties,
      occurredAt: computeOccurredAt(e.at, now),
    })),
  )
  return { stored: input.events.length }
}
