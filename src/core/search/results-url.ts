// The one module that reads and writes results URLs (spec §2 "Routes", ARCHITECTURE §3):
//   /[{locale}/]d/{location-slug}/{refinements}/[{query}/][?bbox=…&subcategories=…&tags=…&start_date=…
//   &end_date=…&page=…&sort=…]   or   /[{locale}/]d/{location-slug}/all-events/
// Server pages, the API and the client UI all go through it, so one search has one URL: pages redirect
// anything else to buildResultsPath(parseResultsPath(…)). Pure and framework-free.
import type { BoundingBox } from '@/core/shared/bounding-box'
import { getCategoryBySlug } from '@/core/taxonomy/categories'
import { dateKeywordFromUrlWord, urlWordFromDateKeyword, type PresetDateKeyword } from '@/core/taxonomy/date-filters'
import { getFormatBySlug } from '@/core/taxonomy/formats'
import { PRICE_FILTERS, type PriceFilter } from '@/core/taxonomy/price-filters'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { daysBetweenCalendarDates, parseCalendarDate } from './date-window'
import type { ResultsLocation } from './search-location'
import { normalizeSearchText } from './search-text'



export type ResultsSort = 'relevance' | 'date'

export type ResultsQuery = {
  locale?: string
  location: ResultsLocation
  price?: PriceFilter
  categorySlug?: string
  formatSlug?: string
  dateKeyword?: PresetDateKeyword
  /** YYYY-MM-DD, with endDate, for a picked range (custom_date); never together with dateKeyword. */
  startDate?: string
  endDate?: string
  subcategoryIds?: number[]
  tags?: string[]
  text?: string
  page?: number
  sort?: ResultsSort
  /** Search the text as typed, never its spelling correction (issue 22 "Search instead for …"); only with text. */
  exact?: true
}

/** NOT_FOUND: the path is not a results URL at all. INVALID_ARGUMENT: it is one, with a bad part. */
export type ResultsUrlError = { error: 'INVALID_ARGUMENT' | 'NOT_FOUND'; message: string; param: string }

/** What pages (a Next.js searchParams record), route handlers (URLSearchParams) or links (a string) hold. */
export type ResultsSearchParams =
  URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>>

export const ONLINE_LOCATION_SLUG = 'online'
export const LOCAL_LOCATION_SLUG = 'local'
/** Spec §2: coordinates without a place travel as this slug plus a bbox parameter. */
export const BBOX_LOCATION_SLUG = 'united-states'

export const MAX_RESULTS_PAGE = 1000
export const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 50
/** The longest picked range, counting both the first and the last day. */
export const MAX_CUSTOM_RANGE_DAYS = 366

const NO_REFINEMENTS = 'all-events'
// The noun of the refinement string when no format is chosen (spec §2 "format (or 'events')").
const EVENTS_WORD = 'events'
const REFINEMENT_SEPARATOR = '--'
const COORDINATE_DECIMALS = 6
const SORTS: readonly ResultsSort[] = ['relevance', 'date']

// Location slugs come from place-slug rules: words of [a-z0-9] joined by single hyphens, parts joined by
// `--`: none for a country, one for a city, two for a region. Whether the place exists is the caller's check.
const SLUG_WORDS = '[a-z0-9]+(?:-[a-z0-9]+)*'
const LOCATION_SLUG = new RegExp(`^${SLUG_WORDS}(?:--${SLUG_WORDS}){0,2}$`)
const MAX_LOCATION_SLUG_LENGTH = 200
const TAG = new RegExp(`^${SLUG_WORDS}$`)
const LOCALE = /^[a-z]{2}(?:-[a-z]{2})?$/
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,20})?$/
const DIGITS = /^\d{1,9}$/

type RefinementKind = 'price' | 'category' | 'format' | 'date'

function invalid(param: string, message: string): ResultsUrlError {
  return { error: 'INVALID_ARGUMENT', message, param }
}

function notFound(message: string): ResultsUrlError {
  return { error: 'NOT_FOUND', message, param: 'path' }
}

/** Tells a parse or normalize failure from a query. */
export function isResultsUrlError(value: ResultsQuery | ResultsUrlError): value is ResultsUrlError {
  return 'error' in value
}

/** Spec §9 "Derived bounding box": ±0.4° longitude and ±0.3° latitude around a point, clamped to the globe. */
export function bboxAround(latitude: number, longitude: number): BoundingBox {
  const clamp = (value: number, limit: number) => roundCoordinate(Math.min(limit, Math.max(-limit, value)))
  return {
    swLng: clamp(longitude - 0.4, 180),
    swLat: clamp(latitude - 0.3, 90),
    neLng: clamp(longitude + 0.4, 180),
    neLat: clamp(latitude + 0.3, 90),
  }
}

// Six decimals is ~0.1 m: finer digits only make one box spell many URLs. `+ 0` turns -0 into 0.
function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS
  return Math.round(value * factor) / factor + 0
}

function formatCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS).replace(/\.?0+$/, '')
}

// Lone surrogates cannot be percent-encoded (encodeURIComponent throws); they become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Spec §2 query text as it survives a trip through the path: the search's own text rules (spec §5, via
 * normalizeSearchText, which also caps the length) on lower-case NFC text whose hyphens and slashes are
 * spaces, because the path spells spaces as hyphens and a slash would end the segment. Text with no
 * letter, digit or symbol is no text: a segment of dots alone would be read by every URL parser as "." or "..".
 */
export function normalizeQueryText(text: string): string | undefined {
  const words = normalizeSearchText(
    text.replace(LONE_SURROGATE, '\uFFFD').toLowerCase().normalize('NFC').replace(/[/-]/g, ' '),
  )
    // The length cap may cut a surrogate pair or leave a space at the end.
    .replace(LONE_SURROGATE, '\uFFFD')
    .trimEnd()
  return /[\p{L}\p{N}\p{S}]/u.test(words) ? words : undefined
}

function textToSegment(text: string): string {
  return encodeURIComponent(text.replaceAll(' ', '-'))
}

function refinementWord(kind: RefinementKind, token: string): boolean {
  switch (kind) {
    case 'price':
      return PRICE_FILTERS.some((filter) => filter.slug === token)
    case 'category':
      return getCategoryBySlug(token) !== null
    case 'format':
      return getFormatBySlug(token) !== null
    case 'date':
      return dateKeywordFromUrlWord(token) !== null
  }
}

function isSort(value: string): value is ResultsSort {
  return (SORTS as readonly string[]).includes(value)
}

function validateBbox(bbox: BoundingBox): ResultsUrlError | null {
  const { swLng, swLat, neLng, neLat } = bbox
  if (![swLng, swLat, neLng, neLat].every(Number.isFinite))
    return invalid('bbox', 'bbox needs four finite numbers.')
  if (Math.abs(swLat) > 90 || Math.abs(neLat) > 90)
    return invalid('bbox', 'bbox latitudes lie between -90 and 90.')
  if (Math.abs(swLng) > 180 || Math.abs(neLng) > 180) {
    return invalid('bbox', 'bbox longitudes lie between -180 and 180.')
  }
  if (swLat > neLat) return invalid('bbox', 'The south-west latitude of bbox is north of the north-east one.')
  // The events search (and PostgreSQL's box) cannot wrap past ±180°, so neither may a URL.
  if (swLng > neLng)
    return invalid('bbox', 'bbox cannot cross the antimeridian: sw_lng must not exceed ne_lng.')
  return null
}

function normalizeLocation(location: ResultsLocation): ResultsLocation | ResultsUrlError {
  switch (location.kind) {
    case 'online':
    case 'local':
      return { kind: location.kind }
    case 'place': {
      const { slug } = location
      if (slug === ONLINE_LOCATION_SLUG || slug === LOCAL_LOCATION_SLUG) {
        return invalid('location', `"${slug}" is a location kind, not a place slug.`)
      }
      if (slug.length > MAX_LOCATION_SLUG_LENGTH || !LOCATION_SLUG.test(slug)) {
        return invalid('location', `"${slug}" is not a location slug.`)
      }
      return { kind: 'place', slug }
    }
    case 'bbox': {
      const error = validateBbox(location.bbox)
      if (error) return error
      const { swLng, swLat, neLng, neLat } = location.bbox
      return {
        kind: 'bbox',
        bbox: {
          swLng: roundCoordinate(swLng),
          swLat: roundCoordinate(swLat),
          neLng: roundCoordinate(neLng),
          neLat: roundCoordinate(neLat),
        },
      }
    }
  }
}

function normalizeDates(q: ResultsQuery): ResultsUrlError | null {
  if (q.startDate === undefined && q.endDate === undefined) return null
  if (q.dateKeyword !== undefined) {
    return invalid('start_date', 'A date keyword and a custom date range cannot both be set.')
  }
  if (q.startDate === undefined) return invalid('start_date', 'end_date needs a start_date.')
  if (q.endDate === undefined) return invalid('end_date', 'start_date needs an end_date.')
  const start = parseCalendarDate(q.startDate)
  if (!start) return invalid('start_date', `"${q.startDate}" is not a YYYY-MM-DD calendar date.`)
  const end = parseCalendarDate(q.endDate)
  if (!end) return invalid('end_date', `"${q.endDate}" is not a YYYY-MM-DD calendar date.`)
  const days = daysBetweenCalendarDates(start, end) + 1
  if (days < 1) return invalid('end_date', 'end_date is before start_date.')
  if (days > MAX_CUSTOM_RANGE_DAYS) {
    return invalid('end_date', `A date range spans at most ${MAX_CUSTOM_RANGE_DAYS} days.`)
  }
  return null
}

/**
 * Spec §2 "Routes" and §3 vocabularies: checks a query and puts it in its one canonical form (defaults
 * dropped: page 1, relevance sort, empty lists and text; lists sorted and de-duplicated; text normalized;
 * coordinates rounded to 6 decimals). Two queries that mean the same search normalize to equal objects.
 */
export function normalizeResultsQuery(q: ResultsQuery): ResultsQuery | ResultsUrlError {
  if (q.locale !== undefined && !LOCALE.test(q.locale)) {
    return invalid('locale', `"${q.locale}" is not a locale such as en-gb or es.`)
  }
  const location = normalizeLocation(q.location)
  if ('error' in location) return location

  if (q.price !== undefined && !refinementWord('price', q.price))
    return invalid('refinements', `Unknown price "${q.price}".`)
  if (q.categorySlug !== undefined && !refinementWord('category', q.categorySlug)) {
    return invalid('refinements', `Unknown category "${q.categorySlug}".`)
  }
  if (q.formatSlug !== undefined && !refinementWord('format', q.formatSlug)) {
    return invalid('refinements', `Unknown format "${q.formatSlug}".`)
  }
  if (q.dateKeyword !== undefined && urlWordFromDateKeyword(q.dateKeyword) === null) {
    return invalid(
      'refinements',
      `"${q.dateKeyword}" has no URL word; a picked range uses start_date and end_date.`,
    )
  }
  const datesError = normalizeDates(q)
  if (datesError) return datesError

  const subcategoryIds = [...new Set(q.subcategoryIds ?? [])].sort((a, b) => a - b)
  const unknownSubcategory = subcategoryIds.find(
    (id) => !Number.isInteger(id) || getSubcategoryById(id) === null,
  )
  if (unknownSubcategory !== undefined)
    return invalid('subcategories', `Unknown subcategory ${unknownSubcategory}.`)

  const tags = [...new Set(q.tags ?? [])].sort()
  const badTag = tags.find((tag) => tag.length > MAX_TAG_LENGTH || !TAG.test(tag))
  if (badTag !== undefined)
    return invalid('tags', `"${badTag}" is not a tag: lowercase words joined by hyphens.`)
  if (tags.length > MAX_TAGS) return invalid('tags', `At most ${MAX_TAGS} tags.`)

  const text = q.text === undefined ? undefined : normalizeQueryText(q.text)
  if (q.page !== undefined && (!Number.isInteger(q.page) || q.page < 1 || q.page > MAX_RESULTS_PAGE)) {
    return invalid('page', `page is a whole number from 1 to ${MAX_RESULTS_PAGE}.`)
  }
  if (q.sort !== undefined && !isSort(q.sort)) return invalid('sort', `sort is one of ${SORTS.join(', ')}.`)

  // Keys in one order and only when set, so that equal searches are deep-equal objects.
  const normalized: ResultsQuery = { location }
  if (q.locale !== undefined) normalized.locale = q.locale
  if (q.price !== undefined) normalized.price = q.price
  if (q.categorySlug !== undefined) normalized.categorySlug = q.categorySlug
  if (q.formatSlug !== undefined) normalized.formatSlug = q.formatSlug
  if (q.dateKeyword !== undefined) normalized.dateKeyword = q.dateKeyword
  if (q.startDate !== undefined) normalized.startDate = q.startDate
  if (q.endDate !== undefined) normalized.endDate = q.endDate
  if (subcategoryIds.length > 0) normalized.subcategoryIds = subcategoryIds
  if (tags.length > 0) normalized.tags = tags
  if (text !== undefined) normalized.text = text
  if (q.page !== undefined && q.page !== 1) normalized.page = q.page
  if (q.sort !== undefined && q.sort !== 'relevance') normalized.sort = q.sort
  if (q.exact === true && text !== undefined) normalized.exact = true
  return normalized
}

function locationSlug(location: ResultsLocation): string {
  switch (location.kind) {
    case 'place':
      return location.slug
    case 'online':
      return ONLINE_LOCATION_SLUG
    case 'local':
      return LOCAL_LOCATION_SLUG
    case 'bbox':
      return BBOX_LOCATION_SLUG
  }
}

/**
 * Spec §2 "Routes": the canonical results path and query string of a search, e.g.
 * `/d/ny--new-york/free--music--events--this-weekend/`, `/fr-fr/d/online/events/jazz-brunch/`,
 * `/d/united-states/all-events/?bbox=-74.3,40.4,-73.5,41`. Refinements go in the order price, category,
 * format (or `events`), date word; a text query always follows a refinement segment (`events` at least)
 * so that it can never be read as one; parameters go in the order bbox, subcategories, tags, start_date,
 * end_date, page, sort, exact. Throws a RangeError on a query that normalizeResultsQuery rejects: that is a
 * programming error, since queries come from parseResultsPath or the taxonomy.
 */
export function buildResultsPath(query: ResultsQuery): string {
  const q = normalizeResultsQuery(query)
  if (isResultsUrlError(q)) throw new RangeError(`Cannot build a results URL (${q.param}): ${q.message}`)

  let path = `${q.locale ? `/${q.locale}` : ''}/d/${locationSlug(q.location)}/`
  const words = [q.price, q.categorySlug, q.formatSlug ?? EVENTS_WORD]
  if (q.dateKeyword) words.push(urlWordFromDateKeyword(q.dateKeyword) ?? undefined)
  const refined = q.price ?? q.categorySlug ?? q.formatSlug ?? q.dateKeyword
  if (refined === undefined && q.text === undefined) path += `${NO_REFINEMENTS}/`
  else path += `${words.filter((word) => word !== undefined).join(REFINEMENT_SEPARATOR)}/`
  if (q.text !== undefined) path += `${textToSegment(q.text)}/`

  // Values are digits, dots, commas and slug characters, none of which need escaping; commas stay literal
  // so that `subcategories=13004,3006` reads as the spec writes it.
  const params: string[] = []
  if (q.location.kind === 'bbox') {
    const { swLng, swLat, neLng, neLat } = q.location.bbox
    params.push(`bbox=${[swLng, swLat, neLng, neLat].map(formatCoordinate).join(',')}`)
  }
  if (q.subcategoryIds) params.push(`subcategories=${q.subcategoryIds.join(',')}`)
  if (q.tags) params.push(`tags=${q.tags.join(',')}`)
  if (q.startDate !== undefined) params.push(`start_date=${q.startDate}`)
  if (q.endDate !== undefined) params.push(`end_date=${q.endDate}`)
  if (q.page !== undefined) params.push(`page=${q.page}`)
  if (q.sort !== undefined) params.push(`sort=${q.sort}`)
  if (q.exact) params.push('exact=1')
  return params.length > 0 ? `${path}?${params.join('&')}` : path
}

type ParamReader = (name: string) => string | undefined | ResultsUrlError

function paramReader(searchParams: ResultsSearchParams | undefined): ParamReader {
  let values: (name: string) => readonly string[]
  if (searchParams === undefined) values = () => []
  else if (typeof searchParams === 'string' || searchParams instanceof URLSearchParams) {
    const params = new URLSearchParams(searchParams)
    values = (name) => params.getAll(name)
  } else {
    values = (name) => {
      const value = Object.hasOwn(searchParams, name) ? searchParams[name] : undefined
      return value === undefined ? [] : typeof value === 'string' ? [value] : value
    }
  }
  // An empty value is what a form sends for an untouched field: it means "not set".
  return (name) => {
    const given = values(name).filter((value) => value !== '')
    if (given.length > 1) return invalid(name, `${name} is given more than once.`)
    return given[0]
  }
}

function parseRefinements(segment: string, q: ResultsQuery): ResultsUrlError | null {
  if (segment === NO_REFINEMENTS) return null
  const seen = new Set<RefinementKind | 'noun'>()
  for (const token of segment.split(REFINEMENT_SEPARATOR)) {
    const kind: RefinementKind | null =
      (['price', 'category', 'format', 'date'] as const).find((candidate) =>
        refinementWord(candidate, token),
      ) ?? null
    const slot = kind === 'format' || token === EVENTS_WORD ? 'noun' : kind
    if (slot === null) return invalid('refinements', `Unknown refinement "${token}".`)
    // `events` stands where a format would: both at once is two nouns.
    if (seen.has(slot))
      return invalid('refinements', `"${segment}" names more than one ${slot === 'noun' ? 'format' : slot}.`)
    seen.add(slot)
    if (kind === 'price') q.price = token as PriceFilter
    else if (kind === 'category') q.categorySlug = token
    else if (kind === 'format') q.formatSlug = token
    else if (kind === 'date') q.dateKeyword = dateKeywordFromUrlWord(token) as PresetDateKeyword
  }
  return null
}

function parseBbox(value: string): BoundingBox | ResultsUrlError {
  const parts = value.split(',')
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
    return invalid('bbox', 'bbox is sw_lng,sw_lat,ne_lng,ne_lat in decimal degrees.')
  }
  const [swLng, swLat, neLng, neLat] = parts.map(Number) as [number, number, number, number]
  return { swLng, swLat, neLng, neLat }
}

function parseIdList(name: string, value: string): number[] | ResultsUrlError {
  const parts = value.split(',')
  if (!parts.every((part) => DIGITS.test(part)))
    return invalid(name, `${name} is a comma-separated list of ids.`)
  return parts.map(Number)
}

function parseParams(read: ParamReader, q: ResultsQuery, slug: string): ResultsUrlError | null {
  const bbox = read('bbox')
  if (typeof bbox === 'object') return bbox
  if (bbox !== undefined) {
    if (slug !== BBOX_LOCATION_SLUG)
      return invalid('bbox', `bbox goes with the ${BBOX_LOCATION_SLUG} location only.`)
    const parsed = parseBbox(bbox)
    if ('error' in parsed) return parsed
    q.location = { kind: 'bbox', bbox: parsed }
  }
  const subcategories = read('subcategories')
  if (typeof subcategories === 'object') return subcategories
  if (subcategories !== undefined) {
    const ids = parseIdList('subcategories', subcategories)
    if ('error' in ids) return ids
    q.subcategoryIds = ids
  }
  const tags = read('tags')
  if (typeof tags === 'object') return tags
  if (tags !== undefined) q.tags = tags.split(',')
  const startDate = read('start_date')
  if (typeof startDate === 'object') return startDate
  if (startDate !== undefined) q.startDate = startDate
  const endDate = read('end_date')
  if (typeof endDate === 'object') return endDate
  if (endDate !== undefined) q.endDate = endDate
  const page = read('page')
  if (typeof page === 'object') return page
  if (page !== undefined) {
    if (!DIGITS.test(page)) return invalid('page', `page is a whole number from 1 to ${MAX_RESULTS_PAGE}.`)
    q.page = Number(page)
  }
  const sort = read('sort')
  if (typeof sort === 'object') return sort
  if (sort !== undefined) {
    if (!isSort(sort)) return invalid('sort', `sort is one of ${SORTS.join(', ')}.`)
    q.sort = sort
  }
  const exact = read('exact')
  if (typeof exact === 'object') return exact
  if (exact !== undefined) {
    if (exact !== '1') return invalid('exact', 'exact is 1 or absent.')
    q.exact = true
  }
  return null
}

/**
 * Spec §2 "Routes": reads a results URL into a normalized query, or says why it cannot. `pathname` is the
 * path as sent, still percent-encoded (`new URL(request.url).pathname`); the trailing slash may be missing,
 * tokens of the refinement string may come in any order, `/d/{slug}/` and `/d/{slug}/events/` mean all
 * events, and parameters this module does not know (utm_*, aff) are left to the caller. Never throws.
 */
export function parseResultsPath(
  pathname: string,
  searchParams?: ResultsSearchParams,
): ResultsQuery | ResultsUrlError {
  if (!pathname.startsWith('/')) return notFound('A results path starts with /.')
  const segments = pathname.slice(1).split('/')
  if (segments.at(-1) === '') segments.pop()
  if (segments.includes('')) return notFound('A results path has no empty segments.')
  let locale: string | undefined
  if (LOCALE.test(segments[0] ?? '') && segments[1] === 'd') locale = segments.shift()
  if (segments.shift() !== 'd') return notFound('A results path starts with /d/ or /{locale}/d/.')
  const [slug, refinements, textSegment] = segments
  if (slug === undefined || segments.length > 3) {
    return notFound('A results path is /d/{location}/{refinements}/{query}/ or shorter.')
  }

  const q: ResultsQuery = { location: { kind: 'place', slug } }
  if (slug === ONLINE_LOCATION_SLUG) q.location = { kind: 'online' }
  else if (slug === LOCAL_LOCATION_SLUG) q.location = { kind: 'local' }
  else if (slug.length > MAX_LOCATION_SLUG_LENGTH || !LOCATION_SLUG.test(slug)) {
    return invalid('location', `"${slug}" is not a location slug.`)
  }
  if (locale !== undefined) q.locale = locale

  if (refinements !== undefined) {
    if (refinements === NO_REFINEMENTS && textSegment !== undefined) {
      return invalid(
        'refinements',
        `${NO_REFINEMENTS} cannot be followed by a search text; use ${EVENTS_WORD}.`,
      )
    }
    const error = parseRefinements(refinements, q)
    if (error) return error
  }
  if (textSegment !== undefined) {
    let decoded: string
    try {
      decoded = decodeURIComponent(textSegment)
    } catch {
      return invalid('query', 'The search text is not valid percent-encoded UTF-8.')
    }
    // Hyphens back to spaces, and a text of punctuation alone to no text, happen in normalizeQueryText.
    q.text = decoded
  }

  const paramsError = parseParams(paramReader(searchParams), q, slug)
  if (paramsError) return paramsError
  return normalizeResultsQuery(q)
}

/**
 * Spec §2 "Routes": the one URL of whatever search this URL means, for pages to redirect to when the
 * request differs from it (tokens out of order, page=1, missing slash, `/d/{slug}/events/`, …).
 */
export function canonicalResultsPath(
  pathname: string,
  searchParams?: ResultsSearchParams,
): string | ResultsUrlError {
  const q = parseResultsPath(pathname, searchParams)
  return isResultsUrlError(q) ? q : buildResultsPath(q)
}
