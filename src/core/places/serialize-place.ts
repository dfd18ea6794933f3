// The stored place as the spec §3 Place JSON that the `place_from_*` calls of spec §7 answer.
import type { PlaceJson, PlaceLocalization, PlaceRecord } from './place-types'

/** Spec §3 Place: `derived_ancestor_type` is the parent's type; countries' abbreviation is ISO alpha-2. */
export function serializePlace(record: PlaceRecord): PlaceJson {
  return {
    id: record.id,
    name: record.name,
    latitude: record.latitude,
    longitude: record.longitude,
    location_slug: record.slug,
    place_type: record.placeType,
    derived_ancestor_type: computeAncestorType(record),
    parent_id: record.parentId,
    population: record.population,
    localizations: { default: computeLocalization(record) },
    viewport_northeast: { latitude: record.viewportNeLat, longitude: record.viewportNeLng },
    viewport_southwest: { latitude: record.viewportSwLat, longitude: record.viewportSwLng },
    time_zone: record.timeZone,
  }
}

/** A city's parent is its region when GeoNames knows it, else its country; a region's is its country. */
export function computeAncestorType(record: PlaceRecord): PlaceJson['derived_ancestor_type'] {
  if (record.parentId === null) return null
  if (record.regionCode !== null && record.parentId === record.regionCode) return 'region'
  return 'country'
}

/**
 * Display names: "New York, NY" for US cities (the way Americans write them), "Toronto, ON, Canada" where a
 * region abbreviation exists, "London, United Kingdom" otherwise; regions read "Ontario, Canada".
 */
export function computePlaceFullName(record: PlaceRecord): string {
  const country = record.countryName
  switch (record.placeType) {
    case 'online':
    case 'country':
      return record.name
    case 'region':
      return joinParts([record.name, country])
    case 'locality':
    case 'neighbourhood':
      if (record.countryCode === 'US' && record.regionAbbreviation)
        return `${record.name}, ${record.regionAbbreviation}`
      return joinParts([record.name, record.regionAbbreviation, country])
  }
}

function computeLocalization(record: PlaceRecord): PlaceLocalization {
  const localization: PlaceLocalization = {
    full_name: computePlaceFullName(record),
    short_name: record.name,
    country:
      record.countryCode && record.countryName
        ? { full_name: record.countryName, suggested_abbreviation: record.countryCode }
        : null,
  }
  if (record.regionName && record.placeType !== 'country') {
    localization.region = {
      full_name: joinParts([record.regionName, record.countryName]),
      short_name: record.regionName,
      suggested_abbreviation: record.regionAbbreviation,
    }
  }
  return localization
}

function joinParts(parts: readonly (string | null)[]): string {
  return parts.filter((p): p is string => Boolean(p)).join(', ')
}
