import { expect, test } from 'vitest'
import {
  categoryCode,
  cellCode,
  cellCodesForBox,
  cellWeekCode,
  cellWeekCodesForBoxAndWindow,
  MAX_CELL_WEEK_CODES,
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
  const cellWeeks = [cellWeekCode(-90, -180, new Date('1970-01-01T00:00:00Z')), cellWeekCode(90, 180, new Date('2100-01-01T00:00:00Z'))]
  expect(Math.min(...cellWeeks)).toBeGreaterThan(formatCode(99))
  // Every code must fit PostgreSQL's int4.
  expect(Math.max(...cellWeeks)).toBeLessThan(2 ** 31)
})

test("A city's box and a window cover the cell-week code of every event inside both", () => {
  const box = { swLat: 51.2, swLng: -0.6, neLat: 51.8, neLng: 0.35 }
  const from = new Date('2026-11-27T17:00:00Z')
  const to = new Date('2026-11-30T00:00:00Z')
  const codes = cellWeekCodesForBoxAndWindow(box, from, to)!
  for (const [lat, lng, at] of [[51.5074, -0.1278, from], [51.2, -0.6, new Date(to.getTime() - 1)], [51.8, 0.35, from]] as const) {
    expect(codes).toContain(cellWeekCode(lat, lng, at))
  }
  expect(codes).not.toContain(cellWeekCode(51.5074, -0.1278, new Date('2026-12-10T12:00:00Z')))
  expect(codes).not.toContain(cellWeekCode(48.85, 2.35, from))
})

test('Too many cell-week pairs fall back to separate cell and week codes', () => {
  const box = { swLat: 40.0, swLng: -75.0, neLat: 42.9, neLng: -72.1 }
  const from = new Date('2026-11-01T00:00:00Z')
  expect(cellCodesForBox(box)!.length * weekCodesForWindow(from, new Date('2026-11-29T00:00:00Z'))!.length).toBeGreaterThan(MAX_CELL_WEEK_CODES)
  expect(cellWeekCodesForBoxAndWindow(box, from, new Date('2026-11-29T00:00:00Z'))).toBeNull()
  expect(cellWeekCodesForBoxAndWindow(box, from, null)).toBeNull()
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
