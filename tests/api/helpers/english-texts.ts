// The English catalog's interface texts, which a page in another language must not show (issue 25).
import { englishCatalogTexts } from './page-texts'

export const LOCALES = ['en-gb', 'en-ca', 'en-au', 'de-de', 'es-es', 'es-us', 'fr-fr', 'fr-ca', 'it-it', 'nl-nl', 'pt-br', 'sv-se']
export const NON_ENGLISH = LOCALES.filter((l) => !l.startsWith('en-'))

// Words the English catalog shares with other languages (brand and loan words, and ones spelt the same).
const ALLOWED = new Set([
  ...['Tessera', 'Blog', 'Impressum', 'Account', 'Online', 'Status', 'Press'],
  ...['Filters', 'Date', 'Suggestions', 'Pagination', 'Popular', 'Tags', 'Free', 'Format'],
  ...['Tickets', 'Total', 'Subtotal', 'Donation', 'Studio', 'Newsletter', 'Admin', 'Tikibar', 'Beta'],
  ...['Festival', 'Seminar', 'Gala', 'Networking', 'Retreat', 'Race', 'Dating', 'Party', 'Mode', 'Expo', 'Attraction', 'Halloween'],
  ...['Impact', 'Feedback', 'Open source', 'Contact', 'Legal', 'Games'],
  // Issue 41's developers' page (/platform/): the technical term is "Webhooks" in German, Spanish, French, Dutch, Portuguese and Swedish.
  ...['Webhooks'],
])

/** The English catalog's fixed texts: those without placeholders or tags, long enough to be a phrase. */
export const ENGLISH_TEXTS = englishCatalogTexts(ALLOWED)
