// The header's words in English (src/messages/en/header.json, held equal by the catalog test): for
// component tests and as the loaded menus' fallback. Kept out of header-links.ts, which is in every page's
// first load, where the server always hands the header its words in the page's language.
import type { HeaderTexts } from './header-links'

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

/** The narrow-screen menu button's name, when none is given. */
export const MOBILE_MENU_BUTTON_LABEL = ENGLISH_HEADER_TEXTS.openMenu
