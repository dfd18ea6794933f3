// The days of a month as a calendar shows them (spec §9: weeks start on Monday, on Sunday for pt-BR;
// computeWeekStart). Pure and in UTC: a date here is a calendar day (YYYY-MM-DD), never an instant.

/** A calendar day, `2026-12-01`. */
export type IsoDay = string

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** The calendar day of a UTC date. */
export function toIsoDay(date: Date): IsoDay {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** `2026-12-01` → the UTC midnight of that day; null for anything that is not a real day. */
export function parseIsoDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return toIsoDay(date) === day ? date : null
}

/** The day `days` later (earlier when negative). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const date = parseIsoDay(day)!
  date.setUTCDate(date.getUTCDate() + days)
  return toIsoDay(date)
}

/** The same day of the month `months` later, kept within that month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const date = parseIsoDay(day)!
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(date.getUTCDate(), last))
  return toIsoDay(first)
}

/**
 * The weeks of the month holding `day`, each seven days from the week's first day (0 Sunday, 1 Monday);
 * days of the neighbouring months are null, so a grid shows blanks there.
 */
export function computeMonthGrid(day: IsoDay, weekStart: 0 | 1): (IsoDay | null)[][] {
  const date = parseIsoDay(day)!
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() - weekStart + 7) % 7
  const cells: (IsoDay | null)[] = [...Array<null>(lead).fill(null)]
  for (let d = 1; d <= length; d++) cells.push(`${year}-${pad(month + 1)}-${pad(d)}`)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (IsoDay | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** The seven weekdays in a grid's order, as days of the week (0 Sunday … 6 Saturday). */
export function computeWeekdayOrder(weekStart: 0 | 1): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7)
}
