// New York (the place of spec §2's examples) and one venue in it, for tests that search or list there.
import { insertPlaces } from '@/core/places/places-repository'
import type { Db } from '@/db/create-db'
import { buildPlace } from './build-place'
import { insertVenue, type Venue } from './insert-venue'

export const NEW_YORK_PLACE_ID = '5128581'

/** Saves New York as a place and a venue in Manhattan, and answers the venue. */
export async function insertNewYorkWithVenue(db: Db): Promise<Venue> {
  await insertPlaces(db, [
    buildPlace({ id: NEW_YORK_PLACE_ID, name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, timeZone: 'America/New_York', viewportSwLat: 40.4, viewportSwLng: -74.3, viewportNeLat: 41.0, viewportNeLng: -73.6 }),
  ])
  return insertVenue(db, { latitude: 40.72, longitude: -73.99 })
}
