// The shapes the demo-data generator passes between its parts: what a plan holds and what a chunk of
// events carries. Types only, so every entity file can name them without importing another's code.
import type { Category } from '@/core/taxonomy/categories'
import type { Format } from '@/core/taxonomy/formats'
import type { Subcategory } from '@/core/taxonomy/subcategories'
import type { PlaceRecord } from '@/core/places/place-types'
import type { DiscountRow } from '@/seed/builders/build-discount'
import type { EventRow } from '@/seed/builders/build-event'
import type { TicketClassRow } from '@/seed/builders/build-ticket-class'
import type { DemoImageSpec } from './demo-images'
import type { Random, WeightedTable } from './random'

export type DemoCity = Pick<
  PlaceRecord,
  | 'id'
  | 'name'
  | 'regionName'
  | 'regionAbbreviation'
  | 'latitude'
  | 'longitude'
  | 'population'
  | 'timeZone'
  | 'viewportNeLat'
  | 'viewportNeLng'
  | 'viewportSwLat'
  | 'viewportSwLng'
> & { countryCode: string }

export type GenerateDemoDataInput = {
  /** Dated events to generate; series parents come on top (see `DemoData.events`). */
  events: number
  seed: number
  /** "Now" for the data: dates spread from ~30 days before to ~4 months after it. */
  anchorDate: Date
  cities: readonly DemoCity[]
  categories?: readonly Category[]
  formats?: readonly Format[]
  subcategories?: readonly Subcategory[]
  searchLogRows?: number
}

export type CityInfo = DemoCity & { weight: number; venueStart: number; venueCount: number }

export type DemoPlan = {
  input: Required<GenerateDemoDataInput>
  root: Random
  anchor: Date
  /** Civil date of the anchor in UTC, as a UTC midnight timestamp. */
  anchorDayMs: number
  cities: CityInfo[]
  /** Cities that own at least one venue, by weight: where in-person events happen. */
  eventCityTable: WeightedTable<number>
  organizerCount: number
  organizerCity: Int32Array
  organizerCategory: Int32Array
  organizerFollowers: Int32Array
  organizerNames: string[]
  /** 1 where the organizer's name and description name no city, so it may run events elsewhere. */
  organizerTouring: Uint8Array
  /** Organizers by home city index and category (`cityIndex|categoryId`). */
  organizersByCityCategory: Map<string, WeightedTable<number>>
  /** Touring organizers by country and category (`countryCode|categoryId`, `*|categoryId` for any country). */
  touringOrganizers: Map<string, WeightedTable<number>>
  venueCount: number
  venueLat: Float64Array
  venueLng: Float64Array
  categoryTable: WeightedTable<Category>
  formatTables: Map<number, WeightedTable<number>>
  subcategoryTables: Map<number, WeightedTable<Subcategory | null>>
  /** Calibrates per-format online shares so that ~12% of all events are online. */
  onlineFactor: number
  images: DemoImageSpec[]
  categoryImageIds: Map<number, number[]>
  groupImageIds: Map<string, number>
  formatsById: Map<number, Format>
  categoriesById: Map<number, Category>
  /** Day offsets of the window that lie in a season at a kind of place (`key|hemisphere|country`), worked out once. */
  seasonDays: Map<string, number[]>
  /** The year printed in edition names ("Austin Food Festival 2026"): the middle of the window. */
  editionYear: number
}

export type EventChunk = {
  events: (EventRow & { id: number })[]
  ticketClasses: (TicketClassRow & { id: number })[]
  discounts: (DiscountRow & { id: number })[]
  /** Rows that are not series parents. */
  datedEvents: number
}
