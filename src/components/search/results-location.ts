// Which /d/ location a search-bar Location searches (spec §2 "Routes"): its place slug, `online`, or
// for bare coordinates the united-states slug with a derived bounding box.
import type { PickedLocation } from '@/core/places/picked-location'
import { bboxAround, buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import type { ResultsLocation } from '@/core/search/search-location'

export function computeResultsLocation(location: PickedLocation): ResultsLocation {
  if (location.isOnline) return { kind: 'online' }
  if (location.slug) return { kind: 'place', slug: location.slug }
  if (location.latitude !== null && location.longitude !== null) {
    return { kind: 'bbox', bbox: bboxAround(location.latitude, location.longitude) }
  }
  return { kind: 'local' }
}

/**
 * The results URL for a place plus optional refinements; text that normalizes to nothing is dropped.
 * `locale` is the site's language subdirectory (LocaleInfo.languagePrefix, e.g. `es-us`): with one the
 * path is /{locale}/d/… (spec §2 "Routes"); '' or none means no subdirectory.
 */
export function resultsPathFor(location: PickedLocation, query: Omit<ResultsQuery, 'location'> = {}): string {
  const text = query.text?.trim()
  return buildResultsPath({
    ...query,
    locale: query.locale || undefined,
    location: computeResultsLocation(location),
    text: text || undefined,
  })
}
