// The analytics events of spec §7 as the collector accepts them. Names are the spec's; anything else is
// refused so the table holds only events someone reads.
export const ANALYTICS_EVENT_NAMES = [
  'EventCreateAttempt',
  'Logout',
  'ProfileDropdown',
  'SignInClicked',
  'SignUpClicked',
  'HostAnEventLinkClicked',
  'HelpLinkClicked',
  'LogoHome',
  'EventCardImpression',
  'EventCardMounted',
  'EventCardClick',
  // Ours, not the spec's: an event page was shown (with its eventId), for the organizer's page views and
  // conversion on the dashboard (issue 20, decision 034).
  'EventPageView',
] as const

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number]

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name)
}

/** Most events a browser sends in one batch. */
export const MAX_ANALYTICS_BATCH = 50
/** How far a client clock may be off before we use the server's time instead. */
export const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000

/** The time an event happened: the client's, unless it is missing or implausibly far from ours. */
export function computeOccurredAt(clientAt: string | undefined, now: Date): Date {
  if (!clientAt) return now
  const at = new Date(clientAt)
  if (Number.isNaN(at.getTime()) || Math.abs(at.getTime() - now.getTime()) > MAX_CLOCK_SKEW_MS) return now
  return at
}

// What an organizer's figures count (page views, card clicks) counts once per visitor, event and window
// (issue 39 finding 8): a replayed view changes nothing, a visitor coming back the next half hour counts.
export const COUNTED_ONCE_NAMES: ReadonlySet<string> = new Set<AnalyticsEventName>(['EventPageView', 'EventCardClick'])
export const COUNTED_ONCE_WINDOW_SECONDS = 30 * 60

/** The event an analytics event is about (`properties.eventId`, our ids as digits), or null for none. */
export function readAnalyticsEventId(properties: Record<string, unknown>): number | null | 'invalid' {
  const raw = properties.eventId
  if (raw === undefined || raw === null) return null
  const text = typeof raw === 'number' ? String(raw) : raw
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return 'invalid'
  return Number(text)
}

