// The header search bar's settings for the page being rendered (spec §3 "Search bar settings"): on a
// results page, the text and place it was searched with; elsewhere an empty box and the visitor's place.
import 'server-only'
import { headers } from 'next/headers'
import { findPlaceBySlug } from '@/core/places/places-repository'
import { computePickedLocation, ONLINE_LOCATION, type PickedLocation } from '@/core/places/picked-location'
import { serializePlace } from '@/core/places/serialize-place'
import { computeSearchBarSettings, REQUEST_PATHNAME_HEADER } from '@/core/search/search-bar-settings'
import { getDeps } from './get-deps'

/** visitorLocation: the place the visitor picked or is in, kept unless the page is for another place. */
export async function getSearchBarSettings(
  visitorLocation: PickedLocation,
): Promise<{ searchQuery: string; location: PickedLocation }> {
  const { searchQuery, location } = computeSearchBarSettings((await headers()).get(REQUEST_PATHNAME_HEADER))
  if (location?.kind === 'online') return { searchQuery, location: ONLINE_LOCATION }
  if (location?.kind === 'place' && location.slug !== visitorLocation.slug) {
    const place = await findPlaceBySlug((await getDeps()).db, location.slug)
    if (place) return { searchQuery, location: computePickedLocation(serializePlace(place)) }
  }
  return { searchQuery, location: visitorLocation }
}
