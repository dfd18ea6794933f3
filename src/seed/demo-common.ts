// Constants and small pure helpers that several parts of the demo-data generator share.
import { CATEGORY_CONTENT, type CategoryContent } from './content/category-content'
import { FORMAT_CONTENT, type FormatContent } from './content/format-content'
import type { Random } from './random'

export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000

/** Days before the anchor that the earliest events start; past events make "ended" lists non-empty. */
export const DEMO_WINDOW_DAYS_BEFORE = 14
/**
 * Days after the anchor that the latest events start (two months): issue 23 found the coming weeks thin
 * with 20,000 events spread over four months, and people look at the coming weeks.
 */
export const DEMO_WINDOW_DAYS_AFTER = 60

// Share of all events per category, in percent: music and food lead, as on real marketplaces.
export const CATEGORY_WEIGHTS: Readonly<Record<number, number>> = {
  101: 8, 102: 5, 103: 14, 104: 5, 105: 8, 106: 2.5, 107: 6, 108: 6, 109: 4, 110: 9, 111: 4, 112: 2, 113: 6, 114: 3,
  115: 5, 116: 4, 117: 3, 118: 2, 119: 5, 120: 2, 199: 2,
}

export function gaussian(r: Random): number {
  // Box–Muller; 1 - next() keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next())
}

export function civilDay(ms: number): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(ms)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() }
}

/** Ticket prices people would print: £7.50, $12, €45, $120. */
export function roundPriceMinor(amount: number): number {
  let step: number
  if (amount < 10) step = 0.5
  else if (amount < 50) step = 1
  else if (amount < 200) step = 5
  else step = 10
  return Math.max(step, Math.round(amount / step) * step) * 100
}

export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6
}

export function contentOf(categoryId: number): CategoryContent {
  const content = CATEGORY_CONTENT[categoryId] ?? CATEGORY_CONTENT[199]
  if (!content) throw new Error(`no demo content for category ${categoryId}`)
  return content
}

export function formatContentOf(formatId: number): FormatContent {
  const content = FORMAT_CONTENT[formatId] ?? FORMAT_CONTENT[6]
  if (!content) throw new Error(`no demo content for format ${formatId}`)
  return content
}

/** Distance in kilometres between two places (equirectangular: exact enough within a country). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const x = (((b.longitude - a.longitude) * Math.PI) / 180) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180)
  const y = ((b.latitude - a.latitude) * Math.PI) / 180
  return Math.sqrt(x * x + y * y) * 6371
}
