// Spec §3 "Search bar settings" (searchQuery, location) as a page's address gives them: a results page's
// search bar shows the text and place it was searched with; every other page starts with an empty box.
import { isResultsUrlError, parseResultsPath } from './results-url'
import type { ResultsLocation } from './search-location'

/**
 * The request's pathname, as sent, for the root layout: layouts are not told which page they wrap. The
 * proxy sets it on every request, replacing any value a client sent.
 */
export const REQUEST_PATHNAME_HEADER = 'x-tessera-pathname'

export type SearchBarSettings = { searchQuery: string; location: ResultsLocation | null }

/** From a pathname (still percent-encoded): the results page's text and location, else none. */
export function computeSearchBarSettings(pathname: string | null): SearchBarSettings {
  const query = pathname ? parseResultsPath(pathname) : null
  if (!query || isResultsUrlError(query)) return { searchQuery: '', location: null }
  return { searchQuery: query.text ?? '', location: query.location }
}
