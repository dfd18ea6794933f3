import { expect, test } from 'vitest'
import {
  categoryCode,
  cellCode,
  cellCodesForBox,
  formatCode,
  MAX_LOCATOR_WEEKS,
  ONLINE_CODE,
  weekCode,
  weekCodesForWindow,
} from './search-locator'

test('Every kind of code lives in its own range, so codes never collide', () => {
  const cells = [cellCode(-90, -180), cellCode(90, 180), cellCode(40.7, -74)]
  const weeks = [weekCode(new Date('1970-01-01T00:00:00Z')), weekCode(new Date('2100-01-01T00:00:00Z'))]
  expect(Math.min(...cells)).toBeGreaterThan(ONLINE_CODE)
  expect(Math.max(...cells)).toBeLessThan(Math.min(...weeks))
  expect(Math.max(...weeks)).toBeLessThan(categoryCode(101))
  expect(categoryCode(199)).toBeLessThan(formatCode(1))
})

test("A city's box covers the cell of every point inside it", () => {
  const box = { swLat: 40.41, swLng: -74.4, neLat: 41.01, neLng: -73.61 }
  const codes = cellCodesForBox(box)!
  for (const [lat, lng] of [[40.41, -74.4], [41.01, -73.61], [40.7128, -74.006], [40.99, -73.62]] as const) {
    expect(codes).toContain(cellCode(lat, lng))
  }
  expect(codes).not.toContain(cellCode(42, -74))
})

test('A country-sized box is too big to narrow the search', () => {
  expect(cellCodesForBox({ swLat: 24, swLng: -125, neLat: 49, neLng: -66 })).toBeNull()
})

test('Weeks of a window include the first and last instant but not the exclusive end', () => {
  const from = new Date('2026-11-23T05:00:00Z')
  const to = new Date('2026-11-30T05:00:00Z')
  const codes = weekCodesForWindow(from, to)!
  expect(codes[0]).toBe(weekCode(from))
  expect(codes.at(-1)).toBe(weekCode(new Date(to.getTime() - 1)))
  expect(codes).toEqual(Array.from({ length: codes.length }, (_, i) => codes[0]! + i))
})

test('Open or long date windows give no week codes', () => {
  const from = new Date('2026-01-01T00:00:00Z')
  expect(weekCodesForWindow(from, null)).toBeNull()
  expect(weekCodesForWindow(from, new Date(from.getTime() + (MAX_LOCATOR_WEEKS + 1) * 7 * 86_400_000))).toBeNull()
})
