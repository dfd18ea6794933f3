import 'server-only'
import { listNearbyCities } from '@/core/places/list-nearby-cities'
import { findPlaceById, findPlaceBySlug } from '@/core/places/places-repository'
import type { PlaceRecord } from '@/core/places/place-types'
import { computePlaceFullName } from '@/core/places/serialize-place'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeSearchFilters } from './results-filters'
import type { ResultsPlaceName } from './results-page-text'
import type { ResultsQuery } from './results-url'
import { searchEvents, type SearchEventsResult } from './search-events'
import type { ResolvedSearchLocation } from './search-location'

export type GetResultsPageInput = {
  query: ResultsQuery
  /** The visitor's place (cookie or request), which `/d/local/…` stands for; null searches everywhere. */
  localPlaceId: string | null
  viewerUserId: number | null
  origin: string
  pageSize: number
}

export type NearbyPlace = { name: string; slug: string }

export type ResultsPage = {
  place: ResultsPlaceName
  /** The place record behind a place or local search, for links that keep the place. */
  placeSlug: string | null
  events: SearchEventsResult['events']
  /** Issue 22 "Did you mean": the typed text's correction, when one found events. */
  spelling: SearchEventsResult['spelling']
  /** No event has every word of the text; the results have some of them. */
  someWords: boolean
  /** Bigger cities around the place, suggested when nothing matched. */
  nearbyPlaces: NearbyPlace[]
}


async function resolvePlace(
  db: CoreDeps['db'],
  query: ResultsQuery,
  localPlaceId: string | null,
): Promise<{ search: ResolvedSearchLocation; record: PlaceRecord | null; name: ResultsPlaceName }> {
  const { location } = query
  switch (location.kind) {
    case 'online':
      return { search: { kind: 'online' }, record: null, name: { kind: 'online' } }
    case 'bbox':
      return { search: { kind: 'bbox', bbox: location.bbox }, record: null, name: { kind: 'area' } }
    case 'local':
    case 'place': {
      const record =
        location.kind === 'place'
          ? await findPlaceBySlug(db, location.slug)
          : localPlaceId === null
            ? null
            : await findPlaceById(db, localPlaceId)
      if (location.kind === 'place' && !record) {
        throw new AppError('NOT_FOUND', `There is no place called "${location.slug}".`, { location: ['is not a known place'] })
      }
      if (!record) return { search: { kind: 'anywhere' }, record: null, name: { kind: 'area' } }
      if (record.placeType === 'online') return { search: { kind: 'online' }, record: null, name: { kind: 'online' } }
      return { search: { kind: 'place', placeId: record.id }, record, name: { kind: 'place', name: computePlaceFullName(record) } }
    }
  }
}

/**
 * A results page of spec §2 (`/d/{location}/{refinements}/{query}/`): the place the URL names (unknown
 * slug → NOT_FOUND), one page of the event search with its facet counts, and nearby places to suggest
 * when nothing matches.
 */
export async function getResultsPage(deps: Pick<CoreDeps, 'db' | 'readDb' | 'clock' | 'caches'>, input: GetResultsPageInput): Promise<ResultsPage> {
  const where = await resolvePlace(deps.db, input.query, input.localPlaceId)
  const result = await searchEvents(deps, {
    ...computeSearchFilters(input.query),
    allowSomeWords: true,
    location: where.search,
    pageSize: input.pageSize,
    viewerUserId: input.viewerUserId,
    origin: input.origin,
  })
  const nearby = result.events.pagination.object_count === 0 && where.record ? await listNearbyCities(deps.db, where.record) : []
  return {
    place: where.name,
    placeSlug: where.record?.slug ?? null,
    events: result.events,
    spelling: result.spelling,
    someWords: result.someWords,
    nearbyPlaces: nearby,
  }
}
