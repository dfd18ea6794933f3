import 'server-only'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findNearestPlace, findPlaceById } from '@/core/places/places-repository'
import { AppError } from '@/core/shared/app-error'
import { readerOf, type CoreDeps } from '@/core/shared/core-deps'
import { getCategoryById } from '@/core/taxonomy/categories'
import { DATE_FILTERS } from '@/core/taxonomy/date-filters'
import { getFormatById } from '@/core/taxonomy/formats'
import { POPULAR_TAGS } from '@/core/taxonomy/popular-tags'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import type { PresetDateKeyword } from '@/core/taxonomy/date-filters'
import { computeDateWindow, customDateWindow } from './date-window'
import {
  aggregateAndRankEventSearch,
  aggregateEventSearch,
  countEventSearch,
  findEventIdsBySearch,
  hasSearchableTerms,
  insertSearchLogEntry,
  pageOfRankedCandidates,
  RANK_CANDIDATES,
  type DateBucket,
  type EventSearchAggregates,
  type EventSearchFilters,
} from './event-search-repository'
import { bboxAround } from './results-url'
import type { ResolvedSearchLocation } from './search-location'
import { interpretSearchText } from './interpret-search-text'
import { normalizeSearchTerm, normalizeSearchText } from './search-text'
import { getOrLoad } from '@/core/shared/ttl-cache'

export type SearchEventsInput = {
  text: string | undefined
  location: ResolvedSearchLocation
  categoryIds: number[]
  subcategoryIds: number[]
  formatIds: number[]
  dates: { keyword: PresetDateKeyword } | { startDate: string; endDate: string } | undefined
  price: 'free' | 'paid' | undefined
  tags: string[]
  page: number
  pageSize: number
  sort: 'relevance' | 'date'
  viewerUserId: number | null
  origin: string
  /** Local start hours [from, to) in each event's own time zone; unset means any time. */
  startHours?: { from: number; to: number }
  /** Highest lowest ticket price in minor units; free events pass. */
  maxPriceMinor?: number
  /** False: only the total is counted, no category/format/date/price facets (the concierge shows none). */
  facets?: boolean
  /** True: search the text as typed, never its spelling correction ("Search instead for comdey"). */
  exact?: boolean
  /**
   * True: when no event has every word, answer events with some of them (someWords). For people's
   * searches (the API, /d/ pages); the concierge relaxes its own way and says what it relaxed.
   */
  allowSomeWords?: boolean
  /**
   * The visitor's IANA time zone. An online search has no place, so its date keywords ("today") are
   * the visitor's days when this is given, not UTC's (online events are shown in the viewer's zone).
   */
  viewerTimeZone?: string
}

export type SearchEventsResult = {
  events: {
    results: EventJson[]
    pagination: { object_count: number; page_number: number; page_size: number; page_count: number }
    aggs: {
      categories: { key: string; name: string; count: number }[]
      formats: { key: string; name: string; count: number }[]
      /** Counted as if no subcategory were chosen: choosing more widens the search (any of them). */
      subcategories: { key: string; name: string; count: number }[]
      dates: { key: string; label: string; count: number }[]
      price: { key: 'free' | 'paid'; count: number }[]
      /** Matches per popular tag (spec §3 "Popular tags"), counted as if no tag were chosen, like subcategories. */
      tags: { key: string; label: string; count: number }[]
    }
  }
  /** The place the search ran in, for callers that show it. */
  placeId: string | null
  /** A correction of mistyped words, when one finds events; null when the text was searched as typed. */
  spelling: SearchSpelling | null
  /** True when no event has every word of the text, and the results have some of them. */
  someWords: boolean
}

/**
 * Issue 22 "Did you mean": `showingCorrected` — the results are the correction's ("Showing results for
 * comedy. Search instead for comdey"); otherwise the typed text found enough and the correction is offered.
 */
export type SearchSpelling = { original: string; corrected: string; showingCorrected: boolean }

/** A text search finding fewer events than this tries its spelling correction. */
export const FEW_RESULTS = 3

/** Results beyond this depth are not paged to: deep offsets cost and nobody reads page 60. */
export const MAX_RESULT_DEPTH = RANK_CANDIDATES

type ResolvedLocation = {
  box: EventSearchFilters['box']
  onlineOnly: boolean
  timeZone: string
  placeId: string | null
  venuePlace?: EventSearchFilters['venuePlace']
}

async function resolveLocation(db: CoreDeps['db'], location: ResolvedSearchLocation): Promise<ResolvedLocation> {
  switch (location.kind) {
    case 'anywhere':
      return { box: null, onlineOnly: false, timeZone: 'UTC', placeId: null }
    case 'online':
      return { box: null, onlineOnly: true, timeZone: 'UTC', placeId: 'online' }
    case 'place': {
      const place = await findPlaceById(db, location.placeId)
      if (!place) {
        throw new AppError('INVALID_ARGUMENT', 'There is no place with that id.', { place_id: ['is not a known place id'] })
      }
      if (place.placeType === 'online') return { box: null, onlineOnly: true, timeZone: 'UTC', placeId: place.id }
      return {
        box: { swLat: place.viewportSwLat, swLng: place.viewportSwLng, neLat: place.viewportNeLat, neLng: place.viewportNeLng },
        onlineOnly: false,
        timeZone: place.timeZone,
        placeId: place.id,
        ...(location.ownVenuesOnly ? { venuePlace: { placeId: place.id, name: place.name } } : {}),
      }
    }
    case 'coordinates':
    case 'bbox': {
      const bbox = location.kind === 'bbox' ? location.bbox : bboxAround(location.latitude, location.longitude)
      const center = { latitude: (bbox.swLat + bbox.neLat) / 2, longitude: (bbox.swLng + bbox.neLng) / 2 }
      const nearest = await findNearestPlace(db, { ...center, excludeNeighborhoods: true })
      return {
        box: { swLat: bbox.swLat, swLng: bbox.swLng, neLat: bbox.neLat, neLng: bbox.neLng },
        onlineOnly: false,
        timeZone: nearest?.timeZone ?? 'UTC',
        placeId: nearest?.id ?? null,
      }
    }
  }
}

// A search's matches (counts, facets and the order of its results) may be a few minutes old: spec §9
// lets discovery data be five minutes stale, and every page of a search, and every visitor browsing the
// same place, asks for the same ones. They are fresh for a minute; then, for up to four more, the last
// answer is served while one reload runs, so no visitor of a popular search waits for it. The events
// themselves are read fresh on every request (ticket availability, sales status, saved-by-you): only
// which ones and in what order is remembered: counts and facets (caches.searchAggregates), the relevance
// order of a text search's candidates, at most RANK_CANDIDATES ids (caches.searchRankedIds), and one page
// of a date-ordered or textless search (caches.searchPageIds). Any event change drops them all.
type SearchCachesDeps = Pick<CoreDeps, 'db' | 'caches'>

/**
 * The cache key of a search's matches. A window that starts now is keyed as "now", not by the instant,
 * so that the entry lives on; date buckets are keyed by their ends, which are local midnights, so the
 * facets' days change when the place's day does.
 */
function matchesKey(filters: EventSearchFilters, now: Date, extra: object): string {
  return JSON.stringify({
    ...filters,
    from: filters.from.getTime() === now.getTime() ? 'now' : filters.from.getTime(),
    to: filters.to?.getTime() ?? null,
    ...extra,
  })
}

function aggregatesKey(filters: EventSearchFilters, buckets: DateBucket[], countedTags: readonly string[], now: Date): string {
  return matchesKey(filters, now, { buckets: buckets.map((b) => `${b.key}:${b.end.getTime()}`), countedTags })
}

function aggregateEventSearchCached(
  { db, caches }: SearchCachesDeps,
  filters: EventSearchFilters,
  buckets: DateBucket[],
  countedTags: readonly string[],
  now: Date,
): Promise<EventSearchAggregates> {
  return caches.searchAggregates.get(aggregatesKey(filters, buckets, countedTags, now), now.getTime(), () =>
    aggregateEventSearch(db, filters, buckets, countedTags),
  )
}

/** One page of ids in date order (or of a textless search), remembered as the counts are. */
function findEventIdsCached(
  { db, caches }: SearchCachesDeps,
  filters: EventSearchFilters,
  order: { sort: 'relevance' | 'date'; limit: number; offset: number },
  now: Date,
): Promise<number[]> {
  return caches.searchPageIds.get(matchesKey(filters, now, order), now.getTime(), () => findEventIdsBySearch(db, filters, order))
}

/**
 * A relevance-sorted text search's page and facets. Its ranked candidates are remembered as one list, so
 * that every page of it is a slice. When neither they nor the facets are known, one pass over the
 * matches gives both (aggregateAndRankEventSearch); when there are too many matches for that pass to hold
 * the soonest ones, or when only one of them is to be reloaded, each is found on its own.
 */
async function rankedPageAndAggregates(
  { db, caches }: SearchCachesDeps,
  filters: EventSearchFilters & { text: string },
  buckets: DateBucket[],
  countedTags: readonly string[],
  now: Date,
  page: { limit: number; offset: number },
): Promise<[number[], EventSearchAggregates]> {
  const at = now.getTime()
  const aggregatesCache = caches.searchAggregates
  const rankedCache = caches.searchRankedIds
  const key = aggregatesKey(filters, buckets, countedTags, now)
  const rankedKey = matchesKey(filters, now, {})
  const rankAlone = () => findEventIdsBySearch(db, filters, { sort: 'relevance', limit: RANK_CANDIDATES, offset: 0 })
  const aggregateAlone = () => aggregateEventSearch(db, filters, buckets, countedTags)
  let rank = rankAlone
  let aggregate = aggregateAlone
  if (!rankedCache.has(rankedKey, at) && !aggregatesCache.has(key, at)) {
    const both = aggregateAndRankEventSearch(db, filters, buckets, countedTags, RANK_CANDIDATES)
    aggregate = () => both.then((b) => b.aggregates)
    rank = () => both.then((b) => (b.candidates ? pageOfRankedCandidates(b.candidates, { limit: RANK_CANDIDATES, offset: 0 }) : rankAlone()))
  }
  const [ids, aggs] = await Promise.all([rankedCache.get(rankedKey, at, rank), aggregatesCache.get(key, at, aggregate)])
  return [ids.slice(page.offset, page.offset + page.limit), aggs]
}

/** Without facets (the concierge), only the total is counted. */
async function countOnly(db: CoreDeps['db'], filters: EventSearchFilters): Promise<EventSearchAggregates> {
  const count = await countEventSearch(db, filters)
  return { ...count, categories: [], formats: [], subcategories: [], price: { free: 0, paid: 0 }, dates: [], tags: [] }
}

// Whether text has a searchable word depends only on the text (and PostgreSQL's fixed English
// dictionary), and people search the same words again and again: the answer is remembered for an hour
// (caches.searchableTexts).
function hasSearchableTermsCached({ db, caches }: SearchCachesDeps, text: string, now: Date): Promise<boolean> {
  return getOrLoad(caches.searchableTexts, text, now.getTime(), () => hasSearchableTerms(db, text))
}

// The date facets' windows depend only on the place's local day (each starts at a local midnight or a
// Friday evening), so they are worked out once a minute per time zone rather than on every request
// (caches.searchDateBuckets; the key holds the minute, so entries never need dropping).
function dateBucketsFor({ caches }: Pick<CoreDeps, 'caches'>, timeZone: string, now: Date): DateBucket[] {
  const key = `${timeZone}|${Math.floor(now.getTime() / 60_000)}`
  const at = now.getTime()
  let buckets = caches.searchDateBuckets.get(key, at)
  if (!buckets) {
    buckets = DATE_FILTERS.filter((d) => d.keyword !== 'custom_date').map((d) => ({
      key: d.keyword,
      ...computeDateWindow(d.keyword as PresetDateKeyword, { now, timeZone }),
    }))
    caches.searchDateBuckets.set(key, buckets, at)
  }
  return buckets
}

/**
 * The event search behind /d/ pages and the concierge (spec §7, ARCHITECTURE §5). Date keywords are
 * computed in the place's time zone; text searches are logged for autocomplete and trending.
 */
export async function searchEvents(
  { db: primary, readDb, clock, caches }: Pick<CoreDeps, 'db' | 'readDb' | 'clock' | 'caches'>,
  input: SearchEventsInput,
): Promise<SearchEventsResult> {
  // Every read of a search may be on a replica; its log entry is a write, on the primary.
  const db = readerOf({ db: primary, readDb })
  const now = clock.now()
  // Places are looked up in the primary's in-memory place directory (one per handle).
  const resolved = await resolveLocation(primary, input.location)
  const where = resolved.onlineOnly && input.viewerTimeZone ? { ...resolved, timeZone: input.viewerTimeZone } : resolved
  const buckets = dateBucketsFor({ caches }, where.timeZone, now)
  let from = now
  let to: Date | null = null
  if (input.dates && 'keyword' in input.dates) {
    const keyword = input.dates.keyword
    const w = buckets.find((b) => b.key === keyword) ?? computeDateWindow(keyword, { now, timeZone: where.timeZone })
    ;({ start: from, end: to } = w)
  } else if (input.dates) {
    ;({ start: from, end: to } = customDateWindow(input.dates.startDate, input.dates.endDate, where.timeZone))
  }
  const text = input.text ? normalizeSearchText(input.text) : ''
  const plan = text === '' ? null : await interpretSearchText({ db, caches, clock }, text)
  // Stop-word-only text ("the", "and") matches nothing useful; search as if no text was given.
  const searchable = async (query: string | null | undefined) =>
    query ? ((await hasSearchableTermsCached({ db, caches }, query, now)) ? query : null) : null
  const searchableQuery = await searchable(plan?.query)
  const filters: EventSearchFilters = {
    box: where.box,
    ...(where.venuePlace ? { venuePlace: where.venuePlace } : {}),
    onlineOnly: where.onlineOnly,
    from,
    to,
    categoryIds: input.categoryIds,
    subcategoryIds: input.subcategoryIds,
    formatIds: input.formatIds,
    price: input.price ?? null,
    tags: input.tags,
    text: searchableQuery,
    phrases: searchableQuery ? (plan?.phrases ?? []) : [],
    words: searchableQuery ? (plan?.words ?? []) : [],
    startHours: input.startHours ?? null,
    maxPriceMinor: input.maxPriceMinor ?? null,
  }

  const offset = (input.page - 1) * input.pageSize
  const tagSlugs = POPULAR_TAGS.map((t) => t.slug)
  // Tags and subcategories combine with "any of": their counts leave out their own filter, so that each
  // count says what choosing that option would add rather than what is already chosen.
  const page = { limit: Math.min(input.pageSize, MAX_RESULT_DEPTH - offset), offset }
  const findMatches = (f: EventSearchFilters) => {
    const rankedText = input.sort === 'relevance' && input.facets !== false && offset < MAX_RESULT_DEPTH ? f.text : null
    return Promise.all([
      rankedText
        ? rankedPageAndAggregates({ db, caches }, { ...f, text: rankedText }, buckets, tagSlugs, now, page)
        : Promise.all([
            offset >= MAX_RESULT_DEPTH ? Promise.resolve([] as number[]) : findEventIdsCached({ db, caches }, f, { sort: input.sort, ...page }, now),
            input.facets === false ? countOnly(db, f) : aggregateEventSearchCached({ db, caches }, f, buckets, tagSlugs, now),
          ]),
      f.tags.length > 0 && input.facets !== false
        ? aggregateEventSearchCached({ db, caches }, { ...f, tags: [] }, [], tagSlugs, now)
        : Promise.resolve(null),
      f.subcategoryIds.length > 0 && input.facets !== false
        ? aggregateEventSearchCached({ db, caches }, { ...f, subcategoryIds: [] }, [], [], now)
        : Promise.resolve(null),
    ] as const)
  }
  let matches = await findMatches(filters)
  // Issue 22 "Did you mean": a mistyped search that finds little runs its correction instead, when that
  // finds clearly more; one that finds enough keeps its results and only offers the correction.
  let spelling: SearchSpelling | null = null
  const correctionQuery = input.exact ? null : await searchable(plan?.correction?.query)
  if (plan?.correction && correctionQuery) {
    spelling = { original: text, corrected: plan.correction.text, showingCorrected: false }
    if (matches[0][1].total < FEW_RESULTS) {
      const corrected = await findMatches({ ...filters, text: correctionQuery, phrases: plan.correction.phrases, words: plan.correction.words })
      // A rare word found only in descriptions is not in the vocabulary: its one or two events stay
      // unless the correction finds clearly more.
      if (corrected[0][1].total > matches[0][1].total * 3) {
        matches = corrected
        spelling.showingCorrected = true
      } else if (corrected[0][1].total === 0) spelling = null
    }
  }
  // Issue 22 "all the words above some": when no event has all the words, events with some of them are
  // shown (those with more of them first), and the answer says so.
  let someWords = false
  const searched = spelling?.showingCorrected ? plan?.correction : plan
  const anyQuery = input.allowSomeWords && matches[0][1].total === 0 ? await searchable(searched?.anyQuery) : null
  if (anyQuery && searched) {
    const some = await findMatches({ ...filters, text: anyQuery, allWordsText: searched.query, phrases: searched.phrases, words: searched.words })
    if (some[0][1].total > 0) {
      matches = some
      someWords = true
    }
  }
  const [[ids, aggs], tagAggs, subcategoryAggs] = matches
  // The log entry needs only the count, so it is written while the events are read.
  const [details] = await Promise.all([
    findEventDetailsByIds(db, ids, { now, viewerUserId: input.viewerUserId }),
    text !== ''
      ? insertSearchLogEntry(primary, {
          query: (spelling?.showingCorrected ? spelling.corrected : input.text!.trim()).slice(0, 200),
          normalizedQuery: normalizeSearchTerm(spelling?.showingCorrected ? spelling.corrected : text),
          placeId: where.placeId,
          userId: input.viewerUserId,
          resultCount: aggs.total,
          at: now,
        })
      : undefined,
  ])

  const reachable = Math.min(aggs.total, MAX_RESULT_DEPTH)
  return {
    placeId: where.placeId,
    spelling,
    someWords,
    events: {
      results: details.map((d) => computeEventJson(d, { now, origin: input.origin })),
      pagination: {
        object_count: aggs.total,
        page_number: input.page,
        page_size: input.pageSize,
        page_count: Math.ceil(reachable / input.pageSize),
      },
      aggs: {
        categories: aggs.categories.map((c) => ({
          key: String(c.id),
          name: getCategoryById(c.id)?.name ?? String(c.id),
          count: c.count,
        })),
        formats: aggs.formats.map((f) => ({ key: String(f.id), name: getFormatById(f.id)?.name ?? String(f.id), count: f.count })),
        dates: aggs.dates.map((d) => ({
          key: d.key,
          label: DATE_FILTERS.find((f) => f.keyword === d.key)?.label ?? d.key,
          count: d.count,
        })),
        price: [
          { key: 'free', count: aggs.price.free },
          { key: 'paid', count: aggs.price.paid },
        ],
        subcategories: (subcategoryAggs ?? aggs).subcategories.map((sc) => ({
          key: String(sc.id),
          name: getSubcategoryById(sc.id)?.title.trim() ?? String(sc.id),
          count: sc.count,
        })),
        tags: (tagAggs ?? aggs).tags.map((t) => ({
          key: t.tag,
          label: POPULAR_TAGS.find((p) => p.slug === t.tag)?.label ?? t.tag,
          count: t.count,
        })),
      },
    },
  }
}
