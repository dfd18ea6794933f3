// The encoding of events.locator (drizzle/0003, 0007): integer codes for the online flag, a 0.5° grid
// cell, the week since the epoch, the cell and week together, the category and the format, kept in one
// GIN index. A search adds "locator
// overlaps these codes" conditions beside its exact filters, so PostgreSQL intersects the posting lists
// of text, place and dates inside the indexes and visits only rows that nearly match (ARCHITECTURE §5,
// §11: the table must not be read for every event of a big city). Must agree with the SQL expression.
import type { BoundingBox } from '@/core/shared/bounding-box'

export const ONLINE_CODE = 1
const CELL_BASE = 1000
const CELLS_PER_ROW = 721
const WEEK_BASE = 1_000_000
const CATEGORY_BASE = 2_000_000
const FORMAT_BASE = 2_100_000
// Cell and week in one code (0007): a city's posting list for one week is a few hundred events where the
// cell's and the week's are tens of thousands each, so "music in London this weekend" intersects small
// lists. The week is kept modulo 4096 (78 years) so the code fits an int4; an alias 78 years away only
// widens the superset, which the exact filters then narrow.
const CELL_WEEK_BASE = 100_000_000
const WEEKS_PER_CELL = 4096
/** Beyond this many cell-week pairs, separate cell and week codes do the job with fewer index lookups. */
export const MAX_CELL_WEEK_CODES = 64
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** Beyond this many cells (a country, a continent) the grid no longer narrows anything worth an index. */
export const MAX_LOCATOR_CELLS = 36
/** Beyond this many weeks a date window no longer narrows anything worth an index. */
export const MAX_LOCATOR_WEEKS = 9


const latIndex = (lat: number) => Math.floor((lat + 90) * 2)
const lngIndex = (lng: number) => Math.floor((lng + 180) * 2)

const cellIndex = (latitude: number, longitude: number) => latIndex(latitude) * CELLS_PER_ROW + lngIndex(longitude)

export function cellCode(latitude: number, longitude: number): number {
  return CELL_BASE + cellIndex(latitude, longitude)
}

const epochWeek = (instant: Date) => Math.floor(instant.getTime() / WEEK_MS)

export function cellWeekCode(latitude: number, longitude: number, instant: Date): number {
  return CELL_WEEK_BASE + cellIndex(latitude, longitude) * WEEKS_PER_CELL + (epochWeek(instant) & (WEEKS_PER_CELL - 1))
}

/**
 * Codes of every (cell, week) pair of a box and a window, or null when the box or the window is too
 * big, or when there would be more than MAX_CELL_WEEK_CODES of them.
 */
export function cellWeekCodesForBoxAndWindow(box: BoundingBox, from: Date, to: Date | null): number[] | null {
  const cells = cellCodesForBox(box)
  const weeks = weekCodesForWindow(from, to)
  if (!cells || !weeks || cells.length * weeks.length > MAX_CELL_WEEK_CODES) return null
  return cells.flatMap((cell) =>
    weeks.map((week) => CELL_WEEK_BASE + (cell - CELL_BASE) * WEEKS_PER_CELL + ((week - WEEK_BASE) & (WEEKS_PER_CELL - 1))),
  )
}

/** Codes of every grid cell the box touches, or null when there are too many to help. */
export function cellCodesForBox(box: BoundingBox): number[] | null {
  const lat0 = latIndex(Math.min(box.swLat, box.neLat))
  const lat1 = latIndex(Math.max(box.swLat, box.neLat))
  const lng0 = lngIndex(Math.min(box.swLng, box.neLng))
  const lng1 = lngIndex(Math.max(box.swLng, box.neLng))
  if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > MAX_LOCATOR_CELLS) return null
  const codes: number[] = []
  for (let la = lat0; la <= lat1; la++) {
    for (let lo = lng0; lo <= lng1; lo++) codes.push(CELL_BASE + la * CELLS_PER_ROW + lo)
  }
  return codes
}

export function weekCode(instant: Date): number {
  return WEEK_BASE + epochWeek(instant)
}

/** Codes of every week overlapping [from, to), or null for an open or too long window. */
export function weekCodesForWindow(from: Date, to: Date | null): number[] | null {
  if (!to || to.getTime() <= from.getTime()) return null
  const first = weekCode(from)
  const last = weekCode(new Date(to.getTime() - 1))
  if (last - first + 1 > MAX_LOCATOR_WEEKS) return null
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

export const categoryCode = (categoryId: number) => CATEGORY_BASE + categoryId
export const formatCode = (formatId: number) => FORMAT_BASE + formatId
