// Spec §3 "Recent-locations history keeps at most 5, value prefix recent-": the places a visitor picked,
// newest first, kept in the browser.
import type { PickedLocation } from '@/core/places/picked-location'

export const MAX_RECENT_LOCATIONS = 5
export const RECENT_PREFIX = 'recent-'
export const RECENT_LOCATIONS_KEY = 'tessera:recent-locations'

export type RecentLocation = { value: string; location: PickedLocation }

/** Adds a picked place in front, dropping its older copy and anything past five. Online is not a place. */
export function addRecentLocation(list: readonly RecentLocation[], location: PickedLocation): RecentLocation[] {
  if (location.isOnline || !location.placeId) return [...list]
  const entry = { value: `${RECENT_PREFIX}${location.placeId}`, location }
  return [entry, ...list.filter((item) => item.value !== entry.value)].slice(0, MAX_RECENT_LOCATIONS)
}

export function readRecentLocations(): RecentLocation[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_LOCATIONS_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return (parsed as RecentLocation[])
      .filter((item) => typeof item?.value === 'string' && item.value.startsWith(RECENT_PREFIX) && item.location?.slug)
      .slice(0, MAX_RECENT_LOCATIONS)
  } catch {
    return []
  }
}

export function writeRecentLocations(list: readonly RecentLocation[]): void {
  try {
    window.localStorage.setItem(RECENT_LOCATIONS_KEY, JSON.stringify(list.slice(0, MAX_RECENT_LOCATIONS)))
  } catch {
    // Storage disabled: no history.
  }
}

/** Spec §8 location messages, by case. */
export const LOCATION_ERRORS = {
  permission: "Looks like we don't have permission to access your location.",
  unavailable: "Looks like the browser wasn't able to determine your location.",
  unresolved: "Looks like we weren't able to resolve your location.",
  somethingWrong: "We're sorry, something went wrong. Please try typing in your location again.",
  noResults: "We weren't able to find any results for that location. Please try a different location.",
} as const

export type LocationErrorKind = keyof typeof LOCATION_ERRORS

/** Which message a browser geolocation failure shows: denied/unsupported vs could not determine. */
export function geolocationErrorKind(code: number | 'unsupported'): LocationErrorKind {
  return code === 'unsupported' || code === 1 ? 'permission' : 'unavailable'
}
