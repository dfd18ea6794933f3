// What all instances of one event group share: place, organizer, taxonomy, text, price, capacity and
// timing. One random stream per group, drawn in a fixed order: reordering the draws changes the data.
import type { Category } from '@/core/taxonomy/categories'
import type { Subcategory } from '@/core/taxonomy/subcategories'
import { SUBCATEGORY_TOPICS, type CategoryContent } from './content/category-content'
import { getCountryContent } from './content/country-content'
import { FORMAT_CONTENT, START_HOURS, WEEKEND_SHARE, type FormatContent } from './content/format-content'
import { contentOf, formatContentOf, roundPriceMinor } from './demo-common'
import type { CityInfo, DemoPlan } from './demo-plan-types'
import { pickPriceTiers, type PriceTier } from './demo-ticket-classes'
import { composeEventText, toTagWord } from './event-text'
import { drawWeighted, type Random } from './random'

const EXTERNAL_SHARE = 0.03
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

type Placement = ReturnType<typeof pickPlacement>
type TagInput = Pick<GroupShape, 'category' | 'subcategory' | 'formatId' | 'isOnline' | 'isFree' | 'generalPriceMinor'>

/** Draws one event group's shared facts from its own random stream `r`. */
export function buildGroupShape(plan: DemoPlan, r: Random): GroupShape {
  const placement = pickPlacement(plan, r)
  const { category, subcategory, formatId, isOnline, city, content, format } = placement
  const topic = pickTopic(plan, r, subcategory, content)
  const pricing = pickPricing(r, content, getCountryContent(city.countryCode).priceFactor)
  const timing = pickTiming(r, format, content)
  const text = composeEventText(r, {
    categoryId: category.id,
    formatId,
    content,
    format,
    topic,
    city: isOnline ? null : city.name,
    organizerName: plan.organizerNames[placement.organizerId - 1] ?? 'the organizer',
    year: plan.editionYear,
    isOnline,
  })
  const tags = pickTags(r, { category, subcategory, formatId, isOnline, ...pricing }, content, topic)
  const imageId = pickImage(plan, r, placement)
  return assembleShape(placement, pricing, timing, { text, tags, imageId })
}

function pickPlacement(plan: DemoPlan, r: Random) {
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
  return { cityIndex, city, organizerId, category, content, formatId, format, subcategory, isOnline, venueId }
}

function pickTopic(plan: DemoPlan, r: Random, subcategory: Subcategory | null, content: CategoryContent): string {
  const subTopics = subcategory ? SUBCATEGORY_TOPICS[subcategory.id] : undefined
  const subTitle = subcategory ? plan.subcategoryTopics.get(subcategory.id) : undefined
  if (subTopics && r.chance(0.7)) return r.pick(subTopics)
  if (subTitle && r.chance(0.45)) return subTitle
  return r.pick(content.topics)
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
  words: Pick<GroupShape, 'text' | 'tags' | 'imageId'>,
): GroupShape {
  const { category, subcategory, formatId, cityIndex, venueId, organizerId, isOnline, city } = placement
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
    text: words.text,
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
