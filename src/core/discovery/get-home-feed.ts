import 'server-only'
import type { EventJson } from '@/core/events/event-json'
import { searchEvents, type SearchEventsInput } from '@/core/search/search-events'
import { readerOf, type CoreDeps } from '@/core/shared/core-deps'
import { FORMATS, getFormatById } from '@/core/taxonomy/formats'
import { getSubcategoryById, type Subcategory } from '@/core/taxonomy/subcategories'
import { hemisphereOf, pickSeasonalSubcategoryIds, type SeasonPlace } from '@/core/taxonomy/holiday-seasons'
import { findPlaceById } from '@/core/places/places-repository'
import { listNearbyCities, type NearbyCity } from '@/core/places/list-nearby-cities'
import { getBlurPlaceholder } from '@/core/images/blur-placeholder'
import { computeBlurSize } from '@/core/images/image-optimizer-rules'
import { findMostUsedImageBySubcategoryId } from './discovery-repository'
import { listTrendingSearches } from './list-trending-searches'
import { computeSubcategoryTile, type SubcategoryTile } from './subcategory-tile'

/** Spec §2 "Sub-category tiles" on the home page: Pride (13004) and Dating (17001), then seasonal picks. */
export const HOME_FIXED_SUBCATEGORY_IDS = [13004, 17001] as const
// When no holiday or season is on, or only one, these fill the row to four tiles.
const HOME_FILLER_SUBCATEGORY_IDS = [3006, 10003] as const
const MIN_HOME_TILES = 4

/**
 * The home tiles for a place on a day: Pride and Dating, then the holidays in their run-up at the place
 * (its hemisphere and country: Thanksgiving in the US in November, not in Sydney), never one that has
 * passed, then fillers up to four tiles.
 */
export function pickHomeSubcategoryIds(dayMs: number, place: SeasonPlace): number[] {
  const ids: number[] = [...HOME_FIXED_SUBCATEGORY_IDS, ...pickSeasonalSubcategoryIds(dayMs, place)]
  for (const filler of HOME_FILLER_SUBCATEGORY_IDS) if (ids.length < MIN_HOME_TILES) ids.push(filler)
  return ids
}

export type HomeFeed = {
  /** The first page of upcoming events in the place (the "All" chip). */
  events: EventJson[]
  online: EventJson[]
  thisWeekend: EventJson[]
  tiles: SubcategoryTile[]
  popularSearches: { pk: string; title: string; term: string }[]
  /** Spec §2 footer "Plan Events": the formats most planned near the place, never none. */
  eventsToPlan: { pk: string; title: string; formatSlug: string }[]
  /** A place with no upcoming events: the largest cities near it, offered instead (issue 23). */
  nearbyPlaces: NearbyCity[]
}

const HOME_EVENTS = 12
const CAROUSEL_EVENTS = 10
// A desktop shows four segments of the weekend carousel.
const MIN_FRESH_WEEKEND = 4
const POPULAR_SEARCHES = 6
const EVENTS_TO_PLAN = 6
// What "Plan Events" lists where nothing is planned yet (a small town): the formats people plan most.
const COMMON_FORMAT_SLUGS = ['classes', 'parties', 'festivals', 'networking', 'conferences', 'performances']

/**
 * The formats most used among `formatIds` (facet order), topped up with the common ones so the footer's
 * "Plan Events" column is never empty (issue 23).
 */
export function computeEventsToPlan(formatIds: readonly number[]): HomeFeed['eventsToPlan'] {
  const formats = formatIds.map((id) => getFormatById(id)).filter((f) => f !== null)
  for (const slug of COMMON_FORMAT_SLUGS) {
    const common = FORMATS.find((f) => f.slug === slug)
    if (common && !formats.some((f) => f.id === common.id)) formats.push(common)
  }
  return formats.slice(0, EVENTS_TO_PLAN).map((f) => ({ pk: String(f.id), title: f.name, formatSlug: f.slug }))
}

// Two dates of one series are one card (it links to the series' page).
const cardKey = (event: EventJson) => event.series_id ?? event.id

// What "Use Tessera" offers where nobody has searched yet (a small town, a new install).
const COMMON_SEARCHES = ['concerts', 'comedy', 'food festivals', 'workshops', 'networking', 'family activities']

/** The week's most searched terms near the place, topped up with common searches: never an empty column. */
export function computePopularSearches(trending: readonly string[]): HomeFeed['popularSearches'] {
  const terms = [...new Set([...trending, ...COMMON_SEARCHES])].slice(0, POPULAR_SEARCHES)
  return terms.map((term) => ({ pk: term, title: term, term }))
}

/** `events` without those already shown higher on the page, at most `limit` (issue 23: no card twice). */
export function withoutShown(events: readonly EventJson[], shown: readonly (readonly EventJson[])[], limit: number): EventJson[] {
  const keys = new Set(shown.flat().map(cardKey))
  return events.filter((e) => !keys.has(cardKey(e))).slice(0, limit)
}

/**
 * The weekend carousel under the upcoming list. A city's weekend is a highlight of that list: where
 * leaving its cards out leaves too few to fill the carousel's view (a quiet weekend), it keeps them. The
 * online home promises no card twice (issue 23): on a weekend its soonest events are the weekend's, so it
 * shows only the weekend's other events, none when there are none.
 */
export function computeWeekendCarousel(weekend: readonly EventJson[], shownAbove: readonly EventJson[], online: boolean): EventJson[] {
  const fresh = withoutShown(weekend, [shownAbove], CAROUSEL_EVENTS)
  return fresh.length >= MIN_FRESH_WEEKEND || online ? fresh : weekend.slice(0, CAROUSEL_EVENTS)
}

// Spec §9 "Data cache stale time 5 minutes": the home page is the same for everyone in a place, so its
// data is computed once per place and minute and shared (caches.homeFeeds, src/server/cache-registry.ts).
type HomeFeedDeps = Pick<CoreDeps, 'db' | 'readDb' | 'clock' | 'imageStore' | 'caches'>

function baseQuery(
  origin: string,
  viewerUserId: number | null,
): Omit<SearchEventsInput, 'location' | 'pageSize'> {
  return {
    text: undefined,
    categoryIds: [],
    subcategoryIds: [],
    formatIds: [],
    dates: undefined,
    price: undefined,
    tags: [],
    page: 1,
    sort: 'date',
    viewerUserId,
    origin,
  }
}

// The tiles are the same for every place and change only when the pictures events use do: computed
// once per instance and ten minutes (caches.homeTiles), not with each place's feed.

async function loadTile(
  deps: Pick<CoreDeps, 'db' | 'readDb' | 'imageStore' | 'caches'>,
  sub: Subcategory,
): Promise<SubcategoryTile> {
  const stored = sub.hasImage ? await findMostUsedImageBySubcategoryId(readerOf(deps), sub.id) : null
  if (!stored) return computeSubcategoryTile(sub, null)
  const blurDataURL = stored.blurDataUrl ?? (await getBlurPlaceholder(deps, stored.storageKey))
  if (!blurDataURL) return computeSubcategoryTile(sub, null)
  return computeSubcategoryTile(sub, {
    key: stored.storageKey,
    width: stored.width,
    height: stored.height,
    blurDataURL,
    ...computeBlurSize(stored.width, stored.height),
  })
}

/** The place's own date, hemisphere and country; online and unknown places read as New York's. */
async function seasonPlaceOf(deps: Pick<CoreDeps, 'db'>, placeId: string | null): Promise<SeasonPlace & { timeZone: string }> {
  // A failed lookup costs the tiles their local season, not the home page: New York's are shown.
  const place = placeId && placeId !== 'online' ? await findPlaceById(deps.db, placeId).catch(() => null) : null
  if (!place) return { hemisphere: 'north', countryCode: 'US', timeZone: 'America/New_York' }
  return {
    hemisphere: hemisphereOf(place.latitude),
    countryCode: place.countryCode?.trim() ?? null,
    timeZone: place.timeZone,
  }
}

function localDayMs(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  const [y, m, d] = parts.split('-').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

/**
 * Spec §3 "Sub-category entry" for each home tile of the place (seasonal picks follow its date and
 * hemisphere), with its picture and blur placeholder. Cached by the set of tiles, which few places differ in.
 */
export async function loadHomeTiles(deps: HomeFeedDeps, placeId: string | null = null): Promise<SubcategoryTile[]> {
  const cache = deps.caches.homeTiles
  const nowDate = deps.clock.now()
  const now = nowDate.getTime()
  const place = await seasonPlaceOf(deps, placeId)
  const ids = pickHomeSubcategoryIds(localDayMs(nowDate, place.timeZone), place)
  const key = ids.join(',')
  const hit = cache.get(key, now)
  if (hit) return hit
  const subs = ids.map(getSubcategoryById).filter((sub) => sub !== null)
  const tiles = Promise.all(subs.map((sub) => loadTile(deps, sub)))
  cache.set(key, tiles, now)
  tiles.catch(() => cache.delete(key))
  return tiles
}

export type HomeFeedInput = {
  placeId: string | null
  placeSlug: string
  origin: string
  viewerUserId: number | null
}

async function loadFeed(
  deps: HomeFeedDeps,
  { placeId, placeSlug, origin, viewerUserId }: HomeFeedInput,
): Promise<HomeFeed> {
  const inPlace =
    placeId && placeId !== 'online' ? { kind: 'place' as const, placeId } : { kind: 'online' as const }
  const base = baseQuery(origin, viewerUserId)
  // The sections come in this order on the page, and a card shows once (issue 23: the online home listed
  // the same cards under "Online events" as above): each carousel asks for enough to fill itself after
  // leaving out the cards shown above it. Online events only meet the others on the online home.
  const onlineExtra = inPlace.kind === 'online' ? HOME_EVENTS + CAROUSEL_EVENTS : 0
  const [events, online, thisWeekend, tiles, trending] = await Promise.all([
    searchEvents(deps, { ...base, location: inPlace, pageSize: HOME_EVENTS }),
    searchEvents(deps, { ...base, location: { kind: 'online' }, pageSize: CAROUSEL_EVENTS + onlineExtra }),
    searchEvents(deps, {
      ...base,
      location: inPlace,
      dates: { keyword: 'this_weekend' },
      pageSize: CAROUSEL_EVENTS + HOME_EVENTS,
    }),
    loadHomeTiles(deps, placeId),
    listTrendingSearches(deps, { locationSlug: placeSlug, timeframe: 'week' }).catch(() => null),
  ])
  const shownEvents = events.events.results
  const shownWeekend = computeWeekendCarousel(thisWeekend.events.results, shownEvents, inPlace.kind === 'online')
  const place = shownEvents.length === 0 && inPlace.kind === 'place' ? await findPlaceById(deps.db, inPlace.placeId).catch(() => null) : null
  return {
    events: shownEvents,
    online: withoutShown(online.events.results, [shownEvents, shownWeekend], CAROUSEL_EVENTS),
    thisWeekend: shownWeekend,
    nearbyPlaces: place ? await listNearbyCities(deps.db, place) : [],
    tiles,
    popularSearches: computePopularSearches((trending?.trending.trending_searches ?? []).map((t) => t.term)),
    eventsToPlan: computeEventsToPlan(events.events.aggs.formats.map((f) => Number(f.key))),
  }
}

/**
 * The home page's data for one place (spec §2 "Home"): upcoming events, online and this-weekend
 * carousels, the Pride/Dating sub-category tiles, and the footer's popular searches and events to plan.
 * For visitors it is the same for everyone in a place, so it is cached per place; a signed-in viewer
 * gets it fresh, with their own likes (saves.saved_by_you).
 */
export async function getHomeFeed(deps: HomeFeedDeps, input: HomeFeedInput): Promise<HomeFeed> {
  if (input.viewerUserId !== null) return loadFeed(deps, input)
  const cache = deps.caches.homeFeeds
  const now = deps.clock.now().getTime()
  const key = `${input.placeId ?? ''}|${input.origin}`
  const hit = cache.get(key, now)
  if (hit) return hit
  const feed = loadFeed(deps, input)
  cache.set(key, feed, now)
  // A failed load must not be served for a minute: re-store it as already expired.
  feed.catch(() => cache.set(key, feed, now - 2 * 60_000))
  return feed
}
