// The links of the logged-out header (spec §2 "Header", "Help Center menu"): small and pure, because
// they are in every page's first load; the larger menus (header-menus.ts) load when they are needed.
import { helpPath, type LocaleInfo } from '@/core/i18n/locale-info'
import type englishHeader from '@/messages/en/header.json'

/**
 * The header's words in the page's language, drawn by the server from the header catalog and handed to
 * its client parts as props (decision 033). Without them (component tests) they are the English
 * catalog's, kept here as code because this module is in every page's first load (the catalog test holds
 * them equal to src/messages/en/header.json).
 */
export type HeaderTexts = Omit<typeof englishHeader, 'skipToContent' | 'logoHome'>
export const ENGLISH_HEADER_TEXTS: HeaderTexts = {
  account: 'Account',
  helpCenter: 'Help Center',
  findYourTickets: 'Find your tickets',
  contactOrganizer: 'Contact your event organizer',
  findMyTickets: 'Find my tickets',
  logIn: 'Log In',
  signUp: 'Sign Up',
  openMenu: 'Open menu',
  createEvents: 'Create events',
  pricing: 'Pricing',
  intentLabel: 'I want to',
  findEvents: 'Find events',
  hostEvents: 'Host events',
}

// Issue 38 §3: a guest finds their orders by email there; it links to sign-in for those with an account.
export const FIND_MY_TICKETS_PATH = '/mytickets/find/'
export const SIGN_UP_PATH = '/signin/signup'
export const HOST_EVENTS_DEFAULT_URL = '/organizer/overview'
/** The narrow-screen menu button's name, on its first-load stand-in and on the loaded menu alike. */
export const MOBILE_MENU_BUTTON_LABEL = ENGLISH_HEADER_TEXTS.openMenu

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
  texts: Pick<HeaderTexts, 'createEvents' | 'pricing'> = ENGLISH_HEADER_TEXTS,
): { key: 'create-events' | 'pricing'; label: string; href: string }[] {
  return [
    { key: 'create-events', label: texts.createEvents, href: hostEventsPath(hostEventsRedirectURL) },
    { key: 'pricing', label: texts.pricing, href: '/organizer/pricing/' },
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
  texts: Pick<HeaderTexts, 'helpCenter' | 'findYourTickets' | 'contactOrganizer'> = ENGLISH_HEADER_TEXTS,
): { key: string; label: string; href: string }[] {
  return [
    { key: 'help-center', label: texts.helpCenter, href: helpPath(info) },
    { key: 'find-your-tickets', label: texts.findYourTickets, href: helpPath(info, '#find-your-tickets') },
    {
      key: 'contact-the-organizer',
      label: texts.contactOrganizer,
      href: helpPath(info, '#contact-the-organizer'),
    },
  ]
}
