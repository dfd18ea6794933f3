// The API call behind each home-page chip (spec §2 "Toggle chip group"). Apart from home-chips.ts
// because only the chip code that loads on the first chip choice needs it (issue 4 first-load budget).
import type { SearchLocation } from '@/core/places/search-location'
import type { HomeChipId } from './home-chips'

export const HOME_PAGE_SIZE = 12

export type ChipRequest = { path: string; query: Record<string, string | number | undefined> }

/** The API call behind a chip: the events search, or the For-you endpoint of the accounts contract. */
export function computeChipRequest(id: HomeChipId, location: SearchLocation): ChipRequest {
  const online = location.isOnline || id === 'online'
  const where = online ? { place_id: 'online' } : { place_id: location.placeId ?? undefined }
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
