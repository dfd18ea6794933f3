// The event row's price summary (decision 052): read the event's ticket classes, apply the one rule of
// price-summary.ts and store what search, cards and the API read, with the instant it is due again.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events, ticketClasses } from '@/db/schema'
import { computeEventPriceSummary } from './price-summary'

/**
 * Recomputes the stored price summary of each event at `now` from its ticket classes. Answers the events
 * whose price, as search and pages read it, changed: a price change is an `event` cache change.
 */
export async function refreshEventPriceSummaries(db: Db, eventIds: readonly number[], now: Date): Promise<number[]> {
  if (eventIds.length === 0) return []
  const stored = await db
    .select({ id: events.id, isFree: events.isFree, min: events.minPriceMinor, max: events.maxPriceMinor, salesStart: events.priceSalesStart })
    .from(events)
    .where(inArray(events.id, [...eventIds]))
  const changed: number[] = []
  const rows = await db
    .select()
    .from(ticketClasses)
    .where(inArray(ticketClasses.eventId, [...eventIds]))
  for (const eventId of new Set(eventIds)) {
    const summary = computeEventPriceSummary(
      rows.filter((r) => r.eventId === eventId),
      now,
    )
    const before = stored.find((r) => r.id === eventId)
    if (
      before &&
      (before.isFree !== summary.isFree ||
        before.min !== summary.minPriceMinor ||
        before.max !== summary.maxPriceMinor ||
        (before.salesStart?.getTime() ?? null) !== (summary.salesStart?.getTime() ?? null))
    ) {
      changed.push(eventId)
    }
    await db
      .update(events)
      .set({
        isFree: summary.isFree,
        minPriceMinor: summary.minPriceMinor,
        maxPriceMinor: summary.maxPriceMinor,
        priceSalesStart: summary.salesStart,
        priceValidUntil: summary.validUntil,
        ...(summary.currency ? { currency: summary.currency } : {}),
      })
      .where(eq(events.id, eventId))
  }
  return changed
}

/** Events whose summary a sales window opening or closing has made due by `now`, the longest due first. */
export async function findEventIdsWithDuePriceSummaries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(isNotNull(events.priceValidUntil), lte(events.priceValidUntil, now)))
    .orderBy(asc(events.priceValidUntil))
    .limit(limit)
  return rows.map((r) => r.id)
}
