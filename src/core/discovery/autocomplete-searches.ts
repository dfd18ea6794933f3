import 'server-only'
import { computeEventJson, type EventJson } from '@/core/events/event-json'
import { findEventDetailsByIds } from '@/core/events/events-repository'
import { readerOf, type CoreDeps } from '@/core/shared/core-deps'
import { getOrLoad } from '@/core/shared/ttl-cache'
import { normalizeSearchTerm } from '@/core/search/search-text'
import { CATALOG_LANGUAGES, type CatalogLanguage } from '@/core/i18n/page-locale'
import { listTaxonomyNames } from '@/core/search/language-first-query'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { FORMATS } from '@/core/taxonomy/formats'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import { findOrganizerNamesByPrefix, findSearchTermsByPrefix, findUpcomingNamedEvents } from './discovery-repository'
import { matchDirectoryEntries, matchDirectoryOrganizers, type EventNameDirectory, type NameArea } from './event-name-directory'
import { SUGGESTION_WINDOW_MS, type DirectoryView } from './event-name-directory-cache'
import { resolveSearchArea, type SearchAreaInput } from './resolve-search-area'
import { MAX_SUGGESTIONS, rankSuggestions, type SuggestionCandidate } from './suggestion-ranking'

export const MAX_EVENT_SUGGESTIONS = 6
const MAX_ORGANIZER_SUGGESTIONS = 8
// Spec §9 lets discovery data be five minutes stale; answers for visitors without a session are the
// same for everyone, so a burst of typing near one place is answered from memory for a minute
// (caches.autocompleteAnswers). Event names come from the instance's one name directory
// (caches.eventNameDirectory), whatever the area.

export type AutocompleteInput = SearchAreaInput & {
  q: string
  /** The language of the page asking (its category words); English when not given. */
  language?: CatalogLanguage
  completionTypes: ('event' | 'query')[]
  viewerUserId: number | null
  origin: string
}

export type AutocompleteResult = { query: string[]; event: EventJson[] }

// Category, subcategory and format words are suggestions anyone might want (lower-cased like searches).
const ENGLISH_TAXONOMY_WORDS: SuggestionCandidate[] = [
  ...CATEGORIES.map((c) => ({ text: c.name.toLowerCase(), source: 'category' as const, popularity: 0 })),
  ...SUBCATEGORIES.filter((s) => s.refinement !== 'other').map((s) => ({
    text: s.title.trim().toLowerCase(),
    source: 'category' as const,
    popularity: 0,
  })),
  ...FORMATS.map((f) => ({ text: f.name.toLowerCase(), source: 'category' as const, popularity: 0 })),
]

// A page in another language offers its own words for them (decision 055), which its results page reads
// as the filters they name: "konz" suggests "konzerte" on /de-de/, not "concert" searched as text.
const TAXONOMY_WORDS: Readonly<Record<CatalogLanguage, SuggestionCandidate[]>> = Object.fromEntries(
  CATALOG_LANGUAGES.map((language) => [
    language,
    language === 'en'
      ? ENGLISH_TAXONOMY_WORDS
      : listTaxonomyNames(language).map((name) => ({ text: name.shown.toLocaleLowerCase(language), source: 'category' as const, popularity: 0 })),
  ]),
) as Record<CatalogLanguage, SuggestionCandidate[]>

/** The name directory, with the events written since it was built. */
function readNameDirectory({ db, caches }: Pick<CoreDeps, 'db' | 'caches'>, now: Date): Promise<DirectoryView> {
  return caches.eventNameDirectory.read(now.getTime(), {
    loadAll: (from, until) => findUpcomingNamedEvents(db, { from: new Date(from), until: new Date(until) }),
    loadByIds: (ids, from, until) => findUpcomingNamedEvents(db, { from: new Date(from), until: new Date(until), ids }),
  })
}

/** Builds the name directory now (at start-up), so that no visitor waits for it. */
export async function warmEventNameDirectory(deps: Pick<CoreDeps, 'db' | 'clock' | 'caches'>): Promise<void> {
  await readNameDirectory(deps, deps.clock.now())
}

type Ranked = { id: number; bookmarks: number; startMs: number; series: number }
const entryOf = (d: EventNameDirectory, i: number): Ranked => ({ id: d.ids[i]!, bookmarks: d.bookmarks[i]!, startMs: d.startMs[i]!, series: d.series[i]! })

/** Ids of the first `limit` events of the area whose name the typed words start, most saved first, a series once. */
export function suggestEventIds(view: DirectoryView, query: { typed: string; area: NameArea; nowMs: number; limit: number }): number[] {
  const asked = { typed: query.typed, area: query.area, fromMs: query.nowMs, untilMs: query.nowMs + SUGGESTION_WINDOW_MS, limit: query.limit }
  const base = matchDirectoryEntries(view.directory, { ...asked, skip: (id) => view.changed.has(id) }).map((i) => entryOf(view.directory, i))
  if (view.overlay.size === 0) return base.map((e) => e.id)
  const changed = matchDirectoryEntries(view.overlay, asked).map((i) => entryOf(view.overlay, i))
  const seenSeries = new Set<number>()
  return [...base, ...changed]
    .sort((a, b) => b.bookmarks - a.bookmarks || a.startMs - b.startMs || a.id - b.id)
    .filter((e) => e.series === 0 || (!seenSeries.has(e.series) && seenSeries.add(e.series)))
    .slice(0, query.limit)
    .map((e) => e.id)
}

/** Organizers of the area's upcoming events whose name holds the typed text, most followed first. */
export function suggestOrganizerNames(view: DirectoryView, query: { typed: string; area: NameArea; nowMs: number; limit: number }): { term: string; count: number }[] {
  const asked = { typed: query.typed, area: query.area, fromMs: query.nowMs, untilMs: query.nowMs + SUGGESTION_WINDOW_MS, limit: query.limit }
  const base = matchDirectoryOrganizers(view.directory, { ...asked, skip: (id) => view.changed.has(id) })
  if (view.overlay.size === 0) return base
  const byName = new Map([...base, ...matchDirectoryOrganizers(view.overlay, asked)].map((o) => [o.term, o]))
  return [...byName.values()].sort((a, b) => b.count - a.count || a.term.localeCompare(b.term)).slice(0, query.limit)
}

/**
 * Spec §7 autocomplete: popular past searches near the place, organizer names and category words as
 * `query` strings, and matching upcoming events near the place as `event`, at most 24 in all.
 */
export async function autocompleteSearches(
  { db, readDb, clock, caches }: Pick<CoreDeps, 'db' | 'readDb' | 'clock' | 'caches'>,
  input: AutocompleteInput,
): Promise<AutocompleteResult> {
  const typed = normalizeSearchTerm(input.q)
  if (!typed) return { query: [], event: [] }
  const now = clock.now()
  if (input.viewerUserId !== null) return computeSuggestions({ db, readDb, caches }, input, typed, now)
  const key = [input.origin, input.language ?? 'en', input.placeId ?? '', input.latitude ?? '', input.longitude ?? '', [...input.completionTypes].sort().join(','), typed].join('|')
  // Errors (an unknown place) are answered to this caller only, never served from the cache.
  return getOrLoad(caches.autocompleteAnswers, key, now.getTime(), () => computeSuggestions({ db, readDb, caches }, input, typed, now))
}

async function computeSuggestions(
  { db: primary, readDb, caches }: Pick<CoreDeps, 'db' | 'readDb' | 'caches'>,
  input: AutocompleteInput,
  typed: string,
  now: Date,
): Promise<AutocompleteResult> {
  // The place from the primary's in-memory directory; everything else may be read on a replica.
  const { place, area } = await resolveSearchArea({ db: primary }, input)
  const db = readerOf({ db: primary, readDb })
  const wantEvents = input.completionTypes.includes('event')
  const wantQueries = input.completionTypes.includes('query')
  const placeIds = place ? [place.id, ...(place.parentId ? [place.parentId] : []), ''] : null
  const names = wantEvents || wantQueries ? readNameDirectory({ db, caches }, now) : null
  const nowMs = now.getTime()
  const [terms, organizers, eventIds] = await Promise.all([
    wantQueries ? findSearchTermsByPrefix(db, { placeIds, prefix: typed, limit: MAX_SUGGESTIONS }) : Promise.resolve([]),
    // Organizers of events near the place; anywhere else only when none near matches (issue 22).
    wantQueries
      ? names!.then((view) => {
          const near = area === 'anywhere' ? [] : suggestOrganizerNames(view, { typed, area, nowMs, limit: MAX_ORGANIZER_SUGGESTIONS })
          if (near.length > 0) return near
          // The same for every area, so one answer per typed text serves them all (caches.organizerNameMatches).
          return getOrLoad(caches.organizerNameMatches, typed, nowMs, () => findOrganizerNamesByPrefix(db, { prefix: typed, limit: MAX_ORGANIZER_SUGGESTIONS }))
        })
      : Promise.resolve([]),
    wantEvents ? names!.then((view) => suggestEventIds(view, { typed, area, nowMs, limit: MAX_EVENT_SUGGESTIONS })) : Promise.resolve([]),
  ])
  const details = eventIds.length > 0 ? await findEventDetailsByIds(db, eventIds, { now, viewerUserId: input.viewerUserId }) : []
  const events = details.map((d) => computeEventJson(d, { now, origin: input.origin }))

  const candidates: SuggestionCandidate[] = wantQueries
    ? [
        ...terms.map((t) => ({ text: t.term, source: 'query' as const, popularity: t.count })),
        ...organizers.map((o) => ({ text: o.term, source: 'organizer' as const, popularity: o.count })),
        ...TAXONOMY_WORDS[input.language ?? 'en'],
      ]
    : []
  const query = rankSuggestions(candidates, typed, MAX_SUGGESTIONS - events.length)
  return { query, event: events }
}
