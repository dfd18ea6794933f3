// Seasons and facts for demo text (issue 23): which days of the window suit a seasonal topic at a place,
// and whether a word fits the event's dates and hours ("Sunday" on a Sunday, "Spring" in spring at the
// place's hemisphere, "Breakfast" in the morning). Words that fit nothing are left out, never forced.
import { hemisphereOf, isInSeason, type SeasonKey, type SeasonPlace } from '@/core/taxonomy/holiday-seasons'
import { DAY_MS, DEMO_WINDOW_DAYS_AFTER, DEMO_WINDOW_DAYS_BEFORE } from './demo-common'
import type { CityInfo, DemoPlan } from './demo-plan-types'

/** Topics outside the holiday sub-categories that still belong to a season. */
export const TOPIC_SEASONS: Readonly<Record<string, SeasonKey>> = {
  Diwali: 'diwali',
  'Lunar New Year': 'lunar-new-year',
  'Winter Solstice': 'winter-solstice',
  'Pumpkin Patch': 'pumpkin',
  'Spring Concert': 'spring',
  'The Nutcracker': 'christmas',
  Skiing: 'winter',
  Snowboarding: 'winter',
  'Apple Picking': 'pumpkin',
}

export function seasonPlaceOf(city: Pick<CityInfo, 'latitude' | 'countryCode'> | null): SeasonPlace {
  // Online events are dated for the site's default audience.
  return city ? { hemisphere: hemisphereOf(city.latitude), countryCode: city.countryCode } : { hemisphere: 'north', countryCode: 'US' }
}

/** Day offsets from the anchor, inside the demo window, on which `key` is in season at `place`. */
export function seasonDayOffsets(plan: Pick<DemoPlan, 'anchorDayMs' | 'seasonDays'>, key: SeasonKey, place: SeasonPlace): number[] {
  const cacheKey = `${key}|${place.hemisphere}|${place.countryCode ?? ''}`
  let offsets = plan.seasonDays.get(cacheKey)
  if (!offsets) {
    offsets = []
    for (let o = -DEMO_WINDOW_DAYS_BEFORE; o <= DEMO_WINDOW_DAYS_AFTER; o++) {
      if (isInSeason(key, plan.anchorDayMs + o * DAY_MS, place)) offsets.push(o)
    }
    plan.seasonDays.set(cacheKey, offsets)
  }
  return offsets
}

/** What the text of an event group may claim: its local start hour and the civil days of its dates. */
export type TextFacts = {
  startHour: number
  /** UTC midnight timestamps of the local civil dates of every instance. */
  days: readonly number[]
  place: SeasonPlace
  formatId: number
  online: boolean
}

const TEACHING = new Set([2, 9, 18])
const STAGED = new Set([5, 6, 7, 8, 19])
const COMPETITIVE = new Set([13, 14, 15])
const formatIn = (formats: ReadonlySet<number>) => (facts: TextFacts) => formats.has(facts.formatId)

const weekdayOf = (dayMs: number) => new Date(dayMs).getUTCDay()

function everyDay(facts: TextFacts, test: (dayMs: number) => boolean): boolean {
  return facts.days.every(test)
}

const inSeason = (key: SeasonKey) => (facts: TextFacts) => everyDay(facts, (d) => isInSeason(key, d, facts.place))

// A word (or phrase) and what must hold for the text to use it. Checked on whole words.
const WORD_RULES: readonly [RegExp, (facts: TextFacts) => boolean][] = [
  [/\bSundays?\b/i, (f) => everyDay(f, (d) => weekdayOf(d) === 0)],
  [/\bSaturdays?\b/i, (f) => everyDay(f, (d) => weekdayOf(d) === 6)],
  [/\bWeekend\b/i, (f) => everyDay(f, (d) => [0, 5, 6].includes(weekdayOf(d)))],
  [/\bSunrise\b/i, (f) => f.startHour <= 7],
  [/\bBreakfast\b/i, (f) => f.startHour <= 10],
  [/\bBrunch\b/i, (f) => f.startHour >= 10 && f.startHour <= 13],
  [/\bMorning\b/i, (f) => f.startHour < 12],
  [/\bMatinee\b|\bAfternoon\b/i, (f) => f.startHour >= 12 && f.startHour < 17],
  [/\b(Evening|Twilight)\b/i, (f) => f.startHour >= 16],
  [/\b(Midnight|Late-Night|All-Night|Late Set|Night Owls?)\b/i, (f) => f.startHour >= 19],
  [/\bNights?\b|\btonight\b/i, (f) => f.startHour >= 16],
  [/\bSpring\b/i, inSeason('spring')],
  [/\bSummer\b/i, inSeason('summer')],
  [/\b(Autumn|Harvest)\b/i, inSeason('autumn')],
  [/\bWinter\b/i, inSeason('winter')],
  [/\bHalf-Term\b/i, (f) => f.place.countryCode === 'GB'],
  [/\bSpooky\b|\bCostume\b/i, inSeason('halloween')],
  [/\b(Festive|Twinkling)\b|\bLights Trail\b/i, (f) => everyDay(f, (d) => ['christmas', 'hanukkah', 'new-year', 'diwali'].some((k) => isInSeason(k as SeasonKey, d, f.place)))],
  [/\bFireworks\b/i, (f) => everyDay(f, (d) => ['new-year', 'independence-day', 'diwali'].some((k) => isInSeason(k as SeasonKey, d, f.place)))],
  [/\bTelescope\b/i, (f) => f.startHour >= 18],
  // Words of one kind of event: a class has tutors, a show has a cast, a race has medals.
  [/\b(tutors?|No experience (needed|necessary)|All materials included|Take your work home)\b/i, formatIn(TEACHING)],
  [/\b(production|stage|staged|cast of|after the show|Running time|Encore|Matinee|Opening Night|Closing Night)\b/i, formatIn(STAGED)],
  [/\bGet creative\b/i, formatIn(TEACHING)],
  [/\b(Album Release|Farewell Tour|Live in Concert|Headline Show|Residency|Anniversary Show|Late Set|first note)\b/i, formatIn(new Set([5, 6, 11]))],
  [/\b(Opening Reception|Preview Evening|Open Studio)\b/i, formatIn(new Set([3, 6, 17]))],
  [/\b(Fun Run|Charity 5K|Chip timing|Water stations|Race packs?)\b/i, formatIn(new Set([15]))],
  [/\b(Championship|Finals Day|Season Opener|Summer League|referees|medals|Teams and solo entries|Prizes to be won|prizes for the winners)\b/i, formatIn(COMPETITIVE)],
  [/\b(screenings?|big screen|Popcorn|Reserved seating|Captions available)\b/i, formatIn(new Set([7]))],
  [/\b(intimate room|first set|jam session|headliners?|by artists from)\b/i, formatIn(new Set([5, 6, 17]))],
  [/\bpost-game\b/i, formatIn(COMPETITIVE)],
  [/\b(Open-Air|Rooftop|Outdoor|Coastal|Sunrise)\b/i, (f) => !f.online],
  [/\b(keynote|every pass)\b/i, formatIn(new Set([1, 4]))],
]

/** Whether `text` claims nothing the facts contradict. */
export function fitsFacts(text: string, facts: TextFacts): boolean {
  for (const [pattern, holds] of WORD_RULES) if (pattern.test(text) && !holds(facts)) return false
  return true
}

/** The items of `list` that fit; the whole list when none does is not offered: callers handle empty. */
export function fitting(list: readonly string[], facts: TextFacts): string[] {
  return list.filter((item) => fitsFacts(item, facts))
}
