// A fixed handful of real cities across the demo countries, for tests of the demo-data generator that
// run without a database (the seeder reads its cities from the places table instead).
import { deriveViewport } from '@/core/places/viewport'
import type { DemoCity } from '@/seed/demo-plan-types'

type CitySeed = [id: string, name: string, countryCode: string, region: string, abbreviation: string | null, lat: number, lng: number, population: number, timeZone: string]

const SEEDS: readonly CitySeed[] = [
  ['5128581', 'New York', 'US', 'New York', 'NY', 40.71427, -74.00597, 8804190, 'America/New_York'],
  ['5368361', 'Los Angeles', 'US', 'California', 'CA', 34.05223, -118.24368, 3898747, 'America/Los_Angeles'],
  ['4887398', 'Chicago', 'US', 'Illinois', 'IL', 41.85003, -87.65005, 2746388, 'America/Chicago'],
  ['4671654', 'Austin', 'US', 'Texas', 'TX', 30.26715, -97.74306, 961855, 'America/Chicago'],
  ['5809844', 'Seattle', 'US', 'Washington', 'WA', 47.60621, -122.33207, 737015, 'America/Los_Angeles'],
  ['2643743', 'London', 'GB', 'England', null, 51.50853, -0.12574, 8961989, 'Europe/London'],
  ['2643123', 'Manchester', 'GB', 'England', null, 53.48095, -2.23743, 552858, 'Europe/London'],
  ['6167865', 'Toronto', 'CA', 'Ontario', 'ON', 43.70011, -79.4163, 2731571, 'America/Toronto'],
  ['2147714', 'Sydney', 'AU', 'New South Wales', 'NSW', -33.86785, 151.20732, 4627345, 'Australia/Sydney'],
  ['2950159', 'Berlin', 'DE', 'Berlin', null, 52.52437, 13.41053, 3426354, 'Europe/Berlin'],
  ['2988507', 'Paris', 'FR', 'Île-de-France', null, 48.85341, 2.3488, 2138551, 'Europe/Paris'],
  ['3117735', 'Madrid', 'ES', 'Madrid', null, 40.4165, -3.70256, 3255944, 'Europe/Madrid'],
  ['2964574', 'Dublin', 'IE', 'Leinster', null, 53.33306, -6.24889, 1024027, 'Europe/Dublin'],
  ['2759794', 'Amsterdam', 'NL', 'North Holland', null, 52.37403, 4.88969, 741636, 'Europe/Amsterdam'],
]

export const DEMO_TEST_CITIES: readonly DemoCity[] = SEEDS.map(([id, name, countryCode, regionName, regionAbbreviation, latitude, longitude, population, timeZone]) => {
  const viewport = deriveViewport(latitude, longitude, population)
  return {
    id,
    name,
    countryCode,
    regionName,
    regionAbbreviation,
    latitude,
    longitude,
    population,
    timeZone,
    viewportNeLat: viewport.neLat,
    viewportNeLng: viewport.neLng,
    viewportSwLat: viewport.swLat,
    viewportSwLng: viewport.swLng,
  }
})
