import type { CoreDeps } from '@/core/shared/core-deps'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { ANALYTICS_BATCHES_PER_IP_PER_HOUR, ANALYTICS_BATCHES_PER_IP_PER_MINUTE, computeWindowStart } from '@/core/accounts/rate-limits'
import { metrics } from '@/core/shared/metrics'
import { COUNTED_ONCE_NAMES, COUNTED_ONCE_WINDOW_SECONDS, computeOccurredAt, readAnalyticsEventId } from './analytics-event'
import { findCountableEventIds, insertAnalyticsEvents, insertAnalyticsMarks } from './analytics-repository'

export type RecordAnalyticsEventsInput = {
  events: { event: string; page: string; at?: string; properties: Record<string, unknown> }[]
  /** The client's address as the request policy resolved it: batches are limited per address. */
  ip: string
  /** Who is looking (a hash of their session, or of address and browser): views count once per visitor. */
  visitorKey: string
  /** The configured per-address batches a minute (ANALYTICS_BATCHES_PER_ADDRESS_PER_MINUTE); the rule's default otherwise. */
  batchesPerMinute?: number
}

/**
 * Spec §7: stores what the page pushed to its data layer, one batch in one insert. Anyone can send these,
 * so (issue 39 finding 8) batches are limited per address, an event about an event names one that exists
 * and is published (others are dropped), and what the organizer's figures count (a page view, a card
 * click) is stored once per visitor, event and half hour. Dropped events are not an error: a page that
 * sends them is doing nothing wrong that it could fix.
 */
export async function recordAnalyticsEvents(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: RecordAnalyticsEventsInput,
): Promise<{ stored: number }> {
  const now = clock.now()
  try {
    const perMinute = input.batchesPerMinute ?? ANALYTICS_BATCHES_PER_IP_PER_MINUTE.limit
    await takeRateLimitHits(db, now, [
      [{ ...ANALYTICS_BATCHES_PER_IP_PER_MINUTE, limit: perMinute }, input.ip],
      [{ ...ANALYTICS_BATCHES_PER_IP_PER_HOUR, limit: perMinute * 20 }, input.ip],
    ])
  } catch (error) {
    metrics.analyticsRefused('rate_limited')
    throw error
  }
  const about = input.events.map((e) => readAnalyticsEventId(e.properties))
  const named = [...new Set(about.filter((id): id is number => typeof id === 'number'))]
  const countable = named.length > 0 ? await findCountableEventIds(db, named) : new Set<number>()
  const kept = input.events.filter((_, i) => about[i] === null || (typeof about[i] === 'number' && countable.has(about[i])))
  const windowStart = computeWindowStart(now, COUNTED_ONCE_WINDOW_SECONDS)
  const marks = kept.filter((e) => COUNTED_ONCE_NAMES.has(e.event)).map((e) => ({ name: e.event, eventId: readAnalyticsEventId(e.properties) as number }))
  const fresh = marks.length > 0 ? await insertAnalyticsMarks(db, input.visitorKey, windowStart, marks) : new Set<string>()
  const stored = kept.filter((e) => !COUNTED_ONCE_NAMES.has(e.event) || fresh.delete(`${e.event}:${readAnalyticsEventId(e.properties)}`))
  const dropped = input.events.length - stored.length
  if (dropped > 0) metrics.analyticsRefused('dropped', dropped)
  await insertAnalyticsEvents(
    db,
    stored.map((e) => ({
      name: e.event,
      page: e.page,
      properties: e.properties,
      occurredAt: computeOccurredAt(e.at, now),
    })),
  )
  return { stored: stored.length }
}
