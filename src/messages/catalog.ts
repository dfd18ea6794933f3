// The shape of the message catalogs (decision 033): one JSON file per language and namespace,
// src/messages/{language}/{namespace}.json, with ICU placeholders and plurals. The English files are the
// source (the spec's English texts) and name the keys every other language must have (catalog test).
import type account from './en/account.json'
import type actions from './en/actions.json'
import type auth from './en/auth.json'
import type calendar from './en/calendar.json'
import type card from './en/card.json'
import type chat from './en/chat.json'
import type checkout from './en/checkout.json'
import type concierge from './en/concierge.json'
import type contact from './en/contact.json'
import type create from './en/create.json'
import type createModal from './en/createModal.json'
import type developers from './en/developers.json'
import type event from './en/event.json'
import type footer from './en/footer.json'
import type header from './en/header.json'
import type home from './en/home.json'
import type info from './en/info.json'
import type interests from './en/interests.json'
import type mail from './en/mail.json'
import type manage from './en/manage.json'
import type menu from './en/menu.json'
import type organizer from './en/organizer.json'
import type results from './en/results.json'
import type search from './en/search.json'
import type settings from './en/settings.json'
import type subcategories from './en/subcategories.json'
import type taxonomy from './en/taxonomy.json'
import type tickets from './en/tickets.json'

export const CATALOG_NAMESPACES = ['header', 'menu', 'footer', 'home', 'search', 'card', 'results', 'event', 'auth', 'taxonomy', 'create', 'createModal', 'manage', 'actions', 'organizer', 'checkout', 'calendar', 'tickets', 'account', 'concierge', 'chat', 'mail', 'subcategories', 'settings', 'interests', 'contact', 'info', 'developers'] as const
export type CatalogNamespace = (typeof CATALOG_NAMESPACES)[number]

export type Catalog = {
  header: typeof header
  menu: typeof menu
  footer: typeof footer
  home: typeof home
  search: typeof search
  card: typeof card
  results: typeof results
  event: typeof event
  auth: typeof auth
  taxonomy: typeof taxonomy
  create: typeof create
  createModal: typeof createModal
  manage: typeof manage
  actions: typeof actions
  organizer: typeof organizer
  checkout: typeof checkout
  calendar: typeof calendar
  tickets: typeof tickets
  account: typeof account
  concierge: typeof concierge
  chat: typeof chat
  mail: typeof mail
  subcategories: typeof subcategories
  settings: typeof settings
  interests: typeof interests
  contact: typeof contact
  info: typeof info
  developers: typeof developers
}

// next-intl checks keys and namespaces against the English catalog. Its AppConfig is an interface to be
// merged into, which a type alias cannot do.
declare module 'next-intl' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- next-intl merges into an interface; a type alias cannot be merged
  interface AppConfig {
    Messages: Catalog
  }
}
