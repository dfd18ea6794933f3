// Recomputes one event's price summary at the clock's time (decision 052), for a write that changes what
// time it is for the event: a test server moving the event's ticketing clock (decision 036).
import type { CoreDeps } from '@/core/shared/core-deps'
import { refreshEventPriceSummaries } from './event-price-summary-repository'

export async function refreshEventPriceSummary({ db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>, input: { eventId: number }): Promise<void> {
  const changed = await refreshEventPriceSummaries(db, [input.eventId], clock.now())
  if (changed.length > 0) await invalidateCaches({ kind: 'event', ids: changed })
}
