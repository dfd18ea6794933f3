import 'server-only'
import { findPlaceBySlug, findPlacesByNamePrefix } from '@/core/places/places-repository'
import { foldPlaceName } from '@/core/places/place-slug'
import type { PlaceRecord } from '@/core/places/place-types'
import { searchEvents, type SearchEventsInput, type SearchLocation } from '@/core/search/search-events'
import type { CoreDeps } from '@/core/shared/core-deps'
import { TIME_OF_DAY_HOURS, type ConciergeSearch } from './concierge-search'
import { computeClarifyingQuestion, computeSummary } from './concierge-summary'
import type { LanguageModel } from './language-model'
import { interpretWithLanguageModel } from './language-model-interpretation'
import { interpretConversation, type Interpretation, type PlaceLookup } from './message-interpretation'
import { computeResultItem, type ConciergeResultItem } from './schema-org-event'

export type AskConciergeInput = {
  /** The chat's location slug (spec §3 "Chat request"); `online`, or a place slug. */
  location: string
  query: string
  queryHistory: string[]
  retry: number
  threadId: string
  origin: string
  viewerUserId: number | null
}

export type AskConciergeAnswer =
  | { ask_user: { message: string } }
  | {
      results: ConciergeResultItem[]
      summary: { message: string }
      /** The structured search the answer ran, for clients that show or refine it. */
      understood: ConciergeSearch
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

function placeLookup({ db, caches }: Pick<CoreDeps, 'db' | 'caches'>, home: Home, now: number): PlaceLookup {
  const near = home.kind === 'place' ? { latitude: home.place.latitude, longitude: home.place.longitude } : undefined
  return async (name) => {
    const folded = foldPlaceName(name)
    if (folded.length < 2) return null
    // Nearby places rank first, so the same name may mean another place from elsewhere.
    const key = `${folded}|${home.kind === 'place' ? home.place.id : home.kind}`
    const cached = caches.conciergePlaceNames.get(key, now)
    if (cached !== undefined) return cached
    const candidates = await findPlacesByNamePrefix(db, { prefix: folded, limit: 8, ...(near ? { near } : {}) })
    const match = candidates.find((p) => p.searchName === folded)
    const found = match ? { placeId: match.id, name: match.name, slug: match.slug, timeZone: match.timeZone } : null
    caches.conciergePlaceNames.set(key, found, now)
    return found
  }
}

function searchLocation(search: ConciergeSearch, home: Home): SearchLocation {
  if (search.place.kind === 'online') return { kind: 'online' }
  if (search.place.kind === 'named') return { kind: 'place', placeId: search.place.placeId }
  if (home.kind === 'online') return { kind: 'online' }
  return home.kind === 'place' ? { kind: 'place', placeId: home.place.id } : { kind: 'anywhere' }
}

async function interpret(deps: ConciergeDeps, input: AskConciergeInput, home: Home, lookupPlace: PlaceLookup): Promise<Interpretation> {
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
    })
    if (viaModel) return viaModel
  }
  return interpretConversation(input.query, input.queryHistory, {
    now,
    homeTimeZone: home.kind === 'place' ? home.place.timeZone : 'UTC',
    lookupPlace,
  })
}

/**
 * The concierge's ask call (spec §7, issue 7): understands the message in the light of the conversation,
 * asks one question back when there is nothing to search by, and otherwise answers our own matching
 * events as schema.org objects with a summary of how the request was understood. Never invents events.
 */
export async function askConcierge(deps: ConciergeDeps, input: AskConciergeInput): Promise<AskConciergeAnswer> {
  const now = deps.clock.now().getTime()
  const home = await resolveHome(deps, input.location, deps.defaultPlaceSlug, now)
  const lookupPlace = placeLookup(deps, home, now)
  const { search, vague, greeting } = await interpret(deps, input, home, lookupPlace)
  const homeName = home.kind === 'place' ? home.place.name : null
  if (vague) return { ask_user: { message: computeClarifyingQuestion({ greeting, placeName: homeName }) } }

  const sort = search.text ? 'relevance' : 'date'
  const searchInput: SearchEventsInput = {
    text: search.text ?? undefined,
    location: searchLocation(search, home),
    categoryIds: search.categoryIds,
    subcategoryIds: search.subcategoryIds,
    formatIds: search.formatIds,
    dates: search.dates ?? undefined,
    price: search.maxPriceMinor === 0 ? 'free' : (search.price ?? undefined),
    tags: search.tags,
    page: 1,
    pageSize: MAX_CONCIERGE_RESULTS,
    sort,
    viewerUserId: input.viewerUserId,
    origin: input.origin,
    facets: false,
    ...(search.timeOfDay ? { startHours: { from: TIME_OF_DAY_HOURS[search.timeOfDay][0], to: TIME_OF_DAY_HOURS[search.timeOfDay][1] } } : {}),
    ...(search.maxPriceMinor !== null ? { maxPriceMinor: search.maxPriceMinor } : {}),
  }
  const found = await searchEvents(deps, searchInput)
  const events = found.events.results
  const total = found.events.pagination.object_count
  const placeName = search.place.kind === 'here' && home.kind === 'place' ? home.place.name : null
  return {
    results: events.map((e) => computeResultItem(e, input.origin)),
    summary: { message: computeSummary({ search, placeName, total, shown: events.length, sort }) },
    understood: search,
  }
}
