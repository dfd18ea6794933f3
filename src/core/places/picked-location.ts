// The Location of spec §3 as the visitor picked it: what the search bar, the location picker and the
// home page show about "where" (names, the text in the input). Built from a Place (spec §3) or from raw
// coordinates; `online` is its own location. It is a display record, not a search criterion: what it
// searches is the one SearchLocation of core/search/search-location.ts (components/search/results-location.ts).
import type { PlaceJson, PlaceType } from './place-types'

export type PickedLocation = {
  placeId: string | null
  placeType: PlaceType | null
  /** Display name of the place itself ("New York"). */
  currentPlace: string
  /** Its parent for display ("NY", "United Kingdom"); '' when none. */
  currentPlaceParent: string
  latitude: number | null
  longitude: number | null
  /** The `/d/` location slug; `online` for online events. */
  slug: string
  isOnline: boolean
  /** The text shown in the location input. */
  value: string
}

export const ONLINE_LOCATION: PickedLocation = {
  placeId: 'online',
  placeType: 'online',
  currentPlace: 'Online events',
  currentPlaceParent: '',
  latitude: null,
  longitude: null,
  slug: 'online',
  isOnline: true,
  value: 'Online events',
}

/** The parent shown beside a place: a US state's abbreviation, else the region or country name. */
function parentLabel(place: PlaceJson): string {
  const loc = place.localizations.default
  if (place.place_type === 'country') return ''
  if (loc.region?.suggested_abbreviation && loc.country?.suggested_abbreviation === 'US') return loc.region.suggested_abbreviation
  return loc.country?.full_name ?? loc.region?.full_name ?? ''
}

/** A Place of the `place_from_*` calls as the search bar's Location (spec §3). */
export function computePickedLocation(place: PlaceJson): PickedLocation {
  if (place.place_type === 'online') return ONLINE_LOCATION
  const parent = parentLabel(place)
  return {
    placeId: place.id,
    placeType: place.place_type,
    currentPlace: place.name,
    currentPlaceParent: parent,
    latitude: place.latitude,
    longitude: place.longitude,
    slug: place.location_slug,
    isOnline: false,
    value: place.name,
  }
}

/** Autocomplete runs only when the location has a place id, is online, or has both coordinates (spec §5). */
export function canAutocompleteIn(location: PickedLocation): boolean {
  return Boolean(location.placeId) || location.isOnline || (location.latitude !== null && location.longitude !== null)
}
