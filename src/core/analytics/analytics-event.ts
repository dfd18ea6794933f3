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
