// The home chips' "See more" links (spec §2 home, issue 4): the results page that continues each
// chip's list. Drawn on the server, so the results-URL builder never reaches the browser's first load.
import type { PickedLocation } from '@/core/places/picked-location'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import { resultsPathFor } from '@/components/search/results-location'
import type { HomeChipId } from './home-chips'

/** The refinements a chip's list is made of, or null for For you (picked per visitor, no results page). */
function computeChipRefinements(id: HomeChipId): Omit<ResultsQuery, 'location'> | null {
  switch (id) {
    case 'for-you':
      return null
    case 'all':
    case 'online':
      return {}
    case 'today':
      return { dateKeyword: 'today' }
    case 'this-weekend':
      return { dateKeyword: 'this_weekend' }
    case 'free':
      return { price: 'free' }
    case 'music':
      return { categorySlug: 'music' }
    case 'food-and-drink':
      return { categorySlug: 'food-and-drink' }
    case 'nightlife':
      return { tags: ['nightlife'] }
  }
}

/**
 * The results page that continues a chip's list ("See more"), or null for For you. The Online chip
 * lists online events wherever the visitor is, so its results are the online ones, not the place's.
 * `languagePrefix` is the site's language subdirectory ('' for none).
 */
export function computeChipSeeMorePath(id: HomeChipId, location: PickedLocation, languagePrefix = ''): string | null {
  const refinements = computeChipRefinements(id)
  if (refinements === null) return null
  const locale = languagePrefix || undefined
  if (id === 'online') return buildResultsPath({ ...refinements, locale, location: { kind: 'online' } })
  return resultsPathFor(location, { ...refinements, locale })
}
