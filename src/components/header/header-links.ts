// The links of the logged-out header (spec §2 "Header", "Help Center menu"): small and pure, because
// they are in every page's first load; the larger menus (header-menus.ts) load when they are needed.
import { helpPath, type LocaleInfo } from '@/core/i18n/locale-info'

export const FIND_MY_TICKETS_PATH = '/signin/signup?referrer=/mytickets'
export const SIGN_UP_PATH = '/signin/signup'
export const HOST_EVENTS_DEFAULT_URL = '/organizer/overview'
/** The narrow-screen menu button's name, on its first-load stand-in and on the loaded menu alike. */
export const MOBILE_MENU_BUTTON_LABEL = 'Open menu'

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
): { key: 'create-events' | 'pricing'; label: string; href: string }[] {
  return [
    { key: 'create-events', label: 'Create events', href: hostEventsPath(hostEventsRedirectURL) },
    { key: 'pricing', label: 'Pricing', href: '/organizer/pricing/' },
  ]
}

export function signInPath(currentPathAndQuery: string): string {
  return `/signin/?referrer=${encodeURIComponent(currentPathAndQuery)}`
}

/**
 * Spec §2 "Help Center menu": help home, find your tickets, contact the organizer. `key` names the link
 * in its HelpLinkClicked report (spec §7).
 */
export function computeHelpLinks(
  info: Pick<LocaleInfo, 'helpCenterLanguage'>,
): { key: string; label: string; href: string }[] {
  return [
    { key: 'help-center', label: 'Help Center', href: helpPath(info) },
    { key: 'find-your-tickets', label: 'Find your tickets', href: helpPath(info, '#find-your-tickets') },
    {
      key: 'contact-the-organizer',
      label: 'Contact your event organizer',
      href: helpPath(info, '#contact-the-organizer'),
    },
  ]
}
