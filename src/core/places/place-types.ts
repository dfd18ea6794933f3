// The place of ARCHITECTURE §4 in two shapes: the stored row and the spec §3 Place JSON.

export type PlaceType = 'locality' | 'neighbourhood' | 'region' | 'country' | 'online'

export const PLACE_TYPES: readonly PlaceType[] = ['locality', 'neighbourhood', 'region', 'country', 'online']

/** Exactly the columns of the `places` table, as a plain object. */
export type PlaceRecord = {
  /** GeoNames id for cities, `{CC}.{admin1}` for regions (`US.NY`), ISO alpha-2 for countries, `online`. */
  id: string
  /** Display name ("New York", not GeoNames' "New York City"). */
  name: string
  /** Lower-case ASCII fold of `name`, for prefix search. */
  searchName: string
  placeType: PlaceType
  countryCode: string | null
  /** Common short English name ("United States", "United Kingdom"). */
  countryName: string | null
  /** The region's place id (`US.NY`, `CA.08`): the same value as the region's `id`. */
  regionCode: string | null
  regionName: string | null
  /** USPS code for US states ("NY"), postal codes for Canada and Australia, otherwise null. */
  regionAbbreviation: string | null
  parentId: string | null
  slug: string
  latitude: number
  longitude: number
  population: number
  timeZone: string
  viewportNeLat: number
  viewportNeLng: number
  viewportSwLat: number
  viewportSwLng: number
}

export type LatLng = { latitude: number; longitude: number }

export type PlaceRegionLocalization = {
  full_name: string
  short_name: string
  suggested_abbreviation: string | null
}

export type PlaceLocalization = {
  full_name: string
  short_name: string
  country: { full_name: string; suggested_abbreviation: string } | null
  region?: PlaceRegionLocalization
}

/** The Place of spec §3, as answered by the `place_from_*` calls of spec §7. */
export type PlaceJson = {
  id: string
  name: string
  latitude: number
  longitude: number
  location_slug: string
  place_type: PlaceType
  /** The type of the place's parent ('region' or 'country'); null for countries and `online`. */
  derived_ancestor_type: 'region' | 'country' | null
  parent_id: string | null
  population: number
  localizations: { default: PlaceLocalization }
  viewport_northeast: LatLng
  viewport_southwest: LatLng
  time_zone: string
}
