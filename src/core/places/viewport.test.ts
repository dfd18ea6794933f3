import { expect, test } from 'vitest'
import { computeBoundingViewport, deriveViewport, WORLD_VIEWPORT } from './viewport'
import type { BoundingBox } from '@/core/shared/bounding-box'

const halfHeight = (v: BoundingBox) => (v.neLat - v.swLat) / 2
const halfWidth = (v: BoundingBox) => (v.neLng - v.swLng) / 2

test('A village of 1,000 people gets a box of about ±0.03° latitude', () => {
  const v = deriveViewport(0, 10, 1000)
  expect(halfHeight(v)).toBeCloseTo(0.03, 5)
  expect(v.neLat).toBeCloseTo(0.03, 5)
  expect(v.swLng).toBeCloseTo(9.97, 5)
})

test('A metropolis of millions gets about ±0.3° latitude', () => {
  expect(halfHeight(deriveViewport(40.71, -74.01, 8_175_133))).toBeCloseTo(0.3, 5)
  expect(halfHeight(deriveViewport(40.71, -74.01, 1_000_000))).toBeCloseTo(0.3, 5)
})

test('The box grows with the population', () => {
  const sizes = [0, 1_000, 10_000, 100_000, 500_000].map((p) => halfHeight(deriveViewport(0, 0, p)))
  expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
  expect(sizes[3]).toBeGreaterThan(sizes[1] ?? 0)
})

test('Longitude is widened by 1/cos(latitude)', () => {
  const v = deriveViewport(60, 10, 100_000)
  expect(halfWidth(v)).toBeCloseTo(halfHeight(v) * 2, 5)
})

test('Boxes stay within valid coordinates near the poles and the antimeridian', () => {
  for (const v of [deriveViewport(89.9, 179.9, 5_000_000), deriveViewport(-89.9, -179.9, 5_000_000)]) {
    expect(v.neLat).toBeLessThanOrEqual(90)
    expect(v.swLat).toBeGreaterThanOrEqual(-90)
    expect(v.neLng).toBeLessThanOrEqual(180)
    expect(v.swLng).toBeGreaterThanOrEqual(-180)
    expect(v.swLat).toBeLessThan(v.neLat)
    expect(v.swLng).toBeLessThan(v.neLng)
  }
})

test("A region's box covers the boxes of all its cities", () => {
  const cities = [
    { longitude: -74, viewport: deriveViewport(40.7, -74, 8_000_000), weight: 8_000_000 },
    { longitude: -78.9, viewport: deriveViewport(42.9, -78.9, 260_000), weight: 260_000 },
    { longitude: -73.8, viewport: deriveViewport(42.65, -73.8, 98_000), weight: 98_000 },
  ]
  const box = computeBoundingViewport(cities)
  for (const { viewport } of cities) {
    expect(box.swLat).toBeLessThanOrEqual(viewport.swLat)
    expect(box.swLng).toBeLessThanOrEqual(viewport.swLng)
    expect(box.neLat).toBeGreaterThanOrEqual(viewport.neLat)
    expect(box.neLng).toBeGreaterThanOrEqual(viewport.neLng)
  }
  expect(box.swLng).toBeCloseTo(cities[1]?.viewport.swLng ?? 0, 5)
})

test('A country spanning the antimeridian keeps the side where most of its people live', () => {
  const box = computeBoundingViewport([
    { longitude: 37.6, viewport: deriveViewport(55.75, 37.6, 10_000_000), weight: 10_000_000 },
    { longitude: 177.5, viewport: deriveViewport(64.7, 177.5, 13_000), weight: 13_000 },
    { longitude: -173.2, viewport: deriveViewport(64.4, -173.2, 2_000), weight: 2_000 },
  ])
  expect(box.swLng).toBeGreaterThan(37)
  expect(box.neLng).toBeGreaterThan(177.5)
  expect(box.neLng).toBeLessThanOrEqual(180)
})

test('A country east and west of Greenwich is not mistaken for one crossing the antimeridian', () => {
  const box = computeBoundingViewport([
    { longitude: -7.7, viewport: deriveViewport(54.6, -7.7, 1_000), weight: 1_000 },
    { longitude: 1.7, viewport: deriveViewport(52.6, 1.7, 1_000), weight: 1_000 },
  ])
  expect(box.swLng).toBeLessThan(-7.7)
  expect(box.neLng).toBeGreaterThan(1.7)
})

test('No cities give the whole world', () => {
  expect(computeBoundingViewport([])).toEqual(WORLD_VIEWPORT)
})
