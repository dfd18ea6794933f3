// "Show all N" (issue 22): the `/d/` results page of the search the concierge understood, so that the
// events behind "Found 39 … Here are 12" are one link away. A results URL names one category, one format
// and no part of day or price cap; when the concierge's search says more than a URL can, the link goes
// to the nearest wider page and says so (`exact: false`).
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import type { ConciergeSearch } from './concierge-search'

export type ConciergeResultsLink = { path: string; exact: boolean }

/** `homeSlug`: the chat's own place slug, for a search "here"; null when it has none (anywhere). */
export function computeResultsLink(search: ConciergeSearch, homeSlug: string | null): ConciergeResultsLink {
  let exact = true
  const query: ResultsQuery = { location: { kind: 'local' } }
  switch (search.place.kind) {
    case 'online':
      query.location = { kind: 'online' }
      break
    case 'named':
      query.location = { kind: 'place', slug: search.place.slug }
      break
    case 'around':
      query.location = { kind: 'bbox', bbox: search.place.bbox }
      break
    case 'here':
      if (homeSlug) query.location = { kind: 'place', slug: homeSlug }
      else exact = false
      break
  }
  if (search.price) query.price = search.price
  // Subcategories name their categories already; several categories without them cannot be said.
  if (search.categoryIds.length === 1) query.categorySlug = getCategoryById(search.categoryIds[0]!)?.slug
  else if (search.categoryIds.length > 1 && search.subcategoryIds.length === 0) exact = false
  if (search.subcategoryIds.length > 0) query.subcategoryIds = search.subcategoryIds
  if (search.formatIds.length === 1) query.formatSlug = getFormatById(search.formatIds[0]!)?.slug
  else if (search.formatIds.length > 1) exact = false
  if (search.dates && 'keyword' in search.dates) query.dateKeyword = search.dates.keyword
  else if (search.dates) {
    query.startDate = search.dates.startDate
    query.endDate = search.dates.endDate
  }
  if (search.tags.length > 0) query.tags = search.tags
  if (search.text) query.text = search.text
  else query.sort = 'date'
  if (search.timeOfDay || (search.maxPriceMinor !== null && search.price !== 'free')) exact = false
  return { path: buildResultsPath(query), exact }
}
