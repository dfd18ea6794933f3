// The API call behind each home-page chip (spec §2 "Toggle chip group"). Apart from home-chips.ts
// because only the chip code that loads on the first chip choice needs it (issue 4 first-load budget).
import type { PickedLocation } from '@/core/places/picked-location'
import { bboxAround } from '@/core/search/results-url'
import type { HomeChipId } from './home-chips'

export const HOME_PAGE_SIZE = 12

export type ChipRequest = { path: string; query: Record<string, string | number | undefined> }

/**
 * Where a chip searches: the place by id; a location with coordinates but no place id (a picked point,
 * the browser's position) by the box around it that its results page uses too (spec §2 "Routes", §9
 * ±0.4° longitude, ±0.3° latitude), not anywhere; online events by the online place.
 */
function computeChipWhere(location: PickedLocation, online: boolean): ChipRequest['query'] {
  if (online) return { place_id: 'online' }
  if (location.placeId) return { place_id: location.placeId }
  if (location.latitude !== null && location.longitude !== null) {
    const box = bboxAround(location.latitude, location.longitude)
    return { bbox: [box.swLng, box.swLat, box.neLng, box.neLat].join(',') }
  }
  return {}
}

/** The API call behind a chip: the events search, or the For-you endpoint of the accounts contract. */
export function computeChipRequest(
  id: HomeChipId,
  location: PickedLocation,
  viewerTimeZone?: string,
): ChipRequest {
  const online = location.isOnline || id === 'online'
  // Online events have no place zone: "today" is the visitor's today (the browser knows its zone).
  const where = {
    ...computeChipWhere(location, online),
    ...(online && viewerTimeZone ? { time_zone: viewerTimeZone } : {}),
  }
  const search = (extra: Record<string, string>) => ({
    path: '/api/v3/destination/search/',
    query: { ...where, page_size: HOME_PAGE_SIZE, sort: 'date', ...extra },
  })
  switch (id) {
    case 'for-you':
      return {
        path: '/api/v3/destination/for-you/',
        query: location.isOnline
          ? { online: 1, page_size: HOME_PAGE_SIZE }
          : { place_id: location.placeId ?? undefined, page_size: HOME_PAGE_SIZE },
      }
    case 'all':
    case 'online':
      return search({})
    case 'today':
      return search({ dates: 'today' })
    case 'this-weekend':
      return search({ dates: 'this_weekend' })
    case 'free':
      return search({ price: 'free' })
    case 'music':
      return search({ categories: '103' })
    case 'food-and-drink':
      return search({ categories: '110' })
    case 'nightlife':
      return search({ tags: 'nightlife' })
  }
}
