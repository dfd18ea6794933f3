import 'server-only'
import { findLargestCitiesNear, findPlaceById, findPlaceBySlug, findPlacesByNamePrefix } from '@/core/places/places-repository'
import { foldPlaceName } from '@/core/places/place-slug'
import type { PlaceRecord } from '@/core/places/place-types'
import { searchEvents, type SearchEventsInput } from '@/core/search/search-events'
import type { ResolvedSearchLocation } from '@/core/search/search-location'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeRelaxations, type RelaxablePlace } from './concierge-relaxation'
import { computeResultsLink } from './concierge-results-link'
import { TIME_OF_DAY_HOURS, type ConciergeSearch } from './concierge-search'
import { computeAnswerLanguage, computeClarifyingQuestion, computeNotSearchAnswer, computeSummary, describeRelaxation, type AnswerLanguage, type RelaxationStep } from './concierge-summary'
import { computeCatalogLanguage, computeLocaleTag } from '@/core/i18n/page-locale'
import { isConciergeLanguage, type ConciergeLanguage } from './message-language'
import type { LanguageModel } from './language-model'
import { interpretWithLanguageModel } from './language-model-interpretation'
import { interpretConversation, type Interpretation, type PlaceLookup, type PlaceMatch } from './message-interpretation'
import { computeResultItem, type ConciergeResultItem } from './schema-org-event'
import { allowedEdits, editDistance } from './spelling'

export type AskConciergeInput = {
  /** The chat's location slug (spec §3 "Chat request"); `online`, or a place slug. */
  location: string
  query: string
  queryHistory: string[]
  retry: number
  threadId: string
  origin: string
  viewerUserId: number | null
  /**
   * The locale of the page the chat is on (`es_ES`), null when unknown: a question whose words do not
   * tell its language is read and answered in the page's (issue 25).
   */
  pageLocale?: string | null
}

export type AskConciergeAnswer =
  | { ask_user: { message: string }; language: string }
  | {
      /** The BCP 47 tag of the language the answer is written in (issue 25: the language asked). */
      language: string
      results: ConciergeResultItem[]
      summary: { message: string }
      /** The structured search the answer ran, for clients that show or refine it. */
      understood: ConciergeSearch
      /** When the search asked for found nothing: what was relaxed to find these, in order (issue 22). */
      relaxed: string[]
      /** The `/d/` results page of `understood`, for "Show all" (issue 22); `exact` false when it is wider. */
      show_all: { url: string; count: number; exact: boolean }
    }

export type ConciergeDeps = Pick<CoreDeps, 'db' | 'clock' | 'caches'> & {
  /** Null: the built-in interpreter only (the default). */
  languageModel: LanguageModel | null
  languageModelTimeoutMs: number
  /** Where to search when the request's location is not a known slug. */
  defaultPlaceSlug: string
}

/** Results per answer: the chat shows 3, then all of them behind "Show More" (spec §9). */
export const MAX_CONCIERGE_RESULTS = 12

// "Under $20" is a limit on the price a buyer sees, which is all-in (fees, and sales tax where the event
// adds it, decision 052), while the stored summary the search filters on is the classes' list price. The
// search's cap on the list price keeps every event that can be within the limit; the events read are then
// held to the shown price (issue 38 point 16), from a few pages' worth so that a full answer is left.
const PRICE_CAPPED_FETCH = MAX_CONCIERGE_RESULTS * 3

type FoundEvents = Awaited<ReturnType<typeof searchEvents>>['events']

/** The events of `found` a buyer would see at or under the search's price limit, and how many there are. */
function withinPriceLimit(found: FoundEvents, search: ConciergeSearch): { events: FoundEvents['results']; total: number } {
  const total = found.pagination.object_count
  if (search.maxPriceMinor === null) return { events: found.results, total }
  const cap = search.maxPriceMinor
  const kept = found.results.filter((e) => e.ticket_availability.is_free || (e.ticket_availability.minimum_ticket_price?.value ?? 0) <= cap)
  // Every match was read when fewer than a fetch came back: the count is then exact, else the search's.
  const complete = found.results.length < PRICE_CAPPED_FETCH
  return { events: kept.slice(0, MAX_CONCIERGE_RESULTS), total: complete ? kept.length : Math.max(kept.length, total - (found.results.length - kept.length)) }
}

export type ConciergeHome = { kind: 'online' } | { kind: 'place'; place: PlaceRecord } | { kind: 'anywhere' }

// Places change only when the places table is reloaded: a chat's location and the names it mentions are
// looked up once per instance and hour (caches.conciergeHomes, caches.conciergePlaceNames), not on every
// message.
type Home = ConciergeHome

async function resolveHome({ db, caches }: Pick<CoreDeps, 'db' | 'caches'>, slug: string, fallbackSlug: string, now: number): Promise<Home> {
  if (slug === 'online') return { kind: 'online' }
  const key = `${slug}|${fallbackSlug}`
  const cached = caches.conciergeHomes.get(key, now)
  if (cached) return cached
  const place = (slug ? await findPlaceBySlug(db, slug) : null) ?? (await findPlaceBySlug(db, fallbackSlug))
  const home: Home = place ? { kind: 'place', place } : { kind: 'anywhere' }
  caches.conciergeHomes.set(key, home, now)
  return home
}

function toMatch(place: PlaceRecord): PlaceMatch {
  return { placeId: place.id, name: place.name, slug: place.slug, timeZone: place.timeZone }
}

/** Of places sharing a name's first letters, the one fewest edits away within what its length forgives. */
function closestByName(candidates: readonly PlaceRecord[], folded: string): PlaceRecord | null {
  const max = allowedEdits(folded.length)
  let best: { place: PlaceRecord; distance: number } | null = null
  for (const place of candidates) {
    const distance = editDistance(folded, place.searchName, max)
    // Candidates come most likely first, so the first at a distance wins its ties.
    if (distance <= max && (!best || distance < best.distance)) best = { place, distance }
  }
  return best?.place ?? null
}

/** Letters a misspelt place name must share at its start with the place it means ("san fransisco"). */
const TYPO_PREFIX_LETTERS = 3
/** Places sharing those letters that are measured against the name, most likely (nearest, biggest) first. */
const TYPO_CANDIDATES = 60

function placeLookup({ db, caches }: Pick<CoreDeps, 'db' | 'caches'>, home: Home, now: number): PlaceLookup {
  const near = home.kind === 'place' ? { latitude: home.place.latitude, longitude: home.place.longitude } : undefined
  // One query per first letters for the whole ask: every length of a name tried shares them.
  const typoCandidates = new Map<string, Promise<PlaceRecord[]>>()
  return async (name, options) => {
    const folded = foldPlaceName(name)
    if (folded.length < 2) return null
    const typos = options?.typos === true
    if (typos && allowedEdits(folded.length) === 0) return null
    // Nearby places rank first, so the same name may mean another place from elsewhere.
    const key = `${typos ? '~' : ''}${folded}|${home.kind === 'place' ? home.place.id : home.kind}`
    const cached = caches.conciergePlaceNames.get(key, now)
    if (cached !== undefined) return cached
    let match: PlaceRecord | null
    if (typos) {
      const prefix = folded.slice(0, TYPO_PREFIX_LETTERS)
      let candidates = typoCandidates.get(prefix)
      if (!candidates) {
        candidates = findPlacesByNamePrefix(db, { prefix, limit: TYPO_CANDIDATES, ...(near ? { near } : {}) })
        typoCandidates.set(prefix, candidates)
      }
      match = closestByName(await candidates, folded)
    } else {
      const candidates = await findPlacesByNamePrefix(db, { prefix: folded, limit: 8, ...(near ? { near } : {}) })
      match = candidates.find((p) => p.searchName === folded) ?? null
    }
    const found = match ? toMatch(match) : null
    caches.conciergePlaceNames.set(key, found, now)
    return found
  }
}

/** How far from a named place a bigger place it belongs to is looked for (a city around its borough). */
const PART_OF_RADIUS_KM = 40

/**
 * Whether a named place is part of a bigger one (Brooklyn of New York, a neighbourhood of its city): its
 * viewport then takes in its neighbours, so "in Brooklyn" searches the venues of Brooklyn only (issue 38
 * point 16). A place that is the biggest around (New York) keeps its whole viewport, boroughs included.
 */
async function isPartOfBiggerPlace({ db, caches }: Pick<CoreDeps, 'db' | 'caches'>, placeId: string, now: number): Promise<boolean> {
  const cached = caches.conciergePlaceScopes.get(placeId, now)
  if (cached !== undefined) return cached
  const place = await findPlaceById(db, placeId)
  let partOf = false
  if (place?.placeType === 'neighbourhood') partOf = true
  else if (place?.placeType === 'locality') {
    const [biggest] = await findLargestCitiesNear(db, { point: place, radiusKm: PART_OF_RADIUS_KM, limit: 1, excludeId: place.id })
    partOf =
      biggest !== undefined &&
      biggest.population > place.population &&
      place.latitude >= biggest.viewportSwLat &&
      place.latitude <= biggest.viewportNeLat &&
      place.longitude >= biggest.viewportSwLng &&
      place.longitude <= biggest.viewportNeLng
  }
  caches.conciergePlaceScopes.set(placeId, partOf, now)
  return partOf
}

function searchLocation(search: ConciergeSearch, home: Home, ownVenuesOnly = false): ResolvedSearchLocation {
  if (search.place.kind === 'online') return { kind: 'online' }
  if (search.place.kind === 'named') return { kind: 'place', placeId: search.place.placeId, ...(ownVenuesOnly ? { ownVenuesOnly } : {}) }
  if (search.place.kind === 'around') return { kind: 'bbox', bbox: search.place.bbox }
  if (home.kind === 'online') return { kind: 'online' }
  return home.kind === 'place' ? { kind: 'place', placeId: home.place.id } : { kind: 'anywhere' }
}

async function interpret(deps: ConciergeDeps, input: AskConciergeInput, home: Home, lookupPlace: PlaceLookup, pageLanguage: ConciergeLanguage | null): Promise<Interpretation> {
  const now = deps.clock.now()
  const homeName = home.kind === 'place' ? home.place.name : home.kind === 'online' ? 'online' : null
  if (deps.languageModel) {
    const viaModel = await interpretWithLanguageModel(deps.languageModel, {
      query: input.query,
      history: input.queryHistory,
      now,
      homeName,
      timeoutMs: deps.languageModelTimeoutMs,
      lookupPlace,
      pageLanguage,
    })
    if (viaModel) return viaModel
  }
  return interpretConversation(input.query, input.queryHistory, {
    now,
    homeTimeZone: home.kind === 'place' ? home.place.timeZone : 'UTC',
    lookupPlace,
    pageLanguage,
  })
}

/**
 * The concierge's ask call (spec §7, issue 7): understands the message in the light of the conversation,
 * asks one question back when there is nothing to search by, and otherwise answers our own matching
 * events as schema.org objects with a summary of how the request was understood. Never invents events.
 */
function searchInputFor(search: ConciergeSearch, home: Home, input: AskConciergeInput, ownVenuesOnly: boolean): SearchEventsInput {
  return {
    text: search.text ?? undefined,
    location: searchLocation(search, home, ownVenuesOnly),
    categoryIds: search.categoryIds,
    subcategoryIds: search.subcategoryIds,
    formatIds: search.formatIds,
    dates: search.dates ?? undefined,
    price: search.maxPriceMinor === 0 ? 'free' : (search.price ?? undefined),
    tags: search.tags,
    page: 1,
    pageSize: search.maxPriceMinor !== null ? PRICE_CAPPED_FETCH : MAX_CONCIERGE_RESULTS,
    sort: search.text ? 'relevance' : 'date',
    viewerUserId: input.viewerUserId,
    origin: input.origin,
    facets: false,
    ...(search.timeOfDay ? { startHours: { from: TIME_OF_DAY_HOURS[search.timeOfDay][0], to: TIME_OF_DAY_HOURS[search.timeOfDay][1] } } : {}),
    ...(search.maxPriceMinor !== null ? { maxPriceMinor: search.maxPriceMinor } : {}),
  }
}

// The place a search is about, with its box, for "places nearby" (null: online or anywhere).
async function relaxablePlace({ db }: Pick<CoreDeps, 'db'>, search: ConciergeSearch, home: Home): Promise<RelaxablePlace | null> {
  let place: PlaceRecord | null = null
  if (search.place.kind === 'named') place = await findPlaceById(db, search.place.placeId)
  else if (search.place.kind === 'here' && home.kind === 'place') place = home.place
  if (!place) return null
  return {
    placeId: place.id,
    name: place.name,
    slug: place.slug,
    timeZone: place.timeZone,
    latitude: place.latitude,
    viewport: { swLat: place.viewportSwLat, swLng: place.viewportSwLng, neLat: place.viewportNeLat, neLng: place.viewportNeLng },
  }
}

// The currency most of the shown events are priced in ("cheaper" in London is in pounds, issue 22).
function mostCommonCurrency(items: readonly ConciergeResultItem[]): string | null {
  const counts = new Map<string, number>()
  for (const item of items) {
    if (item.schema_object.offers.lowPrice === 0) continue
    const currency = item.schema_object.offers.priceCurrency
    counts.set(currency, (counts.get(currency) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? items[0]?.schema_object.offers.priceCurrency ?? null
}

/**
 * The concierge's ask call (spec §7, issues 7 and 22): understands the message in the light of the
 * conversation, asks one question back when there is nothing to search by, answers what it can do when
 * the message is not a search, and otherwise answers our own matching events as schema.org objects.
 * When nothing matches, the search is relaxed in a stated order (concierge-relaxation.ts) and the summary
 * says what was relaxed; the summary is written from the events returned. Never invents events.
 */
export async function askConcierge(deps: ConciergeDeps, input: AskConciergeInput): Promise<AskConciergeAnswer> {
  const now = deps.clock.now().getTime()
  const home = await resolveHome(deps, input.location, deps.defaultPlaceSlug, now)
  const lookupPlace = placeLookup(deps, home, now)
  // Issue 25: the answer is in the language asked; a question that does not tell is the page's.
  const pageCatalogLanguage = input.pageLocale ? computeCatalogLanguage(input.pageLocale) : 'en'
  const pageLanguage = isConciergeLanguage(pageCatalogLanguage) && input.pageLocale ? pageCatalogLanguage : null
  const { search: asked, vague, greeting, notSearch, language } = await interpret(deps, input, home, lookupPlace, pageLanguage)
  const answer: AnswerLanguage = computeAnswerLanguage(language ?? pageCatalogLanguage, input.pageLocale ? computeLocaleTag(input.pageLocale) : null)
  const homeName = home.kind === 'place' ? home.place.name : null
  if (notSearch) return { ask_user: { message: computeNotSearchAnswer(answer) }, language: answer.localeTag }
  if (vague) return { ask_user: { message: computeClarifyingQuestion({ greeting, placeName: homeName }, answer) }, language: answer.localeTag }

  let search = asked
  const ownVenuesOnly = asked.place.kind === 'named' && (await isPartOfBiggerPlace(deps, asked.place.placeId, now))
  const found = await searchEvents(deps, searchInputFor(search, home, input, ownVenuesOnly))
  let shown = withinPriceLimit(found.events, search)
  const relaxed: RelaxationStep[] = []
  if (shown.events.length === 0) {
    const place = await relaxablePlace(deps, asked, home)
    const timeZone = home.kind === 'place' ? home.place.timeZone : 'UTC'
    for (const step of computeRelaxations(asked, { now: deps.clock.now(), place, homeTimeZone: timeZone })) {
      relaxed.push(step.step)
      const attempt = await searchEvents(deps, searchInputFor(step.search, home, input, ownVenuesOnly))
      search = step.search
      shown = withinPriceLimit(attempt.events, step.search)
      if (shown.events.length > 0) break
    }
  }
  const { events, total } = shown
  const results = events.map((e) => computeResultItem(e, input.origin))
  const placeName = search.place.kind === 'here' && home.kind === 'place' ? home.place.name : null
  const link = computeResultsLink(search, home.kind === 'place' ? home.place.slug : null)
  return {
    language: answer.localeTag,
    results,
    summary: {
      message: computeSummary({
        search,
        asked: relaxed.length > 0 ? asked : null,
        relaxed,
        placeName,
        total,
        shown: events.length,
        sort: search.text ? 'relevance' : 'date',
        currency: mostCommonCurrency(results),
        answer,
      }),
    },
    understood: search,
    relaxed: relaxed.map((step) => describeRelaxation(step, answer)),
    // The results page of a named borough shows its whole viewport, more than its own venues.
    show_all: { url: link.path, count: total, exact: link.exact && !(ownVenuesOnly && search.place.kind === 'named') },
  }
}
