import 'server-only'
import type { BoundingBox } from '@/core/shared/bounding-box'
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { getOrLoad } from '@/core/shared/ttl-cache'
import { normalizeSearchTerm } from '@/core/search/search-text'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { FORMATS } from '@/core/taxonomy/formats'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import {
  findOrganizerNamesByPrefix,
  findSearchTermsByPrefix,
  findSoonestEventNamesInArea,
} from './discovery-repository'
import { buildEventNameIndex, matchEventNames, matchOrganizerNames, type EventNameIndex } from './event-name-index'
import { resolveSearchArea, type SearchAreaInput } from './resolve-search-area'
import { MAX_SUGGESTIONS, rankSuggestions, type SuggestionCandidate } from './suggestion-ranking'

export const MAX_EVENT_SUGGESTIONS = 6
const MAX_ORGANIZER_SUGGESTIONS = 8
/** Event suggestions come from the soonest this-many events of the area in the next four weeks. */
export const SUGGESTED_EVENTS_POOL = 5000
const POOL_DAYS = 28
// Spec §9 lets discovery data be five minutes stale; answers for visitors without a session are the
// same for everyone, so a burst of typing near one place is answered from memory: answers for a minute
// (caches.autocompleteAnswers), each area's event-name index for five (caches.eventNameIndexes).

export type AutocompleteInput = SearchAreaInput & {
  q: string
  completionTypes: ('event' | 'query')[]
  viewerUserId: number | null
  origin: string
}

export type AutocompleteResult = { query: string[]; event: EventJson[] }

// Category, subcategory and format words are suggestions anyone might want (lower-cased like searches).
const TAXONOMY_WORDS: SuggestionCandidate[] = [
  ...CATEGORIES.map((c) => ({ text: c.name.toLowerCase(), source: 'category' as const, popularity: 0 })),
  ...SUBCATEGORIES.filter((s) => s.refinement !== 'other').map((s) => ({
    text: s.title.trim().toLowerCase(),
    source: 'category' as const,
    popularity: 0,
  })),
  ...FORMATS.map((f) => ({ text: f.name.toLowerCase(), source: 'category' as const, popularity: 0 })),
]

function areaKey(area: BoundingBox | 'online' | 'anywhere'): string {
  return typeof area === 'string' ? area : [area.swLat, area.swLng, area.neLat, area.neLng].map((n) => n.toFixed(3)).join(',')
}

/** The area's name index, built once per five minutes and shared by concurrent requests. */
function eventNameIndexFor(
  { db, caches }: Pick<CoreDeps, 'db' | 'caches'>,
  area: BoundingBox | 'online' | 'anywhere',
  now: Date,
): Promise<EventNameIndex> {
  const until = new Date(now.getTime() + POOL_DAYS * 24 * 60 * 60 * 1000)
  return getOrLoad(caches.eventNameIndexes, areaKey(area), now.getTime(), () =>
    findSoonestEventNamesInArea(db, { area, now, until, limit: SUGGESTED_EVENTS_POOL }).then(buildEventNameIndex),
  )
}

/**
 * Spec §7 autocomplete: popular past searches near the place, organizer names and category words as
 * `query` strings, and matching upcoming events near the place as `event`, at most 24 in all.
 */
export async function autocompleteSearches(
  { db, clock, caches }: Pick<CoreDeps, 'db' | 'clock' | 'caches'>,
  input: AutocompleteInput,
): Promise<AutocompleteResult> {
  const typed = normalizeSearchTerm(input.q)
  if (!typed) return { query: [], event: [] }
  const now = clock.now()
  if (input.viewerUserId !== null) return computeSuggestions({ db, caches }, input, typed, now)
  const key = [input.origin, input.placeId ?? '', input.latitude ?? '', input.longitude ?? '', [...input.completionTypes].sort().join(','), typed].join('|')
  // Errors (an unknown place) are answered to this caller only, never served from the cache.
  return getOrLoad(caches.autocompleteAnswers, key, now.getTime(), () => computeSuggestions({ db, caches }, input, typed, now))
}

async function computeSuggestions(
  { db, caches }: Pick<CoreDeps, 'db' | 'caches'>,
  input: AutocompleteInput,
  typed: string,
  now: Date,
): Promise<AutocompleteResult> {
  const { place, area } = await resolveSearchArea({ db }, input)
  const wantEvents = input.completionTypes.includes('event')
  const wantQueries = input.completionTypes.includes('query')
  const placeIds = place ? [place.id, ...(place.parentId ? [place.parentId] : []), ''] : null
  const index = wantEvents || wantQueries ? eventNameIndexFor({ db, caches }, area, now) : null
  const [terms, organizers, eventIds] = await Promise.all([
    wantQueries ? findSearchTermsByPrefix(db, { placeIds, prefix: typed, limit: MAX_SUGGESTIONS }) : Promise.resolve([]),
    // Organizers of events near the place; anywhere else only when none near matches (issue 22).
    wantQueries
      ? index!.then((i) => {
          const near = area === 'anywhere' ? [] : matchOrganizerNames(i, typed, MAX_ORGANIZER_SUGGESTIONS)
          return near.length > 0 ? near : findOrganizerNamesByPrefix(db, { prefix: typed, limit: MAX_ORGANIZER_SUGGESTIONS })
        })
      : Promise.resolve([]),
    wantEvents ? index!.then((i) => matchEventNames(i, typed, MAX_EVENT_SUGGESTIONS)) : Promise.resolve([]),
  ])
  const details = eventIds.length > 0 ? await findEventDetailsByIds(db, eventIds, { now, viewerUserId: input.viewerUserId }) : []
  const events = details.map((d) => computeEventJson(d, { now, origin: input.origin }))

  const candidates: SuggestionCandidate[] = wantQueries
    ? [
        ...terms.map((t) => ({ text: t.term, source: 'query' as const, popularity: t.count })),
        ...organizers.map((o) => ({ text: o.term, source: 'organizer' as const, popularity: o.count })),
        ...TAXONOMY_WORDS,
      ]
    : []
  const query = rankSuggestions(candidates, typed, MAX_SUGGESTIONS - events.length)
  return { query, event: events }
}
