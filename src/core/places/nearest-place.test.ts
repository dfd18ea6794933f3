import { expect, test } from 'vitest'
import {
  computeCoverageRadiusKm,
  computeSearchBox,
  haversineKm,
  pickNearestPlace,
  type NearestPlaceCandidate,
} from './nearest-place'

// Real GeoNames points and populations around New York and Berlin.
const newYork: NearestPlaceCandidate = {
  id: '5128581',
  placeType: 'locality',
  latitude: 40.71427,
  longitude: -74.00597,
  population: 8_175_133,
}
const manhattan: NearestPlaceCandidate = {
  id: '5125771',
  placeType: 'locality',
  latitude: 40.78343,
  longitude: -73.96625,
  population: 1_487_536,
}
const brooklyn: NearestPlaceCandidate = {
  id: '5110302',
  placeType: 'locality',
  latitude: 40.6501,
  longitude: -73.94958,
  population: 2_300_664,
}
const financialDistrict: NearestPlaceCandidate = {
  id: '8436473',
  placeType: 'neighbourhood',
  latitude: 40.70789,
  longitude: -74.00857,
  population: 60_976,
}
const hoboken: NearestPlaceCandidate = {
  id: '5099133',
  placeType: 'locality',
  latitude: 40.74399,
  longitude: -74.03236,
  population: 53_635,
}
const jerseyCity: NearestPlaceCandidate = {
  id: '5099836',
  placeType: 'locality',
  latitude: 40.72816,
  longitude: -74.07764,
  population: 264_290,
}
const newark: NearestPlaceCandidate = {
  id: '5101798',
  placeType: 'locality',
  latitude: 40.73566,
  longitude: -74.17237,
  population: 281_944,
}
const eastFlatbush: NearestPlaceCandidate = {
  id: '5115843',
  placeType: 'locality',
  latitude: 40.65371,
  longitude: -73.93042,
  population: 178_464,
}
const newYorkArea = [
  newYork,
  manhattan,
  brooklyn,
  financialDistrict,
  hoboken,
  jerseyCity,
  newark,
  eastFlatbush,
]

const berlin: NearestPlaceCandidate = {
  id: '2950159',
  placeType: 'locality',
  latitude: 52.52437,
  longitude: 13.41053,
  population: 3_426_354,
}
const mitte: NearestPlaceCandidate = {
  id: '6545310',
  placeType: 'neighbourhood',
  latitude: 52.52003,
  longitude: 13.40489,
  population: 81_205,
}
const potsdam: NearestPlaceCandidate = {
  id: '2852458',
  placeType: 'locality',
  latitude: 52.39886,
  longitude: 13.06566,
  population: 145_292,
}

const cities = { excludeNeighborhoods: true }
const anyPlace = { excludeNeighborhoods: false }

test('Distances are great-circle kilometres', () => {
  const london = { latitude: 51.5074, longitude: -0.1278 }
  const paris = { latitude: 48.8566, longitude: 2.3522 }
  expect(haversineKm(london, paris)).toBeGreaterThan(340)
  expect(haversineKm(london, paris)).toBeLessThan(346)
  expect(haversineKm({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeLessThan(23)
})

test('Bigger places cover a wider radius', () => {
  expect(computeCoverageRadiusKm(0)).toBeCloseTo(1.5, 5)
  expect(computeCoverageRadiusKm(1000)).toBeCloseTo(1.5, 5)
  expect(computeCoverageRadiusKm(8_000_000)).toBeGreaterThan(25)
  expect(computeCoverageRadiusKm(8_000_000)).toBeLessThan(35)
})

test('Lower Manhattan belongs to New York, not to the nearer Financial District centre', () => {
  const point = { latitude: 40.7128, longitude: -74.006 }
  expect(pickNearestPlace(point, newYorkArea, anyPlace)?.id).toBe(newYork.id)
  expect(pickNearestPlace(point, newYorkArea, cities)?.id).toBe(newYork.id)
})

test('The middle of Brooklyn is Brooklyn', () => {
  expect(pickNearestPlace({ latitude: 40.6782, longitude: -73.9442 }, newYorkArea, cities)?.id).toBe(
    brooklyn.id,
  )
})

test('A town next to a metropolis still answers for its own centre', () => {
  expect(pickNearestPlace({ latitude: 40.7357, longitude: -74.1724 }, newYorkArea, cities)?.id).toBe(
    newark.id,
  )
})

test('Neighbourhoods only answer when they are not excluded', () => {
  const point = { latitude: 52.52, longitude: 13.405 }
  expect(pickNearestPlace(point, [berlin, mitte, potsdam], cities)?.id).toBe(berlin.id)
  expect(pickNearestPlace(point, [berlin, mitte, potsdam], anyPlace)?.id).toBe(mitte.id)
  expect(pickNearestPlace(point, [mitte], cities)).toBeNull()
})

test('Regions, countries and the online place never answer a coordinates lookup', () => {
  const point = { latitude: 52.52, longitude: 13.405 }
  const region = { ...berlin, id: 'DE.16', placeType: 'region' as const, population: 5_000_000 }
  const country = { ...berlin, id: 'DE', placeType: 'country' as const, population: 80_000_000 }
  const online = { ...berlin, id: 'online', placeType: 'online' as const }
  expect(pickNearestPlace(point, [region, country, online, potsdam], anyPlace)?.id).toBe(potsdam.id)
})

test('Without candidates there is no place', () => {
  expect(pickNearestPlace({ latitude: 0, longitude: -30 }, [], anyPlace)).toBeNull()
})

test('Equal scores go to the bigger place', () => {
  const point = { latitude: 10, longitude: 10 }
  const small = { id: '1', placeType: 'locality' as const, latitude: 10, longitude: 10, population: 500 }
  const big = { ...small, id: '2', population: 900 }
  expect(pickNearestPlace(point, [small, big], cities)?.id).toBe(big.id)
})

test('A search box is about the radius in every direction', () => {
  const box = computeSearchBox({ latitude: 60, longitude: 10 }, 111.32)
  expect(box.minLat).toBeCloseTo(59, 5)
  expect(box.maxLat).toBeCloseTo(61, 5)
  const [range] = box.lngRanges
  expect(box.lngRanges).toHaveLength(1)
  expect((range?.[1] ?? 0) - 10).toBeGreaterThan(2)
})

test('A search box across the antimeridian splits in two', () => {
  const box = computeSearchBox({ latitude: -18, longitude: 179.5 }, 100)
  expect(box.lngRanges).toHaveLength(2)
  expect(box.lngRanges[0]?.[1]).toBe(180)
  expect(box.lngRanges[1]?.[0]).toBe(-180)
  expect(box.lngRanges[1]?.[1]).toBeGreaterThan(-180)
})
