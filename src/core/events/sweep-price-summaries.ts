// Decision 052: a class's sales window opening or closing changes an event's price summary with no write,
// so a sweep recomputes the summaries whose stored due time has come (indexed, usually a handful a minute).
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEventIdsWithDuePriceSummaries, refreshEventPriceSummaries } from './event-price-summary-repository'

/** Events recomputed per round; a sweep runs rounds until fewer are due, at most SWEEP_ROUNDS of them. */
const SWEEP_BATCH = 200
/** A backlog (every event after the migration that added the rule) is worked off over several passes. */
const SWEEP_ROUNDS = 25

/** Recomputes every due price summary at the clock's time and drops the cached answers that showed them. Answers how many. */
export async function sweepPriceSummaries({ db, clock, invalidateCaches }: Pick<CoreDeps, 'db' | 'clock' | 'invalidateCaches'>): Promise<number> {
  let swept = 0
  for (let round = 0; round < SWEEP_ROUNDS; round++) {
    const now = clock.now()
    const ids = await findEventIdsWithDuePriceSummaries(db, now, SWEEP_BATCH)
    if (ids.length === 0) break
    const changed = await db.transaction((tx) => refreshEventPriceSummaries(tx, ids, now))
    // A price change can move an event into or out of a price facet: an `event` change (core-caches.ts).
    if (changed.length > 0) await invalidateCaches({ kind: 'event', ids: changed })
    swept += ids.length
    if (ids.length < SWEEP_BATCH) break
  }
  return swept
}
