// When holidays and seasons happen, by hemisphere and country: the home page's seasonal tiles and the
// demo data's seasonal events both read this, so a Halloween tile or dinner never outlives Halloween.
// Days are UTC civil days (midnight timestamps); callers pass the place's local date.

export type Hemisphere = 'north' | 'south'
export type SeasonPlace = { hemisphere: Hemisphere; countryCode: string | null }

export type SeasonKey =
  | 'st-patricks'
  | 'easter'
  | 'independence-day'
  | 'halloween'
  | 'thanksgiving'
  | 'christmas'
  | 'hanukkah'
  | 'fall'
  | 'new-year'
  | 'new-years-eve'
  | 'diwali'
  | 'lunar-new-year'
  | 'winter-solstice'
  | 'pumpkin'
  | 'spring'
  | 'summer'
  | 'autumn'
  | 'winter'

const DAY_MS = 86_400_000

// Lunar and lunisolar dates have no simple rule; these cover the years the demo data and the site meet.
const HANUKKAH_FIRST: Readonly<Record<number, [number, number]>> = {
  2024: [12, 25], 2025: [12, 14], 2026: [12, 4], 2027: [12, 24], 2028: [12, 12], 2029: [12, 1], 2030: [12, 20],
}
const DIWALI: Readonly<Record<number, [number, number]>> = {
  2024: [11, 1], 2025: [10, 20], 2026: [11, 8], 2027: [10, 29], 2028: [10, 17], 2029: [11, 5], 2030: [10, 26],
}
const LUNAR_NEW_YEAR: Readonly<Record<number, [number, number]>> = {
  2024: [2, 10], 2025: [1, 29], 2026: [2, 17], 2027: [2, 6], 2028: [1, 26], 2029: [2, 13], 2030: [2, 3],
}

const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date)

/** Gregorian Easter Sunday (anonymous algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return day(year, month, ((h + l - 7 * m + 114) % 31) + 1)
}

/** The n-th given weekday (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = new Date(day(year, month, 1)).getUTCDay()
  return day(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)
}

function fromTable(table: Readonly<Record<number, [number, number]>>, year: number): number | null {
  const date = table[year]
  return date ? day(year, date[0], date[1]) : null
}

type Window = readonly [first: number, last: number]

// Meteorological seasons: whole months, shifted by six in the south.
const SEASON_MONTHS: Readonly<Record<'spring' | 'summer' | 'autumn' | 'winter', readonly number[]>> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  winter: [12, 1, 2],
}

function monthWindow(year: number, months: readonly number[], place: SeasonPlace): Window[] {
  return months.map((m) => {
    const month = place.hemisphere === 'south' ? ((m + 5) % 12) + 1 : m
    return [day(year, month, 1), day(year, month + 1, 1) - DAY_MS] as const
  })
}

/**
 * The days of `year` on which an event or tile about `key` makes sense in `place`: the run-up to a
 * holiday and the day itself (Christmas markets from mid-November, Halloween through October), or the
 * months of a season. Empty where the holiday is not kept (Thanksgiving outside the US and Canada).
 */
export function seasonWindows(key: SeasonKey, year: number, place: SeasonPlace): Window[] {
  const country = place.countryCode
  switch (key) {
    case 'st-patricks':
      return [[day(year, 3, 10), day(year, 3, 17)]]
    case 'easter': {
      const easter = easterSunday(year)
      return [[easter - 14 * DAY_MS, easter + DAY_MS]]
    }
    case 'independence-day':
      return country === 'US' ? [[day(year, 6, 27), day(year, 7, 4)]] : []
    case 'halloween':
      return [[day(year, 10, 1), day(year, 10, 31)]]
    case 'thanksgiving': {
      if (country === 'US') {
        const date = nthWeekday(year, 11, 4, 4)
        return [[date - 21 * DAY_MS, date]]
      }
      if (country === 'CA') {
        const date = nthWeekday(year, 10, 1, 2)
        return [[date - 14 * DAY_MS, date]]
      }
      return []
    }
    case 'christmas':
      return [[day(year, 11, 15), day(year, 12, 25)]]
    case 'hanukkah': {
      const first = fromTable(HANUKKAH_FIRST, year)
      return first === null ? [] : [[first - 10 * DAY_MS, first + 7 * DAY_MS]]
    }
    case 'new-year':
      // Plans for the night are made weeks ahead: the tile comes with the Christmas season.
      return [[day(year, 11, 20), day(year + 1, 1, 1)]]
    case 'new-years-eve':
      // The parties themselves: the last days of the year.
      return [[day(year, 12, 28), day(year, 12, 31)]]
    case 'diwali': {
      const date = fromTable(DIWALI, year)
      return date === null ? [] : [[date - 10 * DAY_MS, date + DAY_MS]]
    }
    case 'lunar-new-year': {
      const date = fromTable(LUNAR_NEW_YEAR, year)
      return date === null ? [] : [[date - 10 * DAY_MS, date + 14 * DAY_MS]]
    }
    case 'winter-solstice':
      return place.hemisphere === 'north' ? [[day(year, 12, 10), day(year, 12, 22)]] : [[day(year, 6, 10), day(year, 6, 22)]]
    case 'pumpkin':
      // Pumpkins ripen in the northern autumn only; in the south they are no event.
      return place.hemisphere === 'north' ? [[day(year, 9, 15), day(year, 10, 31)]] : []
    case 'fall':
    case 'autumn':
      return monthWindow(year, SEASON_MONTHS.autumn, place)
    case 'spring':
    case 'summer':
    case 'winter':
      return monthWindow(year, SEASON_MONTHS[key], place)
  }
}

/** Whether the UTC civil day `dayMs` lies in a window of `key` for `place`. */
export function isInSeason(key: SeasonKey, dayMs: number, place: SeasonPlace): boolean {
  const year = new Date(dayMs).getUTCFullYear()
  for (const y of [year - 1, year, year + 1]) {
    for (const [first, last] of seasonWindows(key, y, place)) if (dayMs >= first && dayMs <= last) return true
  }
  return false
}

export function hemisphereOf(latitude: number | null | undefined): Hemisphere {
  return latitude !== null && latitude !== undefined && latitude < 0 ? 'south' : 'north'
}

/** The seasonal sub-categories (spec §3 themes) of the holidays, in the order the home page offers them. */
const SEASONAL_TILES: readonly { subcategoryId: number; key: SeasonKey }[] = [
  { subcategoryId: 16004, key: 'halloween' },
  { subcategoryId: 16005, key: 'thanksgiving' },
  { subcategoryId: 16006, key: 'christmas' },
  { subcategoryId: 16009, key: 'new-year' },
  { subcategoryId: 16008, key: 'fall' },
]

/**
 * Seasonal sub-category ids for a place on a day: every holiday in its run-up, and the fall tile in the
 * autumn months when no holiday is on (so November in New York shows Thanksgiving, Christmas and New
 * Year, and the same day in Sydney Christmas and New Year).
 */
export function pickSeasonalSubcategoryIds(dayMs: number, place: SeasonPlace): number[] {
  const holidays = SEASONAL_TILES.filter((t) => t.key !== 'fall' && isInSeason(t.key, dayMs, place))
  if (holidays.length > 0) return holidays.map((t) => t.subcategoryId)
  return isInSeason('fall', dayMs, place) ? [16008] : []
}
