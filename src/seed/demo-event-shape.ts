// What all instances of one event group share: place, organizer, taxonomy and topic, price, capacity and
// timing; the text comes later, once the dates are known (demo-events.ts). One random stream per group,
// drawn in a fixed order: reordering the draws changes the data.
import type { Category } from '@/core/taxonomy/categories'
import type { Subcategory } from '@/core/taxonomy/subcategories'
import type { CategoryContent } from './content/category-content'
import { OTHER_TOPICS, SUBCATEGORY_CONTENT, TOPIC_FORMATS } from './content/subcategory-content'
import { getCountryContent } from './content/country-content'
import { FORMAT_CONTENT, START_HOURS, WEEKEND_SHARE, type FormatContent } from './content/format-content'
import { contentOf, formatContentOf, roundPriceMinor } from './demo-common'
import { cityCategoryKey, touringKey } from './demo-organizers'
import type { CityInfo, DemoPlan } from './demo-plan-types'
import { pickPriceTiers, type PriceTier } from './demo-ticket-classes'
import { seasonDayOffsets, seasonPlaceOf, TOPIC_SEASONS } from './demo-seasons'
import { toTagWord } from './event-text'
import { createWeightedTable, drawWeighted, type Random, type WeightedTable } from './random'
import type { SeasonKey } from '@/core/taxonomy/holiday-seasons'

const EXTERNAL_SHARE = 0.03
const ONLINE_FORMATS = new Set([1, 2, 7, 9, 10, 19])
const IN_PERSON_CATEGORIES = new Set([108, 109, 118, 116])
const PROMOTED_SHARE = 0.035
const START_MINUTES = [0, 0, 0, 30, 30, 15, 45]

const EXTERNAL_SELLERS: readonly { by: string; url: (slug: string, id: number) => string }[] = [
  { by: 'boxoffice-partner', url: (slug, id) => `https://tickets.example.org/events/${id}/${slug}` },
  { by: 'venue-box-office', url: (slug) => `https://boxoffice.example.com/shows/${slug}` },
  { by: 'partner-tix', url: (slug, id) => `https://www.example.net/tix/${slug}-${id}` },
]

export type GroupShape = {
  category: Category
  subcategory: Subcategory | null
  formatId: number
  cityIndex: number
  venueId: number | null
  organizerId: number
  isOnline: boolean
  timeZone: string
  currency: string
  /** What the name and description are about; it agrees with the sub-category (issue 23). */
  topic: string
  /** Day offsets the group's dates must fall on (a holiday's run-up at the place), or null for any day. */
  seasonDays: readonly number[] | null
  content: CategoryContent
  format: FormatContent
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

type Placement = ReturnType<typeof pickPlacement>
type TagInput = Pick<GroupShape, 'category' | 'subcategory' | 'formatId' | 'isOnline' | 'isFree' | 'generalPriceMinor'>

/** Draws one event group's shared facts from its own random stream `r`; its text comes once its dates are known. */
export function buildGroupShape(plan: DemoPlan, r: Random): GroupShape {
  const placement = pickPlacement(plan, r)
  const { category, subcategory, formatId, isOnline, city, content, format } = placement
  const pricing = pickPricing(r, content, getCountryContent(city.countryCode).priceFactor)
  const timing = pickTiming(r, format, content)
  const tags = pickTags(r, { category, subcategory, formatId, isOnline, ...pricing }, content, placement.topic)
  const imageId = pickImage(plan, r, placement)
  return assembleShape(placement, pricing, timing, { tags, imageId })
}

// Format tables of sub-categories that narrow the formats, built once.
const subcategoryFormatTables = new Map<string, WeightedTable<number>>()

function formatTableOf(plan: DemoPlan, categoryId: number, choice: TopicChoice): WeightedTable<number> | undefined {
  const { subcategory, topic } = choice
  const weights = TOPIC_FORMATS[topic] ?? (subcategory ? SUBCATEGORY_CONTENT[subcategory.id]?.formatWeights : undefined)
  if (!weights) return plan.formatTables.get(categoryId)
  const key = `${categoryId}|${topic}|${subcategory?.id ?? ''}`
  let table = subcategoryFormatTables.get(key)
  if (!table) {
    const ids = Object.keys(weights).map(Number)
    table = createWeightedTable(ids, ids.map((id) => weights[id] ?? 0))
    subcategoryFormatTables.set(key, table)
  }
  return table
}

type TopicChoice = { subcategory: Subcategory | null; topic: string; seasonDays: readonly number[] | null }

/**
 * The sub-category and a topic of it. A seasonal one (Halloween, skiing) is taken only when its season
 * falls in the window at the place; otherwise another draw, and in the end a generic topic of the category.
 */
function pickSubcategoryAndTopic(plan: DemoPlan, r: Random, categoryId: number, city: CityInfo | null): TopicChoice | null {
  const table = plan.subcategoryTables.get(categoryId)
  const place = seasonPlaceOf(city)
  const seasonOf = (key: SeasonKey | undefined) => (key ? seasonDayOffsets(plan, key, place) : null)
  for (let attempt = 0; attempt < 4; attempt++) {
    const subcategory = table ? drawWeighted(r, table) : null
    const named = subcategory && subcategory.refinement !== 'other' ? SUBCATEGORY_CONTENT[subcategory.id] : undefined
    const topics = named ? named.topics : (OTHER_TOPICS[categoryId] ?? [])
    if (topics.length === 0) continue
    const topic = r.pick(topics)
    const seasonDays = seasonOf(TOPIC_SEASONS[topic] ?? named?.season)
    if (seasonDays && seasonDays.length === 0) continue
    return { subcategory, topic, seasonDays }
  }
  return null
}

function pickPlacement(plan: DemoPlan, r: Random) {
  const cityIndex = drawWeighted(r, plan.eventCityTable)
  const city = plan.cities[cityIndex] as CityInfo
  let category = drawWeighted(r, plan.categoryTable)
  let choice = pickSubcategoryAndTopic(plan, r, category.id, city)
  // Out of season at the place (holidays in a quiet month): another category.
  while (!choice) {
    category = drawWeighted(r, plan.categoryTable)
    choice = pickSubcategoryAndTopic(plan, r, category.id, city)
  }
  const content = contentOf(category.id)
  const formatTable = formatTableOf(plan, category.id, choice)
  const formatId = formatTable ? drawWeighted(r, formatTable) : 6
  const format = formatContentOf(formatId)
  // Seasonal events take place where they are in season; talks, classes and meetups may be online,
  // a race, a tour or a concert in "an intimate room" may not.
  const canBeOnline = choice.seasonDays === null && ONLINE_FORMATS.has(formatId) && !IN_PERSON_CATEGORIES.has(category.id)
  const isOnline = canBeOnline && r.chance(Math.min(0.9, format.onlineShare * plan.onlineFactor))
  const venueId = isOnline ? null : city.venueStart + Math.floor(city.venueCount * Math.pow(r.next(), 1.6))
  const organizerId = pickOrganizer(plan, r, cityIndex, city, category.id, isOnline)
  return { cityIndex, city, organizerId, category, content, formatId, format, ...choice, isOnline, venueId }
}

/**
 * A local organizer of the event's category in its city, else one that tours in its country, else
 * anywhere; online events take any organizer of the category.
 */
function pickOrganizer(plan: DemoPlan, r: Random, cityIndex: number, city: CityInfo, categoryId: number, isOnline: boolean): number {
  const local = plan.organizersByCityCategory.get(cityCategoryKey(cityIndex, categoryId))
  if (local && (isOnline || r.chance(0.85))) return drawWeighted(r, local)
  const touring =
    plan.touringOrganizers.get(touringKey(city.countryCode, categoryId)) ?? plan.touringOrganizers.get(touringKey(null, categoryId))
  if (touring) return drawWeighted(r, touring)
  if (local) return drawWeighted(r, local)
  throw new Error(`no organizer for category ${categoryId}`)
}

function pickPricing(r: Random, content: CategoryContent, priceFactor: number) {
  const external = r.chance(EXTERNAL_SHARE) ? r.pick(EXTERNAL_SELLERS) : null
  const isFree = external === null && r.chance(content.freeShare)
  const tiers = pickPriceTiers(r, isFree)
  const [lowUsd, highUsd] = content.priceUsd
  const usd = lowUsd * Math.pow(highUsd / lowUsd, Math.pow(r.next(), 1.4))
  const generalPriceMinor = isFree ? 0 : roundPriceMinor(usd * priceFactor)
  const [lowCap, highCap] = content.capacity
  const capacity = Math.max(5, Math.round(lowCap * Math.pow(highCap / lowCap, Math.pow(r.next(), 1.3))))
  return { external, isFree, tiers, generalPriceMinor, capacity }
}

function pickTiming(r: Random, format: FormatContent, content: CategoryContent) {
  const profile = format.time ?? content.time
  const hours = START_HOURS[profile]
  const [minDuration, maxDuration] = format.durationMinutes
  const isPromoted = r.chance(PROMOTED_SHARE)
  const startHour = r.pick(hours)
  const startMinute = r.pick(START_MINUTES)
  const durationMinutes = Math.round((minDuration + r.next() * (maxDuration - minDuration)) / 15) * 15
  const multiDays = r.chance(format.multiDayShare) ? r.int(2, 3) : 1
  const wantsWeekend = r.chance(WEEKEND_SHARE[profile])
  return { isPromoted, startHour, startMinute, durationMinutes, multiDays, wantsWeekend }
}

function pickTags(r: Random, shape: TagInput, content: CategoryContent, topic: string): string[] {
  const tags = new Set<string>()
  tags.add(shape.category.slug)
  if (shape.subcategory && shape.subcategory.refinement !== 'other') tags.add(toTagWord(shape.subcategory.title))
  tags.add(toTagWord(topic))
  for (const word of r.shuffle(content.tagWords).slice(0, r.int(1, 2))) tags.add(word)
  const profile = FORMAT_CONTENT[shape.formatId]?.time ?? content.time
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

function pickImage(plan: DemoPlan, r: Random, { category, subcategory }: Placement): number | null {
  const groupImage = subcategory?.imageGroup ? plan.groupImageIds.get(subcategory.imageGroup) : undefined
  const categoryImages = plan.categoryImageIds.get(category.id) ?? []
  if (r.chance(0.015)) return null
  if (groupImage !== undefined && r.chance(0.6)) return groupImage
  return categoryImages.length > 0 ? r.pick(categoryImages) : null
}

function assembleShape(
  placement: Placement,
  pricing: ReturnType<typeof pickPricing>,
  timing: ReturnType<typeof pickTiming>,
  words: Pick<GroupShape, 'tags' | 'imageId'>,
): GroupShape {
  const { category, subcategory, formatId, cityIndex, venueId, organizerId, isOnline, city, topic, seasonDays, content, format } = placement
  // One literal rather than a spread of partial shapes: this runs once per event group, a million times.
  return {
    category,
    subcategory,
    formatId,
    cityIndex,
    venueId,
    organizerId,
    isOnline,
    timeZone: city.timeZone,
    currency: getCountryContent(city.countryCode).currency,
    topic,
    seasonDays,
    content,
    format,
    tags: words.tags,
    imageId: words.imageId,
    external: pricing.external,
    isPromoted: timing.isPromoted,
    isFree: pricing.isFree,
    tiers: pricing.tiers,
    generalPriceMinor: pricing.generalPriceMinor,
    capacity: pricing.capacity,
    startHour: timing.startHour,
    startMinute: timing.startMinute,
    durationMinutes: timing.durationMinutes,
    multiDays: timing.multiDays,
    wantsWeekend: timing.wantsWeekend,
  }
}
