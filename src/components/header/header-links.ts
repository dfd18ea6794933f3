// The links of the logged-out header (spec §2 "Header", "Help Center menu"): small and pure, because
// they are in every page's first load; the larger menus (header-menus.ts) load when they are needed.
import type englishHeader from '@/messages/en/header.json'

/**
 * The header's words in the page's language, drawn by the server from the header catalog and handed to
 * its client parts as props (decision 033). The English ones, for component tests and the loaded menus'
 * fallbacks, are in english-header-texts.ts: this module is in every page's first load.
 */
export type HeaderTexts = Omit<typeof englishHeader, 'skipToContent' | 'logoHome'>

// Issue 38 §3: a guest finds their orders by email there; it links to sign-in for those with an account.
export const FIND_MY_TICKETS_PATH = '/mytickets/find/'
export const SIGN_UP_PATH = '/signin/signup'
export const HOST_EVENTS_DEFAULT_URL = '/organizer/overview'

/** Spec §3 "Intent toggle" hostEventsRedirectURL: where hosting events starts; unset, the creator overview. */
export function hostEventsPath(hostEventsRedirectURL: string | undefined): string {
  return hostEventsRedirectURL || HOST_EVENTS_DEFAULT_URL
}

/**
 * Spec §2 "Logged out: … intent toggle or nav links": with the toggle off, the wide header offers the
 * organizer side as plain links instead: Create events (where Host events would lead) and Pricing. Help is
 * already the Help Center menu beside them.
 */
export function computeOrganizerNavLinks(
  hostEventsRedirectURL: string | undefined,
  texts: Pick<HeaderTexts, 'createEvents' | 'pricing'>,
): { key: 'create-events' | 'pricing'; label: string; href: string }[] {
  return [
    { key: 'create-events', label: texts.createEvents, href: hostEventsPath(hostEventsRedirectURL) },
    { key: 'pricing', label: texts.pricing, href: '/organizer/pricing/' },
  ]
}

export function signInPath(currentPathAndQuery: string): string {
  return `/signin/?referrer=${encodeURIComponent(currentPathAndQuery)}`
}
