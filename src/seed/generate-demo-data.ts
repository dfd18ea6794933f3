// The demo-data generator (ARCHITECTURE §4): pure, no I/O, deterministic from a seed and an anchor
// date. It streams events in chunks so that a million never sit in memory at once; the seeder writes
// each chunk and drops it.
//
// Every entity draws from its own generator forked from the seed and its index (`org:17`,
// `group:4242`), so chunk sizes never change the data and one part can change without reshuffling
// every value after it.
import { REFUND_POLICIES } from '@/core/events/refund-policy'
import { CATEGORIES, type Category } from '@/core/taxonomy/categories'
import { FORMATS, type Format } from '@/core/taxonomy/formats'
import { SUBCATEGORIES, type Subcategory } from '@/core/taxonomy/subcategories'
import type { PlaceRecord } from '@/core/places/place-types'
import { slugifyPlaceName } from '@/core/places/place-slug'
import type { featureFlags, searchLog } from '@/db/schema'
import { buildDiscount, type DiscountRow } from '@/seed/builders/build-discount'
import { buildEvent, type EventRow } from '@/seed/builders/build-event'
import { buildOrganizer, type OrganizerRow } from '@/seed/builders/build-organizer'
import { buildTicketClass, type TicketClassRow } from '@/seed/builders/build-ticket-class'
import { buildVenue, type VenueRow } from '@/seed/builders/build-venue'
import { CATEGORY_CONTENT, SUBCATEGORY_TOPICS, type CategoryContent } from './content/category-content'
import { getCountryContent } from './content/country-content'
import { FORMAT_CONTENT, START_HOURS, WEEKEND_SHARE, type FormatContent } from './content/format-content'
import { FIRST_NAMES, ORGANIZER_ADJECTIVES, ORGANIZER_DESCRIPTIONS, ORGANIZER_NOUNS, ORGANIZER_PATTERNS } from './content/organizer-names'
import { GENERAL_QUERIES, LOCAL_QUERY_PATTERNS } from './content/search-queries'
import { listDemoImages, type DemoImageSpec } from './demo-images'
import { composeEventText, toSentenceWords, toTagWord } from './event-text'
import { createRandom, createWeightedTable, drawWeighted, type Random, type WeightedTable } from './random'
import { zonedTimeToUtc } from './zoned-time'

export type DemoCity = Pick<
  PlaceRecord,
  | 'id'
  | 'name'
  | 'regionName'
  | 'regionAbbreviation'
  | 'latitude'
  | 'longitude'
  | 'population'
  | 'timeZone'
  | 'viewportNeLat'
  | 'viewportNeLng'
  | 'viewportSwLat'
  | 'viewportSwLng'
> & { countryCode: string }

export type GenerateDemoDataInput = {
  /** Dated events to generate; series parents come on top (see `DemoData.events`). */
  events: number
  seed: number
  /** "Now" for the data: dates spread from ~30 days before to ~4 months after it. */
  anchorDate: Date
  cities: readonly DemoCity[]
  categories?: readonly Category[]
  formats?: readonly Format[]
  subcategories?: readonly Subcategory[]
  searchLogRows?: number
}

export type SearchLogRow = Required<Omit<typeof searchLog.$inferInsert, 'id'>> & { id: number }
export type FeatureFlagRow = Required<typeof featureFlags.$inferInsert>

export type EventChunk = {
  events: (EventRow & { id: number })[]
  ticketClasses: (TicketClassRow & { id: number })[]
  discounts: (DiscountRow & { id: number })[]
  /** Rows that are not series parents. */
  datedEvents: number
}

export type DemoData = {
  images: DemoImageSpec[]
  organizers: (OrganizerRow & { id: number })[]
  venues: (VenueRow & { id: number })[]
  /** Dated events plus one parent row per series; exactly `input.events` rows are not parents. */
  events: (EventRow & { id: number })[]
  ticketClasses: (TicketClassRow & { id: number })[]
  discounts: (DiscountRow & { id: number })[]
  searchLog: SearchLogRow[]
  featureFlags: FeatureFlagRow[]
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** Days before the anchor that the earliest events start; past events make "ended" lists non-empty. */
export const DEMO_WINDOW_DAYS_BEFORE = 30
/** Days after the anchor that the latest events start (~4 months). */
export const DEMO_WINDOW_DAYS_AFTER = 120

const ONLINE_SHARE = 0.12
// Groups that are series, tuned so that ~10% of dated events belong to one (average 5.5 instances).
const SERIES_GROUP_SHARE = 0.02
const EXTERNAL_SHARE = 0.03
const PROMOTED_SHARE = 0.035
const SOLD_OUT_SHARE = 0.035
const FEW_LEFT_SHARE = 0.07
const SALES_END_SOON_SHARE = 0.06
const OPEN_DISCOUNT_SHARE = 0.05
const BOGO_SHARE = 0.025
const CODED_DISCOUNT_SHARE = 0.03

// Share of all events per category, in percent: music and food lead, as on real marketplaces.
const CATEGORY_WEIGHTS: Readonly<Record<number, number>> = {
  101: 8, 102: 5, 103: 14, 104: 5, 105: 8, 106: 2.5, 107: 6, 108: 6, 109: 4, 110: 9, 111: 4, 112: 2, 113: 6, 114: 3,
  115: 5, 116: 4, 117: 3, 118: 2, 119: 5, 120: 2, 199: 2,
}

// Holidays of the seasonal subcategories as (month, day); Easter and Thanksgiving move, so these are
// typical dates, good enough to cluster demo events around.
const HOLIDAY_DATES: Readonly<Record<number, readonly [number, number]>> = {
  16001: [3, 17],
  16002: [4, 12],
  16003: [7, 4],
  16004: [10, 31],
  16005: [11, 26],
  16006: [12, 25],
  16007: [12, 18],
  16008: [10, 15],
  16009: [12, 31],
}

const EXTERNAL_SELLERS: readonly { by: string; url: (slug: string, id: number) => string }[] = [
  { by: 'boxoffice-partner', url: (slug, id) => `https://tickets.example.org/events/${id}/${slug}` },
  { by: 'venue-box-office', url: (slug) => `https://boxoffice.example.com/shows/${slug}` },
  { by: 'partner-tix', url: (slug, id) => `https://www.example.net/tix/${slug}-${id}` },
]

type CityInfo = DemoCity & { weight: number; venueStart: number; venueCount: number }

export type DemoPlan = {
  input: Required<GenerateDemoDataInput>
  root: Random
  anchor: Date
  /** Civil date of the anchor in UTC, as a UTC midnight timestamp. */
  anchorDayMs: number
  cities: CityInfo[]
  /** Cities that own at least one venue, by weight: where in-person events happen. */
  eventCityTable: WeightedTable<number>
  organizerCount: number
  organizerCity: Int32Array
  organizerCategory: Int32Array
  organizerFollowers: Int32Array
  organizerNames: string[]
  organizersByCity: (WeightedTable<number> | null)[]
  allOrganizers: WeightedTable<number>
  venueCount: number
  venueLat: Float64Array
  venueLng: Float64Array
  categoryTable: WeightedTable<Category>
  formatTables: Map<number, WeightedTable<number>>
  subcategoryTables: Map<number, WeightedTable<Subcategory | null>>
  /** Calibrates per-format online shares so that ~12% of all events are online. */
  onlineFactor: number
  images: DemoImageSpec[]
  categoryImageIds: Map<number, number[]>
  groupImageIds: Map<string, number>
  formatsById: Map<number, Format>
  categoriesById: Map<number, Category>
  /** Subcategory titles as topic words: "Hip Hop / Rap" → "Hip Hop"; absent for Other. */
  subcategoryTopics: Map<number, string>
  /** The year printed in edition names ("Austin Food Festival 2026"): the middle of the window. */
  editionYear: number
}

function gaussian(r: Random): number {
  // Box–Muller; 1 - next() keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next())
}

function civilDay(ms: number): { year: number; month: number; day: number; weekday: number } {
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

function allocate(total: number, weights: readonly number[]): number[] {
  // Largest remainder: deterministic, sums exactly to `total`.
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (total * w) / sum)
  const counts = exact.map(Math.floor)
  let left = total - counts.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left <= 0) break
    counts[i] = (counts[i] ?? 0) + 1
    left -= 1
  }
  return counts
}

function seasonalWeight(subcategoryId: number, anchorDayMs: number): number {
  const date = HOLIDAY_DATES[subcategoryId]
  if (!date) return 1
  const year = new Date(anchorDayMs).getUTCFullYear()
  for (const y of [year - 1, year, year + 1]) {
    const offsetDays = (Date.UTC(y, date[0] - 1, date[1]) - anchorDayMs) / DAY_MS
    if (offsetDays >= -DEMO_WINDOW_DAYS_BEFORE && offsetDays <= DEMO_WINDOW_DAYS_AFTER) return 6
  }
  return 1
}

/** Everything the chunk generators share: cities, organizers, venue coordinates and lookup tables. */
export function planDemoData(input: GenerateDemoDataInput): DemoPlan {
  if (!Number.isInteger(input.events) || input.events < 0) throw new Error('events must be a non-negative integer')
  if (input.cities.length === 0) throw new Error('at least one city is needed')
  const full: Required<GenerateDemoDataInput> = {
    categories: CATEGORIES,
    formats: FORMATS,
    subcategories: SUBCATEGORIES,
    searchLogRows: 3000,
    ...input,
  }
  const root = createRandom(`tessera-demo:${full.seed}`)
  const anchor = new Date(full.anchorDate.getTime())
  const anchorDayMs = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate())

  // Cities: weight grows slower than population so that mid-sized cities still get a decent share.
  const sortedCities = [...full.cities].sort((a, b) => b.population - a.population || a.id.localeCompare(b.id))
  const weights = sortedCities.map((c) => Math.pow(Math.max(1000, c.population), 0.8))
  const venueCount = Math.max(10, Math.round(full.events / 5))
  const venueCounts = allocate(venueCount, weights)
  let venueStart = 1
  const cities: CityInfo[] = sortedCities.map((city, i) => {
    const count = venueCounts[i] ?? 0
    const info = { ...city, weight: weights[i] ?? 0, venueStart, venueCount: count }
    venueStart += count
    return info
  })
  const venueCities = cities.map((_, i) => i).filter((i) => (cities[i]?.venueCount ?? 0) > 0)
  const eventCityTable = createWeightedTable(
    venueCities,
    venueCities.map((i) => cities[i]?.weight ?? 0),
  )
  const homeCityTable = createWeightedTable(
    cities.map((_, i) => i),
    weights,
  )

  const categories = full.categories
  const categoryTable = createWeightedTable(
    categories,
    categories.map((c) => CATEGORY_WEIGHTS[c.id] ?? 2),
  )
  const formatTables = new Map<number, WeightedTable<number>>()
  const subcategoryTables = new Map<number, WeightedTable<Subcategory | null>>()
  let expectedOnline = 0
  let totalCategoryWeight = 0
  for (const category of categories) {
    const content = contentOf(category.id)
    const formatIds = full.formats.map((f) => f.id).filter((id) => (content.formatWeights[id] ?? 0) > 0)
    const formatWeights = formatIds.map((id) => content.formatWeights[id] ?? 0)
    formatTables.set(category.id, createWeightedTable(formatIds, formatWeights))
    const fw = formatWeights.reduce((a, b) => a + b, 0)
    const cw = CATEGORY_WEIGHTS[category.id] ?? 2
    totalCategoryWeight += cw
    formatIds.forEach((id, i) => {
      expectedOnline += (cw * (formatWeights[i] ?? 0) * (FORMAT_CONTENT[id]?.onlineShare ?? 0.05)) / fw
    })
    // Most events name a subcategory; about one in ten says Other and one in twenty none at all.
    const subs = full.subcategories.filter((s) => s.categoryId === category.id)
    const named = subs.filter((s) => s.refinement !== 'other')
    const other = subs.find((s) => s.refinement === 'other') ?? null
    const items: (Subcategory | null)[] = [...named, other, null]
    const namedWeights = named.map((s) => seasonalWeight(s.id, anchorDayMs))
    const namedTotal = namedWeights.reduce((a, b) => a + b, 0)
    subcategoryTables.set(
      category.id,
      createWeightedTable(items, [...namedWeights, other ? namedTotal * 0.12 : 0, namedTotal * 0.06]),
    )
  }
  const onlineFactor = ONLINE_SHARE / (expectedOnline / totalCategoryWeight)

  // Organizers: a home city, a main category and a long-tailed following.
  const organizerCount = Math.max(10, Math.round(full.events / 8))
  const organizerCity = new Int32Array(organizerCount)
  const organizerCategory = new Int32Array(organizerCount)
  const organizerFollowers = new Int32Array(organizerCount)
  const organizerNames: string[] = new Array<string>(organizerCount)
  const byCity: number[][] = cities.map(() => [])
  for (let i = 0; i < organizerCount; i++) {
    const r = root.fork(`org:${i + 1}`)
    const cityIndex = drawWeighted(r, homeCityTable)
    const category = drawWeighted(r, categoryTable)
    const followers = r.chance(0.06) ? 0 : Math.min(250_000, Math.floor(Math.exp(gaussian(r) * 1.5 + 3.2)))
    organizerCity[i] = cityIndex
    organizerCategory[i] = category.id
    organizerFollowers[i] = followers
    organizerNames[i] = composeOrganizerName(r, cities[cityIndex] as CityInfo, contentOf(category.id))
    byCity[cityIndex]?.push(i + 1)
  }
  const fame = (id: number) => 1 + Math.sqrt(organizerFollowers[id - 1] ?? 0) / 4
  const organizersByCity = byCity.map((ids) => (ids.length > 0 ? createWeightedTable(ids, ids.map(fame)) : null))
  const allIds = Array.from({ length: organizerCount }, (_, i) => i + 1)
  const allOrganizers = createWeightedTable(allIds, allIds.map(fame))

  // Venue coordinates are needed by events as well as by venue rows, so they are fixed here.
  const venueLat = new Float64Array(venueCount + 1)
  const venueLng = new Float64Array(venueCount + 1)
  for (const city of cities) {
    // Stay well inside the place's viewport so that "events in {city}" finds every venue of the city.
    const halfLat = ((city.viewportNeLat - city.viewportSwLat) / 2) * 0.5
    const halfLng = ((city.viewportNeLng - city.viewportSwLng) / 2) * 0.5
    for (let v = city.venueStart; v < city.venueStart + city.venueCount; v++) {
      const r = root.fork(`venue-geo:${v}`)
      // A sum of uniforms clusters venues towards the centre, as in real cities.
      const dy = (r.next() + r.next() + r.next()) / 1.5 - 1
      const dx = (r.next() + r.next() + r.next()) / 1.5 - 1
      venueLat[v] = round6(city.latitude + dy * halfLat)
      venueLng[v] = round6(city.longitude + dx * halfLng)
    }
  }

  const images = listDemoImages(categories, full.subcategories)
  const categoryImageIds = new Map<number, number[]>()
  const groupImageIds = new Map<string, number>()
  for (const image of images) {
    if (image.imageGroup === null) {
      const list = categoryImageIds.get(image.categoryId) ?? []
      list.push(image.id)
      categoryImageIds.set(image.categoryId, list)
    } else {
      groupImageIds.set(image.imageGroup, image.id)
    }
  }

  return {
    input: full,
    root,
    anchor,
    anchorDayMs,
    cities,
    eventCityTable,
    organizerCount,
    organizerCity,
    organizerCategory,
    organizerFollowers,
    organizerNames,
    organizersByCity,
    allOrganizers,
    venueCount,
    venueLat,
    venueLng,
    categoryTable,
    formatTables,
    subcategoryTables,
    onlineFactor,
    images,
    categoryImageIds,
    groupImageIds,
    formatsById: new Map(full.formats.map((f) => [f.id, f])),
    categoriesById: new Map(categories.map((c) => [c.id, c])),
    editionYear: new Date(anchorDayMs + 60 * DAY_MS).getUTCFullYear(),
    subcategoryTopics: new Map(
      full.subcategories
        .filter((s) => s.refinement !== 'other')
        .map((s) => [s.id, s.title.trim().split(/\s*\/\s*/)[0] ?? s.title.trim()]),
    ),
  }
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6
}

function contentOf(categoryId: number): CategoryContent {
  const content = CATEGORY_CONTENT[categoryId] ?? CATEGORY_CONTENT[199]
  if (!content) throw new Error(`no demo content for category ${categoryId}`)
  return content
}

function formatContentOf(formatId: number): FormatContent {
  const content = FORMAT_CONTENT[formatId] ?? FORMAT_CONTENT[6]
  if (!content) throw new Error(`no demo content for format ${formatId}`)
  return content
}

function composeOrganizerName(r: Random, city: CityInfo, content: CategoryContent): string {
  const country = getCountryContent(city.countryCode)
  const surname = r.pick(country.surnames)
  let surname2 = r.pick(country.surnames)
  if (surname2 === surname) surname2 = r.pick(country.surnames)
  const values: Record<string, string> = {
    city: city.name,
    topic: r.pick(content.topics),
    adjective: r.pick(ORGANIZER_ADJECTIVES),
    noun: r.pick(ORGANIZER_NOUNS),
    surname,
    surname2,
    first: r.pick(FIRST_NAMES),
  }
  return r.pick(ORGANIZER_PATTERNS).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}

/** Organizer rows with ids `from`..`to` (inclusive). */
export function generateOrganizerRows(plan: DemoPlan, from: number, to: number): (OrganizerRow & { id: number })[] {
  const rows: (OrganizerRow & { id: number })[] = []
  for (let id = from; id <= Math.min(to, plan.organizerCount); id++) {
    const r = plan.root.fork(`org-row:${id}`)
    const city = plan.cities[plan.organizerCity[id - 1] ?? 0] as CityInfo
    const content = contentOf(plan.organizerCategory[id - 1] ?? 199)
    const name = plan.organizerNames[id - 1] ?? `Organizer ${id}`
    const slug = slugifyPlaceName(name) || `organizer-${id}`
    const description = r
      .pick(ORGANIZER_DESCRIPTIONS)
      .replace('{topic}', toSentenceWords(r.pick(content.topics)))
      .replace('{city}', city.name)
      .replace('{year}', String(2008 + r.int(0, 16)))
    rows.push({
      ...buildOrganizer({
        name,
        slug,
        description,
        website: r.chance(0.6) ? `https://${slug.slice(0, 40)}.example.com` : null,
        numFollowers: plan.organizerFollowers[id - 1] ?? 0,
        createdAt: new Date(plan.anchor.getTime() - r.int(30, 2000) * DAY_MS),
      }),
      id,
    })
  }
  return rows
}

/** Venue rows with ids `from`..`to` (inclusive). */
export function generateVenueRows(plan: DemoPlan, from: number, to: number): (VenueRow & { id: number })[] {
  const rows: (VenueRow & { id: number })[] = []
  let cityIndex = 0
  for (let id = from; id <= Math.min(to, plan.venueCount); id++) {
    while (cityIndex < plan.cities.length) {
      const c = plan.cities[cityIndex] as CityInfo
      if (id < c.venueStart + c.venueCount) break
      cityIndex += 1
    }
    const city = plan.cities[cityIndex] as CityInfo
    const r = plan.root.fork(`venue:${id}`)
    const country = getCountryContent(city.countryCode)
    const street = r.pick(country.streets)
    const values: Record<string, string> = {
      city: city.name,
      street: street.replace(/^(Rue|Calle|Via|Avenida|Avenue|Corso|Paseo|Boulevard|Quai|Place|Piazza|Largo|Rua) (de la |de |del |du |da |do |des )?/, ''),
      name: r.pick(country.surnames),
      noun: r.pick(country.venueNouns),
    }
    const name = r.pick(country.venuePatterns).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    rows.push({
      ...buildVenue({
        name,
        address1: country.address(r.int(1, 480), street),
        address2: r.chance(0.08) ? `Floor ${r.int(2, 6)}` : null,
        city: city.name,
        region: city.regionAbbreviation ?? city.regionName,
        postalCode: country.postalCode(r),
        countryCode: city.countryCode,
        latitude: plan.venueLat[id] ?? city.latitude,
        longitude: plan.venueLng[id] ?? city.longitude,
        placeId: city.id,
        timeZone: city.timeZone,
      }),
      id,
    })
  }
  return rows
}

type PriceTier = { name: string; factor: number; share: number; maxPerOrder: number; earlyBird: boolean }

const PAID_TIER_SETS: readonly { tiers: readonly PriceTier[]; weight: number }[] = [
  { tiers: [{ name: 'General Admission', factor: 1, share: 1, maxPerOrder: 10, earlyBird: false }], weight: 45 },
  {
    tiers: [
      { name: 'Early bird', factor: 0.75, share: 0.25, maxPerOrder: 6, earlyBird: true },
      { name: 'General Admission', factor: 1, share: 0.75, maxPerOrder: 10, earlyBird: false },
    ],
    weight: 25,
  },
  {
    tiers: [
      { name: 'General Admission', factor: 1, share: 0.85, maxPerOrder: 10, earlyBird: false },
      { name: 'VIP', factor: 2.4, share: 0.15, maxPerOrder: 4, earlyBird: false },
    ],
    weight: 18,
  },
  {
    tiers: [
      { name: 'Early bird', factor: 0.75, share: 0.2, maxPerOrder: 6, earlyBird: true },
      { name: 'General Admission', factor: 1, share: 0.68, maxPerOrder: 10, earlyBird: false },
      { name: 'VIP', factor: 2.4, share: 0.12, maxPerOrder: 4, earlyBird: false },
    ],
    weight: 12,
  },
]
const PAID_TIER_TABLE = createWeightedTable(
  PAID_TIER_SETS.map((s) => s.tiers),
  PAID_TIER_SETS.map((s) => s.weight),
)

type Scarcity = 'sold-out' | 'few-left' | 'normal'

type GroupShape = {
  category: Category
  subcategory: Subcategory | null
  formatId: number
  cityIndex: number
  venueId: number | null
  organizerId: number
  isOnline: boolean
  timeZone: string
  currency: string
  text: { name: string; summary: string; descriptionHtml: string }
  tags: string[]
  imageId: number | null
  external: (typeof EXTERNAL_SELLERS)[number] | null
  isPromoted: boolean
  isFree: boolean
  tiers: readonly PriceTier[]
  generalPriceMinor: number
  capacity: number
  startHour: number
  startMinute: number
  durationMinutes: number
  multiDays: number
  wantsWeekend: boolean
}

type TagInput = Pick<GroupShape, 'category' | 'subcategory' | 'formatId' | 'isOnline' | 'isFree' | 'generalPriceMinor'>

const START_MINUTES = [0, 0, 0, 30, 30, 15, 45]

function pickTags(r: Random, shape: TagInput, content: CategoryContent, topic: string): string[] {
  const tags = new Set<string>()
  tags.add(shape.category.slug)
  if (shape.subcategory && shape.subcategory.refinement !== 'other') tags.add(toTagWord(shape.subcategory.title))
  tags.add(toTagWord(topic))
  for (const word of r.shuffle(content.tagWords).slice(0, r.int(1, 2))) tags.add(word)
  const format = FORMAT_CONTENT[shape.formatId]
  const profile = format?.time ?? content.time
  const cat = shape.category.id
  if ((profile === 'late-night' || shape.formatId === 11) && !shape.isOnline && r.chance(0.8)) tags.add('nightlife')
  if (shape.isFree || (shape.generalPriceMinor > 0 && shape.generalPriceMinor <= 1500)) {
    if (r.chance(0.7)) tags.add('budget-friendly')
  }
  if ((cat === 115 || cat === 120 || ((cat === 116 || cat === 113 || cat === 108) && r.chance(0.4))) && profile !== 'late-night') {
    tags.add('kid-friendly')
  }
  if ([13, 14, 16, 17].includes(shape.formatId) || ((cat === 119 || cat === 199) && r.chance(0.5))) tags.add('great-for-groups')
  if (
    !shape.isOnline &&
    (profile === 'evening' || profile === 'late-night') &&
    [103, 104, 105, 110, 117].includes(cat) &&
    r.chance(0.45)
  ) {
    tags.add('date-night')
  }
  return [...tags].filter((t) => t.length > 0)
}

function buildGroupShape(plan: DemoPlan, r: Random): GroupShape {
  const cityIndex = drawWeighted(r, plan.eventCityTable)
  const city = plan.cities[cityIndex] as CityInfo
  const localTable = plan.organizersByCity[cityIndex]
  const organizerId = localTable && r.chance(0.8) ? drawWeighted(r, localTable) : drawWeighted(r, plan.allOrganizers)
  const organizerCategory = plan.organizerCategory[organizerId - 1] ?? 199
  const byOrganizer = plan.categoriesById.get(organizerCategory)
  const category = byOrganizer && r.chance(0.7) ? byOrganizer : drawWeighted(r, plan.categoryTable)
  const content = contentOf(category.id)
  const formatTable = plan.formatTables.get(category.id)
  const formatId = formatTable ? drawWeighted(r, formatTable) : 6
  const format = formatContentOf(formatId)
  const subTable = plan.subcategoryTables.get(category.id)
  const subcategory = subTable ? drawWeighted(r, subTable) : null
  const isOnline = r.chance(Math.min(0.9, format.onlineShare * plan.onlineFactor))
  const venueId = isOnline ? null : city.venueStart + Math.floor(city.venueCount * Math.pow(r.next(), 1.6))
  const country = getCountryContent(city.countryCode)

  const subTopics = subcategory ? SUBCATEGORY_TOPICS[subcategory.id] : undefined
  const subTitle = subcategory ? plan.subcategoryTopics.get(subcategory.id) : undefined
  let topic: string
  if (subTopics && r.chance(0.7)) topic = r.pick(subTopics)
  else if (subTitle && r.chance(0.45)) topic = subTitle
  else topic = r.pick(content.topics)

  const external = r.chance(EXTERNAL_SHARE) ? r.pick(EXTERNAL_SELLERS) : null
  const isFree = external === null && r.chance(content.freeShare)
  const tiers: readonly PriceTier[] = isFree
    ? [{ name: r.chance(0.3) ? 'RSVP' : 'General Admission', factor: 0, share: 1, maxPerOrder: 10, earlyBird: false }]
    : drawWeighted(r, PAID_TIER_TABLE)
  const [lowUsd, highUsd] = content.priceUsd
  const usd = lowUsd * Math.pow(highUsd / lowUsd, Math.pow(r.next(), 1.4))
  const generalPriceMinor = isFree ? 0 : roundPriceMinor(usd * country.priceFactor)
  const [lowCap, highCap] = content.capacity
  const capacity = Math.max(5, Math.round(lowCap * Math.pow(highCap / lowCap, Math.pow(r.next(), 1.3))))

  const profile = format.time ?? content.time
  const hours = START_HOURS[profile]
  const [minDuration, maxDuration] = format.durationMinutes
  const isPromoted = r.chance(PROMOTED_SHARE)
  const startHour = r.pick(hours)
  const startMinute = r.pick(START_MINUTES)
  const durationMinutes = Math.round((minDuration + r.next() * (maxDuration - minDuration)) / 15) * 15
  const multiDays = r.chance(format.multiDayShare) ? r.int(2, 3) : 1
  const wantsWeekend = r.chance(WEEKEND_SHARE[profile])
  const text = composeEventText(r, {
    categoryId: category.id,
    formatId,
    content,
    format,
    topic,
    city: isOnline ? null : city.name,
    organizerName: plan.organizerNames[organizerId - 1] ?? 'the organizer',
    year: plan.editionYear,
    isOnline,
  })
  const tags = pickTags(r, { category, subcategory, formatId, isOnline, isFree, generalPriceMinor }, content, topic)
  const groupImage = subcategory?.imageGroup ? plan.groupImageIds.get(subcategory.imageGroup) : undefined
  const categoryImages = plan.categoryImageIds.get(category.id) ?? []
  let imageId: number | null
  if (r.chance(0.015)) imageId = null
  else if (groupImage !== undefined && r.chance(0.6)) imageId = groupImage
  else imageId = categoryImages.length > 0 ? r.pick(categoryImages) : null
  // One literal rather than a spread of a partial shape: this runs once per event group, a million times.
  return {
    category,
    subcategory,
    formatId,
    cityIndex,
    venueId,
    organizerId,
    isOnline,
    timeZone: city.timeZone,
    currency: country.currency,
    text,
    tags,
    imageId,
    external,
    isPromoted,
    isFree,
    tiers,
    generalPriceMinor,
    capacity,
    startHour,
    startMinute,
    durationMinutes,
    multiDays,
    wantsWeekend,
  }
}

/** Day offsets (from the anchor's civil date) of the instances of a group. */
function pickDayOffsets(r: Random, count: number): number[] {
  if (count === 1) {
    const past = r.chance(0.16)
    // Denser in the coming weeks than months ahead, as listings are.
    return [past ? -r.int(1, DEMO_WINDOW_DAYS_BEFORE) : Math.floor(Math.pow(r.next(), 1.25) * (DEMO_WINDOW_DAYS_AFTER + 1))]
  }
  // Weekly mostly; daily runs (tours, classes), fortnightly and monthly ones when they fit the window.
  const room = DEMO_WINDOW_DAYS_BEFORE + DEMO_WINDOW_DAYS_AFTER - 7
  const cadences = [7, 1, 14, 28].filter((c) => c * (count - 1) <= room)
  const weights = [60, 15, 15, 10].slice(0, cadences.length)
  const cadence = r.weightedPick(cadences, weights)
  const span = cadence * (count - 1)
  const first = -DEMO_WINDOW_DAYS_BEFORE + r.int(0, Math.max(0, DEMO_WINDOW_DAYS_BEFORE + DEMO_WINDOW_DAYS_AFTER - span - 7))
  return Array.from({ length: count }, (_, i) => first + i * cadence)
}

/**
 * Event rows in chunks of about `chunkSize` dated events (a series is never split), with their ticket
 * classes and discounts. Ids are assigned in order: 1, 2, 3… across chunks.
 */
export function* generateEventChunks(plan: DemoPlan, chunkSize = 10_000): Generator<EventChunk> {
  const total = plan.input.events
  let dated = 0
  let group = 0
  let nextEventId = 1
  let nextTicketClassId = 1
  let nextDiscountId = 1
  let chunk: EventChunk = { events: [], ticketClasses: [], discounts: [], datedEvents: 0 }
  while (dated < total) {
    group += 1
    const r = plan.root.fork(`group:${group}`)
    const remaining = total - dated
    let count = r.chance(SERIES_GROUP_SHARE) ? r.int(3, 8) : 1
    count = Math.min(count, remaining)
    if (count === 2) count = 1
    const shape = buildGroupShape(plan, r)
    const offsets = pickDayOffsetsWithWeekday(plan, r, shape, count)
    const groupRows = buildGroupRows(plan, r, shape, offsets, { nextEventId, nextTicketClassId, nextDiscountId })
    nextEventId += groupRows.events.length
    nextTicketClassId += groupRows.ticketClasses.length
    nextDiscountId += groupRows.discounts.length
    chunk.events.push(...groupRows.events)
    chunk.ticketClasses.push(...groupRows.ticketClasses)
    chunk.discounts.push(...groupRows.discounts)
    chunk.datedEvents += count
    dated += count
    if (chunk.datedEvents >= chunkSize) {
      yield chunk
      chunk = { events: [], ticketClasses: [], discounts: [], datedEvents: 0 }
    }
  }
  if (chunk.events.length > 0) yield chunk
}

function pickDayOffsetsWithWeekday(plan: DemoPlan, r: Random, shape: GroupShape, count: number): number[] {
  const offsets = pickDayOffsets(r, count)
  if (!shape.wantsWeekend) return offsets
  // Move the first date forward to the next Saturday or Sunday; later instances keep the cadence.
  const weekday = civilDay(plan.anchorDayMs + (offsets[0] ?? 0) * DAY_MS).weekday
  const target = r.chance(0.6) ? 6 : 0
  const shift = (target - weekday + 7) % 7
  if ((offsets[offsets.length - 1] ?? 0) + shift > DEMO_WINDOW_DAYS_AFTER) return offsets
  return offsets.map((o) => o + shift)
}

type IdCursor = { nextEventId: number; nextTicketClassId: number; nextDiscountId: number }

function buildGroupRows(
  plan: DemoPlan,
  r: Random,
  shape: GroupShape,
  offsets: readonly number[],
  cursor: IdCursor,
): { events: EventChunk['events']; ticketClasses: EventChunk['ticketClasses']; discounts: EventChunk['discounts'] } {
  const anchorMs = plan.anchor.getTime()
  const events: EventChunk['events'] = []
  const ticketClasses: EventChunk['ticketClasses'] = []
  const discounts: EventChunk['discounts'] = []
  const isSeries = offsets.length > 1
  let eventId = cursor.nextEventId
  let ticketClassId = cursor.nextTicketClassId
  let discountId = cursor.nextDiscountId
  const parentId = isSeries ? eventId++ : null
  const nameSlug = slugifyPlaceName(shape.text.name) || 'event'

  const starts = offsets.map((offset) => {
    const day = civilDay(plan.anchorDayMs + offset * DAY_MS)
    return zonedTimeToUtc(
      { year: day.year, month: day.month, day: day.day, hour: shape.startHour, minute: shape.startMinute },
      shape.timeZone,
    )
  })
  const ends = starts.map((s) => new Date(s.getTime() + (shape.multiDays - 1) * DAY_MS + shape.durationMinutes * 60_000))
  const firstStart = starts[0] as Date

  // Most events were listed weeks ago; a few just now (the "Just added" signal).
  let createdMs = r.chance(0.08) ? anchorMs - r.int(1, 72) * HOUR_MS : anchorMs - r.int(4, 90) * DAY_MS - r.int(0, 23) * HOUR_MS
  createdMs = Math.min(createdMs, firstStart.getTime() - 2 * DAY_MS)
  const createdAt = new Date(createdMs)
  const publishedAt = new Date(createdMs + 10 * 60_000)
  const status = r.chance(0.012) ? 'canceled' : r.chance(0.008) ? 'postponed' : 'live'
  const promotedListing = shape.isPromoted
    ? {
        adId: `ad_${plan.input.seed}_${cursor.nextEventId}`,
        campaignId: `cmp_${r.int(10_000, 99_999)}`,
        placement: r.pick(['search', 'home', 'category']),
        displayAbTest: 'control',
        hasOpportunityFeedbackEnabled: false,
      }
    : null
  const famous = Math.sqrt(plan.organizerFollowers[shape.organizerId - 1] ?? 0)

  const scarcity: Scarcity = r.chance(SOLD_OUT_SHARE) ? 'sold-out' : r.chance(FEW_LEFT_SHARE / (1 - SOLD_OUT_SHARE)) ? 'few-left' : 'normal'
  const salesEndSoon = r.chance(SALES_END_SOON_SHARE)
  const discountKind = shape.isFree || shape.external ? null : r.chance(OPEN_DISCOUNT_SHARE) ? 'open' : r.chance(BOGO_SHARE) ? 'bogo' : r.chance(CODED_DISCOUNT_SHARE) ? 'coded' : null

  let minPrice: number | null = null
  let maxPrice: number | null = null
  const instanceRows: EventChunk['events'] = []
  starts.forEach((startAt, i) => {
    const id = eventId++
    const endAt = ends[i] as Date
    const isPast = startAt.getTime() < anchorMs
    // Ticket classes: capacity split across tiers, sales ending at the start (or sooner for a few).
    const classes: EventChunk['ticketClasses'] = []
    if (!shape.external) {
      let salesEnd = startAt
      if (salesEndSoon && !isPast && startAt.getTime() - anchorMs > 4 * DAY_MS) {
        salesEnd = new Date(anchorMs + r.int(6, 60) * HOUR_MS)
      }
      shape.tiers.forEach((tier, sortOrder) => {
        const capacity = Math.max(2, Math.round(shape.capacity * tier.share))
        const priceMinor = shape.isFree ? 0 : roundPriceMinor((shape.generalPriceMinor / 100) * tier.factor)
        const tierSalesEnd = tier.earlyBird ? new Date(Math.min(salesEnd.getTime(), startAt.getTime() - r.int(7, 21) * DAY_MS)) : salesEnd
        let sold: number
        if (scarcity === 'sold-out') sold = capacity
        else if (scarcity === 'few-left') sold = capacity - Math.max(0, Math.floor(capacity * r.float(0, 0.09)))
        else {
          const base = isPast ? r.float(0.35, 0.85) : r.float(0, 0.75) * Math.pow(r.next(), 0.6)
          sold = Math.min(capacity - 1, Math.floor(capacity * (tier.earlyBird ? Math.min(0.98, base + 0.3) : base)))
        }
        classes.push(
          buildTicketClass({
            id: ticketClassId++,
            eventId: id,
            name: tier.name,
            kind: shape.isFree ? 'free' : 'paid',
            priceMinor,
            currency: shape.currency,
            capacity,
            sold: Math.max(0, sold),
            salesStart: publishedAt,
            salesEnd: tierSalesEnd,
            minPerOrder: 1,
            maxPerOrder: tier.maxPerOrder,
            sortOrder,
            hidden: false,
          }) as EventChunk['ticketClasses'][number],
        )
      })
    }
    let eventMin: number | null = null
    let eventMax: number | null = null
    for (const c of classes) {
      eventMin = eventMin === null ? c.priceMinor : Math.min(eventMin, c.priceMinor)
      eventMax = eventMax === null ? c.priceMinor : Math.max(eventMax, c.priceMinor)
    }
    if (eventMin !== null) minPrice = minPrice === null ? eventMin : Math.min(minPrice, eventMin)
    if (eventMax !== null) maxPrice = maxPrice === null ? eventMax : Math.max(maxPrice, eventMax)
    ticketClasses.push(...classes)

    if (discountKind && !isPast && (!isSeries || i === 0)) {
      // 0 means unlimited (schema); BOGO offers are always capped.
      const available = discountKind === 'bogo' ? r.int(10, 60) : r.chance(0.4) ? 0 : r.int(20, 200)
      const endMs = Math.min(startAt.getTime(), anchorMs + r.int(1, 14) * DAY_MS)
      discounts.push(
        buildDiscount({
          id: discountId++,
          eventId: id,
          kind: discountKind,
          code: discountKind === 'coded' ? r.pick(['EARLY', 'FRIENDS', 'SAVE', 'WELCOME', 'LOCAL']) + String(r.pick([10, 15, 20, 25])) : null,
          percentOff: discountKind === 'bogo' ? 50 : r.pick([10, 15, 20, 25, 30]),
          amountOffMinor: null,
          quantityAvailable: available,
          quantitySold: available === 0 ? r.int(0, 40) : r.int(0, Math.floor(available * 0.8)),
          startAt: publishedAt,
          endAt: new Date(endMs),
        }) as EventChunk['discounts'][number],
      )
    }

    const bookmarks = Math.min(
      20_000,
      Math.floor(Math.exp(gaussian(r) * 1.1 + 1.2) * (1 + famous / 20) * (shape.isPromoted ? 3 : 1) * (scarcity === 'normal' ? 1 : 2)),
    )
    instanceRows.push(
      buildEvent({
        id,
        name: shape.text.name,
        nameSlug,
        summary: shape.text.summary,
        descriptionHtml: shape.text.descriptionHtml,
        startAt,
        endAt,
        timeZone: shape.timeZone,
        hideStartDate: false,
        isOnline: shape.isOnline,
        venueId: shape.venueId,
        latitude: shape.venueId === null ? null : (plan.venueLat[shape.venueId] ?? null),
        longitude: shape.venueId === null ? null : (plan.venueLng[shape.venueId] ?? null),
        organizerId: shape.organizerId,
        categoryId: shape.category.id,
        subcategoryId: shape.subcategory?.id ?? null,
        formatId: shape.formatId,
        tags: shape.tags,
        imageId: shape.imageId,
        isSeriesParent: false,
        seriesParentId: parentId,
        isPromoted: shape.isPromoted,
        promotedListing,
        ticketsBy: shape.external?.by ?? 'tessera',
        ticketsUrl: shape.external ? shape.external.url(nameSlug, parentId ?? id) : null,
        // From the id rather than the random stream, so the rest of the demo data stays as it was.
        refundPolicy: REFUND_POLICIES[(parentId ?? id) % REFUND_POLICIES.length]!,
        status,
        isFree: shape.isFree,
        minPriceMinor: eventMin,
        maxPriceMinor: eventMax,
        currency: shape.currency,
        bookmarksCount: bookmarks,
        createdAt,
        publishedAt,
      }) as EventChunk['events'][number],
    )
  })

  if (parentId !== null) {
    const first = instanceRows[0]
    const last = instanceRows[instanceRows.length - 1]
    if (first && last) {
      events.push({
        ...first,
        id: parentId,
        isSeriesParent: true,
        seriesParentId: null,
        startAt: first.startAt,
        endAt: last.endAt,
        // The series' price range spans its instances (spec §3 ticket_availability).
        minPriceMinor: minPrice,
        maxPriceMinor: maxPrice,
        bookmarksCount: instanceRows.reduce((sum, e) => sum + e.bookmarksCount, 0),
      })
    }
  }
  events.push(...instanceRows)
  return { events, ticketClasses, discounts }
}

/** Plausible searches near the seeded cities over the two weeks before the anchor. */
export function generateSearchLogRows(plan: DemoPlan): SearchLogRow[] {
  const r = plan.root.fork('search-log')
  const count = plan.input.searchLogRows
  const anchorMs = plan.anchor.getTime()
  // Everyday queries lead, in roughly their listed order (shuffled within small blocks so that seeds
  // differ); taxonomy words form the long tail. Popularity then falls off Zipf-like with rank.
  const general: string[] = []
  for (let i = 0; i < GENERAL_QUERIES.length; i += 6) general.push(...r.shuffle(GENERAL_QUERIES.slice(i, i + 6)))
  const taxonomy = r.shuffle([
    ...plan.input.categories.map((c) => c.name.toLowerCase()),
    ...plan.input.subcategories.filter((s) => s.refinement !== 'other').map((s) => s.title.trim().toLowerCase()),
  ])
  const ranked = [...new Set([...general, ...taxonomy])]
  const popularity = createWeightedTable(
    ranked,
    ranked.map((_, i) => 1 / Math.pow(i + 1, 0.9)),
  )
  // A few mid-ranked terms spike in the last three days: that is what trending should surface.
  const trending = r.shuffle(ranked.slice(12, 60)).slice(0, 6)
  const topCities = plan.cities.slice(0, Math.min(plan.cities.length, 120))
  const cityTable = createWeightedTable(
    topCities.map((_, i) => i),
    topCities.map((c) => c.weight),
  )
  const rows: SearchLogRow[] = []
  for (let i = 0; i < count; i++) {
    const recent = r.chance(0.25)
    const base = recent ? r.pick(trending) : drawWeighted(r, popularity)
    const city = topCities[drawWeighted(r, cityTable)] as CityInfo
    const query = r.chance(0.2)
      ? r.pick(LOCAL_QUERY_PATTERNS).replace('{q}', base).replace('{city}', city.name)
      : r.chance(0.15)
        ? base.charAt(0).toUpperCase() + base.slice(1)
        : base
    const ageMs = recent ? r.int(0, 3 * 24 * 60) * 60_000 : r.int(0, 14 * 24 * 60) * 60_000
    rows.push({
      id: i + 1,
      query,
      normalizedQuery: query.trim().toLowerCase().replace(/\s+/g, ' '),
      placeId: r.chance(0.85) ? city.id : null,
      userId: null,
      resultCount: r.chance(0.05) ? 0 : r.int(1, 400),
      createdAt: new Date(anchorMs - ageMs),
    })
  }
  return rows
}

/** Spec §3 feature flags plus the chatbot switch, all off until someone turns them on. */
export function buildDefaultFeatureFlags(updatedAt: Date): FeatureFlagRow[] {
  const flags: [string, string][] = [
    ['launchCreatorCreditsSectionAttendee', 'Show the creator credits section to attendees.'],
    ['enableOldCollectionsLinkInHeader', 'Link to the old collections page from the header.'],
    ['isDetachInterestsEnabled', 'Let users detach interests from their profile.'],
    ['isCreatorHomeActivated', 'Activate the creator home page.'],
    ['chatbotEnabled', 'Open the chat concierge instead of the search dropdown (spec §2).'],
  ]
  return flags.map(([key, description]) => ({ key, enabled: false, description, updatedAt }))
}

/** Everything at once, for tests and small loads; the seeder streams with the functions above. */
export function generateDemoData(input: GenerateDemoDataInput): DemoData {
  const plan = planDemoData(input)
  const events: DemoData['events'] = []
  const ticketClasses: DemoData['ticketClasses'] = []
  const discounts: DemoData['discounts'] = []
  for (const chunk of generateEventChunks(plan)) {
    events.push(...chunk.events)
    ticketClasses.push(...chunk.ticketClasses)
    discounts.push(...chunk.discounts)
  }
  return {
    images: plan.images,
    organizers: generateOrganizerRows(plan, 1, plan.organizerCount),
    venues: generateVenueRows(plan, 1, plan.venueCount),
    events,
    ticketClasses,
    discounts,
    searchLog: generateSearchLogRows(plan),
    featureFlags: buildDefaultFeatureFlags(plan.anchor),
  }
}
