// Every in-process cache of an app instance, in one table: what it holds (key), how long (freshness), how
// much (size bound), which code reads it (owner), and which writes empty it (drops on). The core's caches
// are created here and handed to use cases as CoreDeps.caches (src/server/get-deps.ts); the ones that live
// below the core (the place directory, kept per database handle) are listed with their own hooks.
// docs/architecture.md "Cache registry" shows the same table; decision 005 explains the invalidation.
// The two caches of our own HTTP server (scripts/serve.ts), the home page HTML and the compressed bodies,
// are created there and listed here with `register` when the server starts.
import 'server-only'
import type { Db } from '@/db/create-db'
import type { CacheChange, CoreCaches } from '@/core/shared/core-caches'
import { createRefreshingCache, createTtlCache, type CacheControl, type CacheStats } from '@/core/shared/ttl-cache'
import { createEventNameDirectoryCache } from '@/core/discovery/event-name-directory-cache'
import { forgetPlaceDirectory, getPlaceDirectoryStats } from '@/core/places/places-repository'

const MINUTE = 60_000

export type CacheChangeKind = CacheChange['kind']

export type CacheRegistryEntry = {
  name: string
  key: string
  freshness: string
  sizeBound: string
  owner: string
  /** The kinds of change that empty it (besides `all`, which empties everything). */
  dropsOn: readonly CacheChangeKind[]
  /** `onChange`, when present, is told the change instead of being cleared (it knows which events). */
  control: CacheControl & { onChange?: (change: CacheChange) => void }
}

export type CacheStatsRow = CacheStats & { name: string }

export type CacheRegistry = {
  caches: CoreCaches
  entries: readonly CacheRegistryEntry[]
  /** Drops, in this instance only, what `change` affects. */
  invalidateLocally: (change: CacheChange) => void
  /** Lists a cache created outside the core (our HTTP server's), so that changes and counters reach it. */
  register: (entry: CacheRegistryEntry) => void
  /** Hits, misses and entries per cache (branch `operations` exports them as metrics). */
  stats: () => CacheStatsRow[]
}

// Event-derived caches have no key by event: an event's change can move it into or out of any filter
// set, place or name prefix, so they drop whole. That is cheap because writes are rare next to reads and
// each cache refills from a few queries (decision 005).
const EVENT_DERIVED: readonly CacheChangeKind[] = ['event', 'organizer', 'all-search']
// Answers that embed event JSON (availability, sales status) also drop when availability changes.
export const WITH_EVENT_JSON: readonly CacheChangeKind[] = [...EVENT_DERIVED, 'ticket-class']

/**
 * A fresh set of caches for one app instance (one database handle). Tests create their own, so they never
 * see each other's entries. `db`, when given, is the handle whose place directory the registry lists.
 */
export function createCacheRegistry(db?: Db): CacheRegistry {
  const caches: CoreCaches = {
    homeFeeds: createTtlCache(MINUTE, 500),
    homeTiles: createTtlCache(10 * MINUTE, 20),
    trendingSearches: createTtlCache(5 * MINUTE, 1000),
    eventNameDirectory: createEventNameDirectoryCache(30 * MINUTE),
    autocompleteAnswers: createTtlCache(MINUTE, 5000),
    organizerNameMatches: createTtlCache(5 * MINUTE, 2000),
    searchAggregates: createRefreshingCache(MINUTE, 4 * MINUTE, 2000),
    searchRankedIds: createRefreshingCache(MINUTE, 4 * MINUTE, 2000),
    searchPageIds: createRefreshingCache(MINUTE, 4 * MINUTE, 4000),
    searchableTexts: createTtlCache(60 * MINUTE, 5000),
    searchWordFacts: createTtlCache(5 * MINUTE, 20_000),
    searchDateBuckets: createTtlCache(MINUTE, 500),
    conciergeHomes: createTtlCache(60 * MINUTE, 1000),
    conciergePlaceNames: createTtlCache(60 * MINUTE, 5000),
    conciergePlaceScopes: createTtlCache(60 * MINUTE, 5000),
    blurPlaceholders: createTtlCache(Infinity, 1000),
    holdContexts: createTtlCache(10_000, 2000),
  }
  const entries: CacheRegistryEntry[] = [
    { name: 'homeFeeds', key: 'place id | origin', freshness: '1 min', sizeBound: '500 places', owner: 'discovery/get-home-feed', dropsOn: WITH_EVENT_JSON, control: caches.homeFeeds },
    { name: 'homeTiles', key: 'tile ids (fixed, seasonal for the place and day)', freshness: '10 min', sizeBound: '20', owner: 'discovery/get-home-feed', dropsOn: EVENT_DERIVED, control: caches.homeTiles },
    { name: 'trendingSearches', key: 'place slug | timeframe', freshness: '5 min', sizeBound: '1,000', owner: 'discovery/list-trending-searches', dropsOn: EVENT_DERIVED, control: caches.trendingSearches },
    { name: 'eventNameDirectory', key: 'one per instance (every area reads it)', freshness: 'rebuilt in the background every 30 min (ranking by saves, the moving window); changed events read again at once', sizeBound: 'upcoming 5 weeks of events (about 540,000 names, 35 MB, at a million events)', owner: 'discovery/autocomplete-searches', dropsOn: EVENT_DERIVED, control: caches.eventNameDirectory },
    { name: 'autocompleteAnswers', key: 'origin | place | coordinates | types | typed text', freshness: '1 min', sizeBound: '5,000', owner: 'discovery/autocomplete-searches', dropsOn: WITH_EVENT_JSON, control: caches.autocompleteAnswers },
    { name: 'organizerNameMatches', key: 'typed text', freshness: '5 min', sizeBound: '2,000', owner: 'discovery/autocomplete-searches (organizers anywhere, when none near matches)', dropsOn: ['organizer'], control: caches.organizerNameMatches },
    { name: 'searchAggregates', key: 'filter set + date buckets + counted tags', freshness: '1 min fresh + 4 min stale', sizeBound: '2,000', owner: 'search/search-events', dropsOn: EVENT_DERIVED, control: caches.searchAggregates },
    { name: 'searchRankedIds', key: 'filter set (text search)', freshness: '1 min fresh + 4 min stale', sizeBound: '2,000 × 1,000 ids', owner: 'search/search-events', dropsOn: EVENT_DERIVED, control: caches.searchRankedIds },
    { name: 'searchPageIds', key: 'filter set + sort + page', freshness: '1 min fresh + 4 min stale', sizeBound: '4,000', owner: 'search/search-events', dropsOn: EVENT_DERIVED, control: caches.searchPageIds },
    { name: 'searchableTexts', key: 'search text', freshness: '60 min', sizeBound: '5,000', owner: 'search/search-events', dropsOn: [], control: caches.searchableTexts },
    { name: 'searchWordFacts', key: 'typed word (| last)', freshness: '5 min', sizeBound: '20,000', owner: 'search/interpret-search-text', dropsOn: EVENT_DERIVED, control: caches.searchWordFacts },
    { name: 'searchDateBuckets', key: 'time zone | minute', freshness: '1 min', sizeBound: '500', owner: 'search/search-events', dropsOn: [], control: caches.searchDateBuckets },
    { name: 'conciergeHomes', key: 'place slug | default slug', freshness: '60 min', sizeBound: '1,000', owner: 'concierge/ask-concierge', dropsOn: ['places'], control: caches.conciergeHomes },
    { name: 'conciergePlaceNames', key: 'folded name | home place', freshness: '60 min', sizeBound: '5,000', owner: 'concierge/ask-concierge', dropsOn: ['places'], control: caches.conciergePlaceNames },
    { name: 'conciergePlaceScopes', key: 'place id', freshness: '60 min', sizeBound: '5,000', owner: 'concierge/ask-concierge (is a named place part of a bigger one)', dropsOn: ['places'], control: caches.conciergePlaceScopes },
    { name: 'blurPlaceholders', key: 'image storage key', freshness: 'forever (a key names one picture)', sizeBound: '1,000', owner: 'images/blur-placeholder', dropsOn: [], control: caches.blurPlaceholders },
    // Hints only: the hold's one statement checks the settings it priced with and the seats (issue 36).
    { name: 'holdContexts', key: 'event id | ticket class ids', freshness: '10 s', sizeBound: '2,000', owner: 'ticketing/reserve-tickets', dropsOn: WITH_EVENT_JSON, control: caches.holdContexts },
  ]
  if (db) {
    entries.push({
      name: 'placeDirectory',
      key: 'database handle',
      freshness: 'until the places table is reloaded',
      sizeBound: '1 (the places table, ~140,000 rows in typed arrays)',
      owner: 'places/places-repository',
      dropsOn: ['places'],
      control: { clear: () => forgetPlaceDirectory(db), stats: () => getPlaceDirectoryStats(db) },
    })
  }
  return {
    caches,
    entries,
    invalidateLocally(change) {
      for (const entry of entries) {
        if (change.kind !== 'all' && !entry.dropsOn.includes(change.kind)) continue
        if (entry.control.onChange) entry.control.onChange(change)
        else entry.control.clear()
      }
    },
    register(entry) {
      if (!entries.some((listed) => listed.name === entry.name)) entries.push(entry)
    },
    stats: () => entries.map((entry) => ({ name: entry.name, ...entry.control.stats() })),
  }
}
