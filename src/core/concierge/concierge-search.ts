// The structured search the concierge understands from a chat message (spec §2 "Chat concierge",
// ARCHITECTURE §6). Both interpreters produce it (the built-in one and, when configured, a language
// model through its search tool), and ask-concierge.ts runs it against our own events only.
import type { BoundingBox } from '@/core/shared/bounding-box'
import type { PresetDateKeyword } from '@/core/taxonomy/date-filters'

export type TimeOfDay = 'morning' | 'afternoon' | 'evening'

/** Local start hours [from, to) of each part of the day, in the event's own time zone. */
export const TIME_OF_DAY_HOURS: Readonly<Record<TimeOfDay, readonly [number, number]>> = {
  morning: [5, 12],
  afternoon: [12, 17],
  evening: [17, 24],
}

export type ConciergeDates =
  | { keyword: PresetDateKeyword }
  | { startDate: string; endDate: string }

/**
 * Where to search: the chat's location, online events, a place named in the conversation, or (when
 * nothing matched there, issue 22) a box around a place that takes in the places nearby.
 */
export type ConciergePlace =
  | { kind: 'here' }
  | { kind: 'online' }
  | { kind: 'named'; placeId: string; name: string; slug: string; timeZone: string }
  | { kind: 'around'; placeId: string; name: string; slug: string; timeZone: string; bbox: BoundingBox }

export type ConciergeSearch = {
  /** Words left once dates, place, price and known topics are taken out; null when none are left. */
  text: string | null
  place: ConciergePlace
  dates: ConciergeDates | null
  timeOfDay: TimeOfDay | null
  categoryIds: number[]
  subcategoryIds: number[]
  formatIds: number[]
  tags: string[]
  price: 'free' | 'paid' | null
  /** Highest acceptable lowest ticket price, in minor units ("under $20" → 2000); free events pass. */
  maxPriceMinor: number | null
}

export const EMPTY_SEARCH: ConciergeSearch = {
  text: null,
  place: { kind: 'here' },
  dates: null,
  timeOfDay: null,
  categoryIds: [],
  subcategoryIds: [],
  formatIds: [],
  tags: [],
  price: null,
  maxPriceMinor: null,
}

/** True when the search names what, when, where or how much: anything narrower than "everything here". */
export function hasAnyConstraint(search: ConciergeSearch): boolean {
  return (
    search.text !== null ||
    search.place.kind !== 'here' ||
    search.dates !== null ||
    search.timeOfDay !== null ||
    search.categoryIds.length > 0 ||
    search.subcategoryIds.length > 0 ||
    search.formatIds.length > 0 ||
    search.tags.length > 0 ||
    search.price !== null ||
    search.maxPriceMinor !== null
  )
}

