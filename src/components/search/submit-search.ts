// What a made search does (spec §2 "Search bar and dropdown", §5): remember it among the recent
// searches, then go to its results page for the chosen place. One module, loaded only when a search is
// made, so the results-URL rules (and the taxonomy they check) and the recent-search rules are not
// part of the first load, and cost it one loader instead of two.
import type { PickedLocation } from '@/core/places/picked-location'
import { buildResultsPath, isResultsUrlError, parseResultsPath } from '@/core/search/results-url'
import { computeResultsLocation, resultsPathFor } from './results-location'
import { addToRecent, readStoredList, RECENT_SEARCHES_KEY, writeStoredList } from './search-suggestions'

/**
 * languagePrefix: the site's language subdirectory (`es-us`), '' when none (spec §2 "Routes").
 * replace: the results replace the current history entry (the dropdown's #search) instead of following it.
 */
export function submitSearch(
  location: PickedLocation,
  typed: string,
  languagePrefix: string,
  { replace = false }: { replace?: boolean } = {},
): void {
  if (typed) writeStoredList(RECENT_SEARCHES_KEY, addToRecent(readStoredList(RECENT_SEARCHES_KEY), typed))
  const path = resultsPathFor(location, { text: typed, locale: languagePrefix })
  if (replace) window.location.replace(path)
  else window.location.assign(path)
}

/**
 * On a results page, the same search and filters in `location`, from the first page (issue 38 §12:
 * choosing Berlin on a results page showed nothing new until the search button was pressed). Elsewhere
 * nothing happens: the place waits for the search.
 */
export function showResultsIn(location: PickedLocation): void {
  const current = parseResultsPath(window.location.pathname, window.location.search)
  if (isResultsUrlError(current)) return
  const path = buildResultsPath({ ...current, location: computeResultsLocation(location), page: undefined })
  if (path !== window.location.pathname + window.location.search) window.location.assign(path)
}
