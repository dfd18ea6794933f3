// Demo venues: spread over the cities by weight, placed well inside each city's viewport.
import { buildVenue, type VenueRow } from '@/seed/builders/build-venue'
import { getCountryContent } from './content/country-content'
import { findCityPostalSpec, findRegionPostalSpec, formatPostalCode, type PostalSpec } from './content/postal-codes'
import { distanceKm, round6 } from './demo-common'
import type { CityInfo, DemoPlan } from './demo-plan-types'
import type { Random } from './random'

/**
 * Venue coordinates, indexed by venue id: events need them as well as venue rows, so the plan fixes
 * them once.
 */
export function planVenueCoordinates(root: Random, cities: readonly CityInfo[], venueCount: number) {
  const venueLat = new Float64Array(venueCount + 1)
  const venueLng = new Float64Array(venueCount + 1)
  for (const city of cities) {
    // Stay well inside the place's viewport so that "events in {city}" finds every venue of the city.
    const halfLat = ((city.viewportNeLat - city.viewportSwLat) / 2) * 0.5
    const halfLng = ((city.viewportNeLng - city.viewportSwLng) / 2) * 0.5
    for (let v = city.venueStart; v < city.venueStart + city.venueCount; v++) {
      const r = root.fork(`venue-geo:${v}`)
      // A sum of uniforms clusters venues towards the centre, as in real cities.
      const dy = (r.next() + r.next() + r.next()) / 1.5 - 1
      const dx = (r.next() + r.next() + r.next()) / 1.5 - 1
      venueLat[v] = round6(city.latitude + dy * halfLat)
      venueLng[v] = round6(city.longitude + dx * halfLng)
    }
  }
  return { venueLat, venueLng }
}

/** Venue rows with ids `from`..`to` (inclusive). */
export function generateVenueRows(plan: DemoPlan, from: number, to: number): (VenueRow & { id: number })[] {
  const rows: (VenueRow & { id: number })[] = []
  let cityIndex = 0
  for (let id = from; id <= Math.min(to, plan.venueCount); id++) {
    while (cityIndex < plan.cities.length) {
      const c = plan.cities[cityIndex] as CityInfo
      if (id < c.venueStart + c.venueCount) break
      cityIndex += 1
    }
    rows.push({ ...buildVenueOfCity(plan, id, plan.cities[cityIndex] as CityInfo), id })
  }
  return rows
}

// A suburb within this distance shares the postal area of its city (Jamaica, NY with Queens' 114).
const SHARED_AREA_KM = 40

const postalSpecs = new WeakMap<DemoPlan, (PostalSpec | undefined)[]>()
const cityIndexes = new WeakMap<DemoPlan, Map<CityInfo, number>>()

function cityIndexOf(plan: DemoPlan, city: CityInfo): number {
  let indexes = cityIndexes.get(plan)
  if (!indexes) {
    indexes = new Map(plan.cities.map((c, i) => [c, i]))
    cityIndexes.set(plan, indexes)
  }
  return indexes.get(city) ?? -1
}

/** Each city's postal range: its own, else its nearest covered neighbour's in the same state, else its state's. */
function postalSpecsOf(plan: DemoPlan): (PostalSpec | undefined)[] {
  let specs = postalSpecs.get(plan)
  if (specs) return specs
  const region = (c: CityInfo) => c.regionAbbreviation ?? c.regionName
  const own = plan.cities.map((c) => findCityPostalSpec(c.countryCode, c.name, region(c)))
  specs = plan.cities.map((city, i) => {
    if (own[i]) return own[i]
    const nearest = (sameRegion: boolean, maxKm: number) => {
      let best: { spec: PostalSpec; km: number } | null = null
      plan.cities.forEach((other, j) => {
        const spec = own[j]
        if (!spec || other.countryCode !== city.countryCode || (sameRegion && region(other) !== region(city))) return
        const km = distanceKm(city, other)
        if (km <= maxKm && (!best || km < best.km)) best = { spec, km }
      })
      return (best as { spec: PostalSpec } | null)?.spec
    }
    // Where codes follow regions rather than states (Europe), the nearest covered city's range is closest.
    return nearest(true, SHARED_AREA_KM) ?? findRegionPostalSpec(city.countryCode, region(city)) ?? nearest(false, Infinity)
  })
  postalSpecs.set(plan, specs)
  return specs
}

function buildVenueOfCity(plan: DemoPlan, id: number, city: CityInfo): VenueRow {
  const r = plan.root.fork(`venue:${id}`)
  const country = getCountryContent(city.countryCode)
  const street = r.pick(country.streets)
  const values: Record<string, string> = {
    city: city.name,
    street: street.replace(/^(Rue|Calle|Via|Avenida|Avenue|Corso|Paseo|Boulevard|Quai|Place|Piazza|Largo|Rua) (de la |de |del |du |da |do |des )?/, ''),
    name: r.pick(country.surnames),
    noun: r.pick(country.venueNouns),
  }
  const name = r.pick(country.venuePatterns).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
  return buildVenue({
    name,
    address1: country.address(r.int(1, 480), street),
    address2: r.chance(0.08) ? `Floor ${r.int(2, 6)}` : null,
    city: city.name,
    region: city.regionAbbreviation ?? city.regionName,
    postalCode: formatPostalCode(r, city.countryCode, postalSpecsOf(plan)[cityIndexOf(plan, city)]),
    countryCode: city.countryCode,
    latitude: plan.venueLat[id] ?? city.latitude,
    longitude: plan.venueLng[id] ?? city.longitude,
    placeId: city.id,
    timeZone: city.timeZone,
  })
}
