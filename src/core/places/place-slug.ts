// Place names and location slugs (ARCHITECTURE §3): `{us-state}--{city}` in the United States,
// `{country}--{city}` elsewhere, `{country}` for countries, `online`, and `local` (reserved).
import type { PlaceType } from './place-types'

export const ONLINE_PLACE_SLUG = 'online'
/** `/d/local/…` means "the visitor's detected place": no stored place may own it. */
export const LOCAL_PLACE_SLUG = 'local'

// Letters that Unicode decomposition does not split into a base letter plus a mark.
const UNDECOMPOSABLE_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
}

// Apostrophes join a word ("Xi’an", "St. John's"), so they vanish instead of becoming hyphens.
const APOSTROPHES = /['’ʻʼ`´]/g

function asciiFold(text: string): string {
  return text
    .replace(/[ßæÆœŒøØđĐðÐþÞłŁıħĦ]/g, (c) => UNDECOMPOSABLE_LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, '')
}

/** Lower-case ASCII fold kept readable with spaces: what `search_name` stores and prefix search compares. */
export function foldPlaceName(name: string): string {
  return asciiFold(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** "Saint-Étienne" → "saint-etienne": ASCII fold, lower case, runs of anything else → one hyphen. */
export function slugifyPlaceName(name: string): string {
  return asciiFold(name.replace(/&/g, ' and '))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

// i18n-iso-countries' first English name is often the official one; people and URLs use the short one.
const COUNTRY_SHORT_NAMES: Record<string, string> = {
  BN: 'Brunei',
  BQ: 'Caribbean Netherlands',
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  CI: 'Ivory Coast',
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GB: 'United Kingdom',
  GM: 'Gambia',
  IR: 'Iran',
  KR: 'South Korea',
  KP: 'North Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MF: 'Saint Martin',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RE: 'Réunion',
  RU: 'Russia',
  SX: 'Sint Maarten',
  SY: 'Syria',
  TW: 'Taiwan',
  TR: 'Turkey',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'US Virgin Islands',
  VN: 'Vietnam',
}

/** The country name shown and slugged: a short common English name ("Russia", not "Russian Federation"). */
export function computeCountryShortName(countryCode: string, englishName: string): string {
  return COUNTRY_SHORT_NAMES[countryCode.toUpperCase()] ?? englishName
}

// GeoNames names a few cities the way no visitor types them. Keyed by GeoNames id; keep it tiny.
const CITY_DISPLAY_NAMES: Record<string, string> = {
  '5128581': 'New York', // GeoNames: "New York City"; the spec's slug is ny--new-york
  '4140963': 'Washington', // GeoNames: "Washington, D.C."; the state part is already in dc--washington
}

/** The city name shown and slugged, after the display-name overrides above. */
export function computeCityDisplayName(cityId: string, geonamesName: string): string {
  return CITY_DISPLAY_NAMES[cityId] ?? geonamesName
}

export type PlaceSlugInput = {
  id: string
  placeType: PlaceType
  name: string
  countryName: string | null
  countryCode: string | null
  regionName?: string | null
  regionAbbreviation?: string | null
}

/**
 * The location slug of ARCHITECTURE §3. The number of `--` separators tells the kinds apart, so they can
 * never collide: countries have none (`united-states`), cities one (`ny--new-york`, `france--paris`),
 * regions two (`united-states--new-york--region`, `germany--state-of-berlin--region`), because a region
 * often shares its name with its capital (Berlin, Madrid, Vienna).
 */
export function computePlaceSlug(place: PlaceSlugInput): string {
  const countrySlug = slugifyPlaceName(place.countryName ?? '') || slugifyPlaceName(place.countryCode ?? '')
  // A name with no Latin letters at all (a few Cyrillic GeoNames entries) folds to nothing; the id stands in.
  const nameSlug = slugifyPlaceName(place.name) || slugifyPlaceName(place.id)
  switch (place.placeType) {
    case 'online':
      return ONLINE_PLACE_SLUG
    case 'country':
      return countrySlug || nameSlug
    case 'region':
      return `${countrySlug}--${nameSlug}--region`
    case 'locality':
    case 'neighbourhood': {
      const usState = place.countryCode === 'US' ? slugifyPlaceName(place.regionAbbreviation ?? '') : ''
      return `${usState || countrySlug}--${nameSlug}`
    }
  }
}

export type SlugClaim = { id: string; slug: string; population: number }

/**
 * Settles slug collisions: the most populous place keeps the slug (ties: smaller id first), the others get
 * `-{id}` appended. `local` is never handed out and `online` belongs to the online place only.
 */
export function assignUniqueSlugs(claims: readonly SlugClaim[]): Map<string, string> {
  const ordered = [...claims].sort((a, b) => b.population - a.population || compareIds(a.id, b.id))
  const taken = new Set<string>([LOCAL_PLACE_SLUG, ONLINE_PLACE_SLUG])
  const result = new Map<string, string>()
  if (claims.some((c) => c.id === ONLINE_PLACE_SLUG)) result.set(ONLINE_PLACE_SLUG, ONLINE_PLACE_SLUG)
  // Winners first, so that a suffixed slug can never take a base slug some other place owns.
  const losers: SlugClaim[] = []
  for (const claim of ordered) {
    if (result.has(claim.id)) continue
    const base = claim.slug || slugifyPlaceName(claim.id)
    if (taken.has(base)) {
      losers.push(claim)
      continue
    }
    taken.add(base)
    result.set(claim.id, base)
  }
  for (const claim of losers) {
    const suffix = slugifyPlaceName(claim.id)
    let slug = `${claim.slug || suffix}-${suffix}`
    while (taken.has(slug)) slug = `${slug}-${suffix}`
    taken.add(slug)
    result.set(claim.id, slug)
  }
  return result
}

// Numeric GeoNames ids compare as numbers, so that "99" sorts before "100".
function compareIds(a: string, b: string): number {
  const na = Number(a)
  const nb = Number(b)
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb
  return a < b ? -1 : a > b ? 1 : 0
}
