// Dates and times of day in a chat message (issue 7, ARCHITECTURE §11): our own window rules for the
// spec's date keywords, weekdays, months and "the 14th", and chrono-node for explicit calendar dates and
// ranges ("Dec 14", "12/14", "from Dec 1 to Dec 5"). chrono reads "this weekend" as one instant and
// "next Friday" as the Friday of next week, so those never reach it. Every date is the local calendar
// date in the searched place's time zone.
import * as chrono from 'chrono-node'
import { formatCalendarDate, localDateString, parseCalendarDate, type CalendarDate } from '@/core/search/date-window'
import type { ConciergeDates, TimeOfDay } from './concierge-search'
import type { ConciergeLanguage } from './message-language'

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
const ENGLISH_RULES: readonly Rule[] = [
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

const ENGLISH_TIME_OF_DAY_RULES: ReadonlyArray<readonly [RegExp, TimeOfDay]> = [
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

// The coming weekend's Friday, then the one after it ("next weekend" in every language).
function nextWeekend(today: CalendarDate): ConciergeDates {
  const sinceFriday = (weekdayOf(today) - 5 + 7) % 7
  const thisFriday = addDays(today, sinceFriday <= 2 ? -sinceFriday : 7 - sinceFriday)
  const friday = addDays(thisFriday, 7)
  return span(friday, addDays(friday, 2))
}

// The coming `target` weekday (today counts), a week later when `next` and it is today.
function comingWeekday(today: CalendarDate, target: number, next: boolean): ConciergeDates {
  let ahead = (target - weekdayOf(today) + 7) % 7
  if (ahead === 0 && next) ahead = 7
  return single(addDays(today, ahead))
}

// The whole month, this year or next (from today when it is this month).
function wholeMonth(today: CalendarDate, month: number): ConciergeDates {
  const year = month < today.month ? today.year + 1 : today.year
  const first = month === today.month && year === today.year ? today : { year, month, day: 1 }
  return span(first, { year, month, day: daysInMonth(year, month) })
}

// The next `day` of a month, this month or the next that has one.
function nextDayOfMonth(today: CalendarDate, day: number): ConciergeDates | null {
  if (day < 1 || day > 31) return null
  for (let k = 0; k < 3; k++) {
    const index = today.year * 12 + today.month - 1 + k
    const year = Math.floor(index / 12)
    const month = (index % 12) + 1
    if (day <= daysInMonth(year, month) && (k > 0 || day >= today.day)) return single({ year, month, day })
  }
  return null
}

// "14 December" without a year: the next one (this year, or next year once it has passed).
function nextDate(today: CalendarDate, month: number, day: number, year: number | null): ConciergeDates | null {
  if (day < 1 || day > 31) return null
  let y = year ?? today.year
  if (year === null && (month < today.month || (month === today.month && day < today.day))) y++
  if (day > daysInMonth(y, month)) return null
  return single({ year: y, month, day })
}

type LanguageDates = {
  weekdays: Readonly<Record<string, number>>
  months: Readonly<Record<string, number>>
  parts: Readonly<Record<string, TimeOfDay>>
  rules: readonly Rule[]
  timeOfDayRules: ReadonlyArray<readonly [RegExp, TimeOfDay]>
  /** chrono-node's parser of the language, for explicit dates the rules leave ("14/12", "del 3 al 7 de diciembre"). */
  chrono: { parse: typeof chrono.parse }
  /** Words for spelling correction and language detection. */
  words: readonly string[]
}

const names = (record: Readonly<Record<string, number>>) => Object.keys(record).sort((a, b) => b.length - a.length).join('|')

function languageDates(spec: Omit<LanguageDates, 'rules' | 'words'> & { rules: (n: { weekdays: string; months: string; part: (w: string | undefined) => TimeOfDay | null }) => Rule[]; words: string[] }): LanguageDates {
  const part = (word: string | undefined) => (word ? (spec.parts[word] ?? null) : null)
  return {
    ...spec,
    rules: spec.rules({ weekdays: names(spec.weekdays), months: names(spec.months), part }),
    words: [...spec.words, ...Object.keys(spec.weekdays), ...Object.keys(spec.months)],
  }
}

const SPANISH_DATES = languageDates({
  weekdays: { domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6 },
  months: {
    enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9,
    setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  },
  parts: { manana: 'morning', tarde: 'afternoon', noche: 'evening', madrugada: 'morning', mediodia: 'afternoon' },
  chrono: chrono.es,
  words: ['hoy', 'manana', 'noche', 'tarde', 'semana', 'finde', 'proximo', 'proxima', 'viene', 'mes', 'pasado'],
  rules: ({ weekdays, months, part }) => [
    { pattern: /\bpasado manana\b/, apply: (_m, today) => ({ dates: single(addDays(today, 2)), timeOfDay: null }) },
    { pattern: /\bmanana (?:por|en|de) la (manana|tarde|noche)\b/, apply: (m) => ({ dates: { keyword: 'tomorrow' }, timeOfDay: part(m[1]) }) },
    { pattern: /\b(?:esta noche|hoy (?:por|en|de) la noche)\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: 'evening' }) },
    { pattern: /\b(?:esta (manana|tarde)|hoy (?:por|en|de) la (manana|tarde))\b/, apply: (m) => ({ dates: { keyword: 'today' }, timeOfDay: part(m[1] ?? m[2]) }) },
    { pattern: /\bhoy\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: null }) },
    { pattern: /(?<!la )\bmanana\b/, apply: () => ({ dates: { keyword: 'tomorrow' }, timeOfDay: null }) },
    { pattern: /\b(?:el )?(?:proximo (?:fin de semana|finde)|(?:fin de semana|finde) (?:que viene|proximo))\b/, apply: (_m, today) => ({ dates: nextWeekend(today), timeOfDay: null }) },
    { pattern: /\b(?:este |el |esta )?(?:fin de semana|findes?|fines de semana)\b/, apply: () => ({ dates: { keyword: 'this_weekend' }, timeOfDay: null }) },
    { pattern: /\b(?:la )?(?:proxima semana|semana que viene|semana proxima)\b/, apply: () => ({ dates: { keyword: 'next_week' }, timeOfDay: null }) },
    { pattern: /\besta semana\b/, apply: () => ({ dates: { keyword: 'this_week' }, timeOfDay: null }) },
    { pattern: /\b(?:el )?(?:proximo mes|mes que viene)\b/, apply: () => ({ dates: { keyword: 'next_month' }, timeOfDay: null }) },
    { pattern: /\beste mes\b/, apply: () => ({ dates: { keyword: 'this_month' }, timeOfDay: null }) },
    {
      pattern: new RegExp(`\\b(?:el |los |este |esta )?(proximo )?(${weekdays})s?( que viene| proximo)?(?: (?:por|en|de) la (manana|tarde|noche))?\\b`),
      apply: (m, today) => ({ dates: comingWeekday(today, SPANISH_DATES.weekdays[m[2] ?? ''] ?? 0, Boolean(m[1] ?? m[3])), timeOfDay: part(m[4]) }),
    },
    {
      pattern: new RegExp(`\\b(?:el )?(\\d{1,2}) de (${months})(?: de (\\d{4}))?\\b`),
      apply: (m, today) => ({ dates: nextDate(today, SPANISH_DATES.months[m[2] ?? ''] ?? 1, Number(m[1]), m[3] ? Number(m[3]) : null), timeOfDay: null }),
    },
    { pattern: new RegExp(`\\b(?:en |durante |para )?(${months})\\b`), apply: (m, today) => ({ dates: wholeMonth(today, SPANISH_DATES.months[m[1] ?? ''] ?? 1), timeOfDay: null }) },
    { pattern: /\bel (?:dia )?(\d{1,2})\b/, apply: (m, today) => ({ dates: nextDayOfMonth(today, Number(m[1])), timeOfDay: null }) },
  ],
  timeOfDayRules: [
    [/\b(?:por|en|de) la manana\b|\bmananas\b/, 'morning'],
    [/\b(?:por|en|de) la tarde\b|\btardes\b/, 'afternoon'],
    [/\b(?:por|en|de) la noche\b|\bnoches?\b|\bdespues del trabajo\b/, 'evening'],
  ],
})

const FRENCH_DATES = languageDates({
  weekdays: { dimanche: 0, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6 },
  months: {
    janvier: 1, fevrier: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, aout: 8, septembre: 9,
    octobre: 10, novembre: 11, decembre: 12,
  },
  parts: { matin: 'morning', 'apres-midi': 'afternoon', 'apres midi': 'afternoon', soir: 'evening', soiree: 'evening' },
  chrono: chrono.fr,
  words: ['aujourdhui', 'demain', 'soir', 'soiree', 'matin', 'apres-midi', 'week-end', 'weekend', 'semaine', 'prochain', 'prochaine', 'mois', 'cette', 'nuit'],
  rules: ({ weekdays, months, part }) => [
    { pattern: /\bapres[- ]demain\b/, apply: (_m, today) => ({ dates: single(addDays(today, 2)), timeOfDay: null }) },
    { pattern: /\bdemain (matin|apres-midi|apres midi|soir)\b/, apply: (m) => ({ dates: { keyword: 'tomorrow' }, timeOfDay: part(m[1]) }) },
    { pattern: /\b(?:ce soir|cette nuit|aujourdhui (?:au )?soir)\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: 'evening' }) },
    { pattern: /\b(?:ce (matin)|cet (apres-midi|apres midi))\b/, apply: (m) => ({ dates: { keyword: 'today' }, timeOfDay: part(m[1] ?? m[2]) }) },
    { pattern: /\b(?:aujourdhui|aujourd hui|ce jour)\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: null }) },
    { pattern: /\bdemain\b/, apply: () => ({ dates: { keyword: 'tomorrow' }, timeOfDay: null }) },
    { pattern: /\b(?:le |ce )?(?:week-end|weekend) prochain\b|\ble prochain (?:week-end|weekend)\b/, apply: (_m, today) => ({ dates: nextWeekend(today), timeOfDay: null }) },
    { pattern: /\b(?:ce |le |du |pour le |pendant le )?(?:week-end|weekend|week-ends|weekends)\b/, apply: () => ({ dates: { keyword: 'this_weekend' }, timeOfDay: null }) },
    { pattern: /\b(?:la )?semaine prochaine\b|\bla prochaine semaine\b/, apply: () => ({ dates: { keyword: 'next_week' }, timeOfDay: null }) },
    { pattern: /\bcette semaine\b/, apply: () => ({ dates: { keyword: 'this_week' }, timeOfDay: null }) },
    { pattern: /\b(?:le )?mois prochain\b/, apply: () => ({ dates: { keyword: 'next_month' }, timeOfDay: null }) },
    { pattern: /\bce mois(?:-ci| ci)?\b/, apply: () => ({ dates: { keyword: 'this_month' }, timeOfDay: null }) },
    {
      pattern: new RegExp(`\\b(?:(ce|le|prochain) )?(${weekdays})s?( prochain)?(?: (matin|apres-midi|apres midi|soir))?\\b`),
      apply: (m, today) => ({ dates: comingWeekday(today, FRENCH_DATES.weekdays[m[2] ?? ''] ?? 0, m[1] === 'prochain' || Boolean(m[3])), timeOfDay: part(m[4]) }),
    },
    {
      pattern: new RegExp(`\\b(?:le )?(\\d{1,2})(?:er)? (${months})(?: (\\d{4}))?\\b`),
      apply: (m, today) => ({ dates: nextDate(today, FRENCH_DATES.months[m[2] ?? ''] ?? 1, Number(m[1]), m[3] ? Number(m[3]) : null), timeOfDay: null }),
    },
    { pattern: new RegExp(`\\b(?:en |au mois de |au mois d |pendant )?(${months})\\b`), apply: (m, today) => ({ dates: wholeMonth(today, FRENCH_DATES.months[m[1] ?? ''] ?? 1), timeOfDay: null }) },
    { pattern: /\ble (\d{1,2})(?:er)?\b/, apply: (m, today) => ({ dates: nextDayOfMonth(today, Number(m[1])), timeOfDay: null }) },
  ],
  timeOfDayRules: [
    [/\b(?:le |en |du )?mat(?:in|inee)s?\b/, 'morning'],
    [/\b(?:l ?)?apres-midi\b|\blapres-midi\b/, 'afternoon'],
    [/\b(?:le |en |du )?soir(?:ee)?s?\b|\bla nuit\b|\bapres le travail\b/, 'evening'],
  ],
})

const GERMAN_DATES = languageDates({
  weekdays: { sonntag: 0, montag: 1, dienstag: 2, mittwoch: 3, donnerstag: 4, freitag: 5, samstag: 6, sonnabend: 6 },
  months: {
    januar: 1, februar: 2, marz: 3, maerz: 3, april: 4, mai: 5, juni: 6, juli: 7, august: 8, september: 9,
    oktober: 10, november: 11, dezember: 12,
  },
  parts: { morgen: 'morning', fruh: 'morning', frueh: 'morning', vormittag: 'morning', nachmittag: 'afternoon', abend: 'evening', nacht: 'evening' },
  chrono: chrono.de,
  words: ['heute', 'morgen', 'abend', 'abends', 'nachmittag', 'vormittag', 'wochenende', 'woche', 'nachste', 'nachsten', 'nachstes', 'monat', 'diese', 'dieses', 'diesen', 'ubermorgen'],
  rules: ({ weekdays, months, part }) => [
    { pattern: /\b(?:ubermorgen|uebermorgen)\b/, apply: (_m, today) => ({ dates: single(addDays(today, 2)), timeOfDay: null }) },
    { pattern: /\bheute (?:am )?(morgen|fruh|frueh|vormittag|nachmittag|abend|nacht)\b/, apply: (m) => ({ dates: { keyword: 'today' }, timeOfDay: part(m[1]) }) },
    { pattern: /\bmorgen (?:am )?(fruh|frueh|vormittag|nachmittag|abend|nacht)\b/, apply: (m) => ({ dates: { keyword: 'tomorrow' }, timeOfDay: part(m[1]) }) },
    { pattern: /\bheute\b/, apply: () => ({ dates: { keyword: 'today' }, timeOfDay: null }) },
    { pattern: /(?<!(?:guten|am|jeden|heute|sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend) )\bmorgen\b/, apply: () => ({ dates: { keyword: 'tomorrow' }, timeOfDay: null }) },
    { pattern: /\b(?:am |das )?(?:nachste[ns]?|naechste[ns]?) wochenende\b/, apply: (_m, today) => ({ dates: nextWeekend(today), timeOfDay: null }) },
    { pattern: /\b(?:dieses |am |an diesem |das |am kommenden |kommendes |uber das |ubers |ueber das )?wochenenden?\b/, apply: () => ({ dates: { keyword: 'this_weekend' }, timeOfDay: null }) },
    { pattern: /\b(?:nachste|naechste|kommende) woche\b/, apply: () => ({ dates: { keyword: 'next_week' }, timeOfDay: null }) },
    { pattern: /\b(?:diese|in dieser) woche\b/, apply: () => ({ dates: { keyword: 'this_week' }, timeOfDay: null }) },
    { pattern: /\b(?:nachste[nm]?|naechste[nm]?|im nachsten|kommende[nm]?) monat\b/, apply: () => ({ dates: { keyword: 'next_month' }, timeOfDay: null }) },
    { pattern: /\b(?:diese[nm]?|in diesem) monat\b/, apply: () => ({ dates: { keyword: 'this_month' }, timeOfDay: null }) },
    {
      pattern: new RegExp(`\\b(?:(am|diese[nm]?|nachste[nm]?|naechste[nm]?|kommende[nm]?) )?(${weekdays})s?(?: ?(morgen|fruh|vormittag|nachmittag|abend|nacht))?\\b`),
      apply: (m, today) => ({ dates: comingWeekday(today, GERMAN_DATES.weekdays[m[2] ?? ''] ?? 0, /^na/.test(m[1] ?? '')), timeOfDay: part(m[3]) }),
    },
    {
      pattern: new RegExp(`\\b(?:am )?(\\d{1,2}) ?(${months})(?: (\\d{4}))?\\b`),
      apply: (m, today) => ({ dates: nextDate(today, GERMAN_DATES.months[m[2] ?? ''] ?? 1, Number(m[1]), m[3] ? Number(m[3]) : null), timeOfDay: null }),
    },
    { pattern: new RegExp(`\\b(?:im |in |ab )?(${months})\\b`), apply: (m, today) => ({ dates: wholeMonth(today, GERMAN_DATES.months[m[1] ?? ''] ?? 1), timeOfDay: null }) },
    { pattern: /\bam (\d{1,2})\b/, apply: (m, today) => ({ dates: nextDayOfMonth(today, Number(m[1])), timeOfDay: null }) },
  ],
  timeOfDayRules: [
    [/\b(?:morgens|vormittags?|am morgen|am vormittag|fruh|frueh)\b/, 'morning'],
    [/\b(?:nachmittags?|am nachmittag)\b/, 'afternoon'],
    [/\b(?:abends?|am abend|nachts?|nach der arbeit|nach feierabend|feierabend)\b/, 'evening'],
  ],
})

const ENGLISH_DATES: LanguageDates = {
  weekdays: WEEKDAYS,
  months: MONTHS,
  parts: PART_OF_DAY,
  rules: ENGLISH_RULES,
  timeOfDayRules: ENGLISH_TIME_OF_DAY_RULES,
  chrono,
  words: [...DATE_WORDS],
}

const DATES_BY_LANGUAGE: Readonly<Record<ConciergeLanguage, LanguageDates>> = {
  en: ENGLISH_DATES,
  es: SPANISH_DATES,
  fr: FRENCH_DATES,
  de: GERMAN_DATES,
}

/** The date words of each language, for spelling correction and language detection. */
export const DATE_WORDS_BY_LANGUAGE: Readonly<Record<ConciergeLanguage, ReadonlySet<string>>> = {
  en: DATE_WORDS,
  es: new Set(SPANISH_DATES.words),
  fr: new Set(FRENCH_DATES.words),
  de: new Set(GERMAN_DATES.words),
}


/**
 * Takes the date and part-of-day phrases out of a normalised (lower-case) message. Dates are computed
 * from `now` in `timeZone`: weekdays are the coming one, months the whole month, explicit dates and
 * ranges come from chrono-node. What is left goes back as `rest`.
 */
export function extractDatePhrases(
  text: string,
  { now, timeZone, language = 'en' }: { now: Date; timeZone: string; language?: ConciergeLanguage },
): DatePhrases {
  const rules = DATES_BY_LANGUAGE[language]
  const today = parseCalendarDate(localDateString(now, timeZone))
  if (!today) throw new RangeError(`Cannot read today's date in ${timeZone}`)
  let rest = text
  let dates: ConciergeDates | null = null
  let timeOfDay: TimeOfDay | null = null
  for (const rule of rules.rules) {
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
    const prepared = language === 'en' ? rest.replace(/\bbetween (.+?) and /, 'from $1 to ') : rest
    for (const result of rules.chrono.parse(prepared, reference, { forwardDate: true })) {
      const start = result.start
      // Other languages' parsers read a lone number ("por menos de 15 €") as a day: they need its month.
      if (language !== 'en' && !start.isCertain('month')) continue
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
  for (const [pattern, part] of rules.timeOfDayRules) {
    const m = pattern.exec(rest)
    if (!m) continue
    rest = cut(rest, m)
    timeOfDay ??= part
  }
  return { dates, timeOfDay, rest: rest.replace(/\s+/g, ' ').trim() }
}
