// The caches use cases read, as one typed object handed to them in CoreDeps.caches. Which instance fills
// each slot, with what key, freshness, size bound and invalidation, is listed in one table:
// src/server/cache-registry.ts. Use cases never create caches of their own (STYLE.md "State is explicit").
import type { ConciergeHome } from '@/core/concierge/ask-concierge'
import type { PlaceMatch } from '@/core/concierge/message-interpretation'
import type { AutocompleteResult } from '@/core/discovery/autocomplete-searches'
import type { TermCount } from '@/core/discovery/discovery-repository'
import type { EventNameDirectoryCache } from '@/core/discovery/event-name-directory-cache'
import type { HomeFeed } from '@/core/discovery/get-home-feed'
import type { TrendingResult } from '@/core/discovery/list-trending-searches'
import type { SubcategoryTile } from '@/core/discovery/subcategory-tile'
import type { DateBucket, EventSearchAggregates } from '@/core/search/event-search-repository'
import type { WordFacts } from '@/core/search/search-words'
import type { HoldContextHint } from '@/core/ticketing/checkout-repository'
import type { RefreshingCache, TtlCache } from './ttl-cache'

export type CoreCaches = {
  homeFeeds: TtlCache<Promise<HomeFeed>>
  homeTiles: TtlCache<Promise<SubcategoryTile[]>>
  trendingSearches: TtlCache<TrendingResult>
  eventNameDirectory: EventNameDirectoryCache
  autocompleteAnswers: TtlCache<Promise<AutocompleteResult>>
  organizerNameMatches: TtlCache<Promise<TermCount[]>>
  searchAggregates: RefreshingCache<EventSearchAggregates>
  searchRankedIds: RefreshingCache<number[]>
  searchPageIds: RefreshingCache<number[]>
  searchableTexts: TtlCache<Promise<boolean>>
  searchWordFacts: TtlCache<Promise<WordFacts>>
  searchDateBuckets: TtlCache<DateBucket[]>
  conciergeHomes: TtlCache<ConciergeHome>
  conciergePlaceNames: TtlCache<PlaceMatch | null>
  conciergePlaceScopes: TtlCache<boolean>
  blurPlaceholders: TtlCache<Promise<string | null>>
  holdContexts: TtlCache<HoldContextHint>
}

/**
 * What a write changed, for the caches to drop what depends on it. Most discovery caches are keyed by a
 * place or a filter set, not by event, so an event change drops them whole (decision 005).
 * - `event`: an event was listed, changed or unlisted (name, text, dates, place, status, prices).
 * - `ticket-class`: availability changed (a class sold out, reopened, or its remaining count moved);
 *   only caches that hold event JSON with availability drop. A change of price is an `event` change.
 * - `organizer`: an organizer's name or page changed.
 * - `all-search`: everything derived from events (used after a lost LISTEN connection).
 * - `places`: the places table was reloaded.
 * - `all`: every cache.
 */
export type CacheChange =
  | { kind: 'event'; ids: readonly number[] }
  | { kind: 'ticket-class'; eventIds: readonly number[] }
  | { kind: 'organizer'; ids: readonly number[] }
  | { kind: 'all-search' }
  | { kind: 'places' }
  | { kind: 'all' }

/**
 * Drops what `change` affects here and, on PostgreSQL, in every other app instance (within a second,
 * through LISTEN/NOTIFY). Call it after the write has committed.
 */
export type InvalidateCaches = (change: CacheChange) => Promise<void>
