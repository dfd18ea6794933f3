// Dates and times of day in a chat message (issue 7, ARCHITECTURE §11): our own window rules for the
// spec's date keywords, weekdays, months and "the 14th", and chrono-node for explicit calendar dates and
// ranges ("Dec 14", "12/14", "from Dec 1 to Dec 5"). chrono reads "this weekend" as one instant and
// "next Friday" as the Friday of next week, so those never reach it. Every date is the local calendar
// date in the searched place's time zone.
import * as chrono from 'chrono-node'
import { formatCalendarDate, localDateString, parseCalendarDate, type CalendarDate } from '@/core/search/date-window'
import type { ConciergeDates, TimeOfDay } from './concierge-search'

export type DatePhrases = { dates: ConciergeDates | null; timeOfDay: TimeOfDay | null; rest: string }

const DAY_MS = 86_400_000

function toUtc({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day)
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(toUtc(date) + days * DAY_MS)
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

function weekdayOf(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay()
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function single(date: CalendarDate): ConciergeDates {
  const text = formatCalendarDate(date)
  return { startDate: text, endDate: text }
}

function span(from: CalendarDate, to: CalendarDate): ConciergeDates {
  return { startDate: formatCalendarDate(from), endDate: formatCalendarDate(to) }
}

const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tues: 2, tue: 2, wednesday: 3, wed: 3,
  thursday: 4, thurs: 4, thu: 4, friday: 5, fri: 5, saturday: 6, sat: 6,
}
const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
}

/** Words the date rules know, for spelling correction ("tomorow", "satruday", "weeknd"). */
export const DATE_WORDS: ReadonlySet<string> = new Set([
  'today', 'tonight', 'tomorrow', 'weekend', 'morning', 'mornings', 'afternoon', 'evening', 'evenings',
  ...Object.keys(WEEKDAYS).filter((w) => w.length > 5),
  ...Object.keys(MONTHS).filter((m) => m.length > 5),
])

const PART_OF_DAY: Readonly<Record<string, TimeOfDay>> = {
  morning: 'morning', afternoon: 'afternoon', evening: 'evening', night: 'evening',
}

function partOfDay(word: string | undefined): TimeOfDay | null {
  return word ? (PART_OF_DAY[word] ?? null) : null
}

type Rule = { pattern: RegExp; apply: (m: RegExpExecArray, today: CalendarDate) => Omit<DatePhrases, 'rest'> | null }

const WEEKDAY_NAMES = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday'
const WEEKDAY_SHORT = 'mon|tues|tue|wed|thurs|thu|fri|sat|sun'
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')

// Order matters: the first rule that matches decides the dates; later ones only add a part of the day.
const RULES: readonly Rule[] = [
  { pattern: /\b(?:tonight|tonite|2nite|this evening)\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: 'evening' }) },
  { pattern: /\bthis (morning|afternoon)\b/, apply: (m) => ({ dates: { keyword: 'today' }, timeOfDay: partOfDay(m[1]) }) },
  {
    pattern: /\b(?:tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow|tmw)(?: (morning|afternoon|evening|night))?\b/,
    apply: (m) => ({ dates: { keyword: 'tomorrow' }, timeOfDay: partOfDay(m[1]) }),
  },
  { pattern: /\b(?:today|todays|today's|right now)\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: null }) },
  {
    pattern: /\bnext (?:weekend|wknd)\b/,
    apply: (_m, today) => {
      const sinceFriday = (weekdayOf(today) - 5 + 7) % 7
      const thisFriday = addDays(today, sinceFriday <= 2 ? -sinceFriday : 7 - sinceFriday)
      const friday = addDays(thisFriday, 7)
      return { dates: span(friday, addDays(friday, 2)), timeOfDay: null }
    },
  },
  { pattern: /\b(?:this |the |on the |over the )?(?:weekend|wknd|weekends)\b/, apply: () => ({ dates: { keyword: 'this_weekend' }, timeOfDay: null }) },
  { pattern: /\bnext week\b/, apply: () => ({ dates: { keyword: 'next_week' }, timeOfDay: null }) },
  { pattern: /\b(?:this|the|this coming) week\b/, apply: () => ({ dates: { keyword: 'this_week' }, timeOfDay: null }) },
  { pattern: /\bnext month\b/, apply: () => ({ dates: { keyword: 'next_month' }, timeOfDay: null }) },
  { pattern: /\bthis month\b/, apply: () => ({ dates: { keyword: 'this_month' }, timeOfDay: null }) },
  {
    // "Friday", "this Friday", "next Friday", "on Sat": the coming one (today counts unless "next").
    pattern: new RegExp(
      `\\b(?:(?:(next|this|on|coming|this coming) (${WEEKDAY_NAMES}|${WEEKDAY_SHORT}))|(${WEEKDAY_NAMES}))s?(?: (morning|afternoon|evening|night))?\\b`,
    ),
    apply: (m, today) => {
      const name = m[2] ?? m[3] ?? ''
      const target = WEEKDAYS[name]
      if (target === undefined) return null
      let ahead = (target - weekdayOf(today) + 7) % 7
      if (ahead === 0 && m[1] === 'next') ahead = 7
      return { dates: single(addDays(today, ahead)), timeOfDay: partOfDay(m[4]) }
    },
  },
  {
    // "in December", "December" without a day number: the whole month, this year or next.
    pattern: new RegExp(`\\b(?:in |during |for )?(${MONTH_NAMES})\\b(?! ?\\d)`),
    apply: (m, today) => {
      const month = MONTHS[m[1] ?? '']
      if (!month || (m[1] === 'may' && !m[0].startsWith('in '))) return null // "may" is mostly the verb
      const year = month < today.month ? today.year + 1 : today.year
      const first = month === today.month && year === today.year ? today : { year, month, day: 1 }
      return { dates: span(first, { year, month, day: daysInMonth(year, month) }), timeOfDay: null }
    },
  },
  {
    // "on the 14th": the next 14th, this month or the next that has one.
    pattern: /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b/,
    apply: (m, today) => {
      const day = Number(m[1])
      if (day < 1 || day > 31) return null
      for (let k = 0; k < 3; k++) {
        const index = today.year * 12 + today.month - 1 + k
        const year = Math.floor(index / 12)
        const month = (index % 12) + 1
        if (day <= daysInMonth(year, month) && (k > 0 || day >= today.day)) return { dates: single({ year, month, day }), timeOfDay: null }
      }
      return null
    },
  },
]

const TIME_OF_DAY_RULES: ReadonlyArray<readonly [RegExp, TimeOfDay]> = [
  [/\b(?:in the )?mornings?\b/, 'morning'],
  [/\b(?:in the )?afternoons?\b/, 'afternoon'],
  // "date night" is the popular tag, not only a time: it stays for the synonym table.
  [/\b(?:in the )?(?:evenings?|(?<!date )nights?|after work)\b/, 'evening'],
]

function cut(text: string, m: RegExpExecArray): string {
  return `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
}

function hourToTimeOfDay(hour: number): TimeOfDay {
  if (hour < 12) return 'morning'
  return hour < 17 ? 'afternoon' : 'evening'
}

/**
 * Takes the date and part-of-day phrases out of a normalised (lower-case) message. Dates are computed
 * from `now` in `timeZone`: weekdays are the coming one, months the whole month, explicit dates and
 * ranges come from chrono-node. What is left goes back as `rest`.
 */
export function extractDatePhrases(text: string, { now, timeZone }: { now: Date; timeZone: string }): DatePhrases {
  const today = parseCalendarDate(localDateString(now, timeZone))
  if (!today) throw new RangeError(`Cannot read today's date in ${timeZone}`)
  let rest = text
  let dates: ConciergeDates | null = null
  let timeOfDay: TimeOfDay | null = null
  for (const rule of RULES) {
    const m = rule.pattern.exec(rest)
    if (!m) continue
    const found = rule.apply(m, today)
    if (!found) continue
    rest = cut(rest, m)
    dates = found.dates
    timeOfDay = found.timeOfDay
    break
  }
  if (!dates) {
    // chrono's reference is today's local wall clock in the place's zone, built in the process's zone,
    // so that the calendar fields it returns are the place's.
    const reference = new Date(today.year, today.month - 1, today.day, 12, 0, 0)
    const prepared = rest.replace(/\bbetween (.+?) and /, 'from $1 to ')
    for (const result of chrono.parse(prepared, reference, { forwardDate: true })) {
      const start = result.start
      if (start.isCertain('day')) {
        const from = { year: start.get('year') ?? today.year, month: start.get('month') ?? today.month, day: start.get('day') ?? today.day }
        const end = result.end?.isCertain('day')
          ? { year: result.end.get('year') ?? from.year, month: result.end.get('month') ?? from.month, day: result.end.get('day') ?? from.day }
          : from
        if (toUtc(end) >= toUtc(from)) dates = span(from, end)
      }
      if (start.isCertain('hour') && !timeOfDay) timeOfDay = hourToTimeOfDay(start.get('hour') ?? 12)
      if (dates || timeOfDay) {
        rest = `${prepared.slice(0, result.index)} ${prepared.slice(result.index + result.text.length)}`
        break
      }
    }
  }
  for (const [pattern, part] of TIME_OF_DAY_RULES) {
    const m = pattern.exec(rest)
    if (!m) continue
    rest = cut(rest, m)
    timeOfDay ??= part
  }
  return { dates, timeOfDay, rest: rest.replace(/\s+/g, ' ').trim() }
}
