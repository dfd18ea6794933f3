// The home page's quick filters (spec §2 "Toggle chip group", home page of issue 4): one chip at a
// time; each names the events it shows. How a chip fetches them is in chip-request.ts, which loads
// with the first chip that needs it.
import type { SearchLocation } from '@/core/places/search-location'
import { buildResultsPath, type ResultsQuery } from '@/core/search/results-url'
import { resultsPathFor } from '@/components/search/results-location'

export type HomeChipId =
  'all' | 'for-you' | 'online' | 'today' | 'this-weekend' | 'free' | 'music' | 'food-and-drink' | 'nightlife'

export type HomeChip = { id: HomeChipId; label: string }

export const HOME_CHIPS: readonly HomeChip[] = [
  { id: 'all', label: 'All' },
  { id: 'for-you', label: 'For you' },
  { id: 'online', label: 'Online' },
  { id: 'today', label: 'Today' },
  { id: 'this-weekend', label: 'This weekend' },
  { id: 'free', label: 'Free' },
  { id: 'music', label: 'Music' },
  { id: 'food-and-drink', label: 'Food & Drink' },
  { id: 'nightlife', label: 'Nightlife' },
]

/** The heading of the events region: what the selected chip shows, where. */
export function describeChip(id: HomeChipId, location: SearchLocation): string {
  const where = location.isOnline ? 'online' : `in ${location.currentPlace}`
  switch (id) {
    case 'all':
      return location.isOnline ? 'Upcoming online events' : `Upcoming events in ${location.currentPlace}`
    case 'for-you':
      return `Picked for you ${where}`
    case 'online':
      return 'Online events'
    case 'today':
      return `Happening today ${where}`
    case 'this-weekend':
      return `This weekend ${where}`
    case 'free':
      return `Free events ${where}`
    case 'music':
      return `Music events ${where}`
    case 'food-and-drink':
      return `Food & drink events ${where}`
    case 'nightlife':
      return `Nightlife ${where}`
  }
}

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
export function computeChipSeeMorePath(id: HomeChipId, location: SearchLocation, languagePrefix = ''): string | null {
  const refinements = computeChipRefinements(id)
  if (refinements === null) return null
  const locale = languagePrefix || undefined
  if (id === 'online') return buildResultsPath({ ...refinements, locale, location: { kind: 'online' } })
  return resultsPathFor(location, { ...refinements, locale })
}
