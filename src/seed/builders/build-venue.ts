// Row builder for venues (STYLE.md "Factories"); the default is a venue in Manhattan.
import type { venues } from '@/db/schema'

export type VenueRow = Required<Omit<typeof venues.$inferInsert, 'id'>> & { id?: number }

let counter = 0

export function buildVenue(overrides: Partial<VenueRow> = {}): VenueRow {
  counter += 1
  return {
    name: `Test Venue ${counter}`,
    address1: `${counter} Main St`,
    address2: null,
    city: 'New York',
    region: 'NY',
    postalCode: '10001',
    countryCode: 'US',
    latitude: 40.7128,
    longitude: -74.006,
    placeId: null,
    timeZone: 'America/New_York',
    ...overrides,
  }
}
