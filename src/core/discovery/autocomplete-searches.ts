import 'server-only'
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeSearchTerm } from '@/core/search/search-text'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { FORMATS } from '@/core/taxonomy/formats'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import { findOrganizerNamesByPrefix, findSearchTermsByPrefix, findUpcomingEventIdsByPrefix } from './discovery-repository'
import { computePrefixTsquery } from './prefix-tsquery'
import { resolveSearchArea, type SearchAreaInput } from './resolve-search-area'
import { MAX_SUGGESTIONS, rankSuggestions, type SuggestionCandidate } from './suggestion-ranking'

export const MAX_EVENT_SUGGESTIONS = 6

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

/**
 * Spec §7 autocomplete: popular past searches near the place, organizer names and category words as
 * `query` strings, and matching upcoming events near the place as `event`, at most 24 in all.
 */
export async function autocompleteSearches(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: AutocompleteInput,
): Promise<AutocompleteResult> {
  const typed = normalizeSearchTerm(input.q)
  if (!typed) return { query: [], event: [] }
  const now = clock.now()
  const { place, area } = await resolveSearchArea({ db }, input)
  const wantEvents = input.completionTypes.includes('event')
  const wantQueries = input.completionTypes.includes('query')
  const tsquery = wantEvents ? computePrefixTsquery(typed) : null

  const placeIds = place ? [place.id, ...(place.parentId ? [place.parentId] : []), ''] : null
  const [terms, organizers, eventIds] = await Promise.all([
    wantQueries ? findSearchTermsByPrefix(db, { placeIds, prefix: typed, limit: MAX_SUGGESTIONS }) : Promise.resolve([]),
    wantQueries ? findOrganizerNamesByPrefix(db, { prefix: typed, limit: 8 }) : Promise.resolve([]),
    tsquery ? findUpcomingEventIdsByPrefix(db, { tsquery, area, now, limit: MAX_EVENT_SUGGESTIONS }) : Promise.resolve([]),
  ])
  const details = await findEventDetailsByIds(db, eventIds, { now, viewerUserId: input.viewerUserId })
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
