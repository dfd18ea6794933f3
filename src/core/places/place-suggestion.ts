// The location-picker Suggestion of spec §3 (value, content, secondaryContent, placeType, currentPlace,
// currentPlaceParent, country) for one stored place. `value` is the place id that
// /home/api/geo/place_from_google_place_id/ resolves.
import type { PlaceRecord } from './place-types'

export type PlaceSuggestion = {
  value: string
  content: string
  secondaryContent: string
  placeType: string
  currentPlace: string
  currentPlaceParent: string
  country: string
}

/** Spec §3 Suggestion: "Austin" / "TX, United States"; regions read "Ontario" / "Canada". */
export function computePlaceSuggestion(place: PlaceRecord): PlaceSuggestion {
  const parent =
    place.placeType === 'locality' || place.placeType === 'neighbourhood'
      ? (place.regionAbbreviation ?? place.regionName ?? place.countryName ?? '')
      : place.placeType === 'region'
        ? (place.countryName ?? '')
        : ''
  const secondary = [
    parent,
    place.placeType === 'region' || place.placeType === 'country' ? null : place.countryName,
  ]
    .filter((p, i, all): p is string => !!p && all.indexOf(p) === i)
    .join(', ')
  return {
    value: place.id,
    content: place.name,
    secondaryContent: secondary,
    placeType: place.placeType,
    currentPlace: place.name,
    currentPlaceParent: parent,
    country: place.countryName ?? '',
  }
}
