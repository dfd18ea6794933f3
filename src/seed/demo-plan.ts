// The plan every chunk of demo data is generated from: cities with their venue ranges, organizers,
// venue coordinates, taxonomy tables and image ids. Deterministic from the seed and the anchor date.
import { CATEGORIES, type Category } from '@/core/taxonomy/categories'
import { FORMATS, type Format } from '@/core/taxonomy/formats'
import { SUBCATEGORIES, type Subcategory } from '@/core/taxonomy/subcategories'
import { FORMAT_CONTENT } from './content/format-content'
import { OTHER_TOPICS, SUBCATEGORY_CONTENT } from './content/subcategory-content'
import { CATEGORY_WEIGHTS, contentOf, DAY_MS, distanceKm } from './demo-common'
import { listDemoImages, type DemoImageSpec } from './demo-images'
import { planOrganizers } from './demo-organizers'
import type { CityInfo, DemoCity, DemoPlan, GenerateDemoDataInput } from './demo-plan-types'
import { planVenueCoordinates } from './demo-venues'
import { createRandom, createWeightedTable, type WeightedTable } from './random'

const ONLINE_SHARE = 0.12

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
  const { cities, venueCount, eventCityTable, homeCityTable } = planCities(full)
  const taxonomy = planTaxonomy(full)
  const images = listDemoImages(full.categories, full.subcategories)
  return {
    input: full,
    root,
    anchor,
    anchorDayMs,
    cities,
    eventCityTable,
    ...planOrganizers(root, full.events, cities, homeCityTable, taxonomy.categoryTable),
    venueCount,
    ...planVenueCoordinates(root, cities, venueCount),
    ...taxonomy,
    images,
    ...planImageIds(images),
    formatsById: new Map(full.formats.map((f) => [f.id, f])),
    categoriesById: new Map(full.categories.map((c) => [c.id, c])),
    editionYear: new Date(anchorDayMs + 60 * DAY_MS).getUTCFullYear(),
    seasonDays: new Map(),
  }
}

// Issue 23 "density where people look": most in-person events happen in the big metro areas, so the
// 100 largest (the 50 largest cities and the metro areas of Seattle or Denver among them) get a fixed
// share, spread by the square root of their population so the 100th still has a full week; every other
// city shares the rest by population, so a small town has a few.
const METRO_KM = 30
const TOP_METROS = 100
const TOP_METRO_SHARE = 0.7

/**
 * Each city's weight: a city within METRO_KM of a larger one belongs to that one's metro area (Brooklyn
 * to New York, Mississauga to Toronto); metro areas weigh by their summed population as above, and
 * within an area each city by its own population.
 */
export function planCityWeights(sortedCities: readonly DemoCity[]): number[] {
  const core = sortedCities.map((_, i) => i)
  for (let i = 0; i < sortedCities.length; i++) {
    const city = sortedCities[i] as DemoCity
    for (let j = 0; j < i; j++) {
      const other = sortedCities[j] as DemoCity
      if (core[j] === j && other.countryCode === city.countryCode && distanceKm(city, other) <= METRO_KM) {
        core[i] = j
        break
      }
    }
  }
  const population = (c: DemoCity) => Math.max(1000, c.population)
  const metroPopulation = new Map<number, number>()
  sortedCities.forEach((c, i) => metroPopulation.set(core[i] ?? i, (metroPopulation.get(core[i] ?? i) ?? 0) + population(c)))
  const metros = [...metroPopulation.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])
  const top = metros.slice(0, TOP_METROS)
  const rest = metros.slice(TOP_METROS)
  const topTotal = top.reduce((sum, [, pop]) => sum + Math.sqrt(pop), 0)
  const restTotal = rest.reduce((sum, [, pop]) => sum + pop, 0)
  const restShare = restTotal > 0 ? 1 - TOP_METRO_SHARE : 0
  const metroWeight = new Map<number, number>()
  for (const [id, pop] of top) metroWeight.set(id, ((1 - restShare) * Math.sqrt(pop)) / topTotal)
  // A town never weighs more per head than the smallest of the large metro areas does.
  const last = top[top.length - 1]
  const perHeadCap = last ? (metroWeight.get(last[0]) ?? 0) / last[1] : Infinity
  for (const [id, pop] of rest) metroWeight.set(id, Math.min((restShare * pop) / restTotal, pop * perHeadCap))
  return sortedCities.map((c, i) => {
    const id = core[i] ?? i
    return ((metroWeight.get(id) ?? 0) * population(c)) / (metroPopulation.get(id) ?? 1)
  })
}

/** Cities by weight with their venue id ranges. */
function planCities(input: Required<GenerateDemoDataInput>) {
  const sortedCities = [...input.cities].sort((a, b) => b.population - a.population || a.id.localeCompare(b.id))
  const weights = planCityWeights(sortedCities)
  const venueCount = Math.max(10, Math.round(input.events / 5))
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
  return { cities, venueCount, eventCityTable, homeCityTable }
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

/** Category, format and subcategory tables, and the factor that makes ~12% of all events online. */
function planTaxonomy(input: Required<GenerateDemoDataInput>) {
  const categories = input.categories
  const categoryTable = createWeightedTable(
    categories,
    categories.map((c) => CATEGORY_WEIGHTS[c.id] ?? 2),
  )
  const formatTables = new Map<number, WeightedTable<number>>()
  const subcategoryTables = new Map<number, WeightedTable<Subcategory | null>>()
  let expectedOnline = 0
  let totalCategoryWeight = 0
  for (const category of categories) {
    const formats = planCategoryFormats(category, input.formats)
    formatTables.set(category.id, formats.table)
    totalCategoryWeight += formats.categoryWeight
    // Added term by term, in this order, so the float sum (and so every online draw) stays as it was.
    for (const term of formats.onlineTerms) expectedOnline += term
    subcategoryTables.set(category.id, planCategorySubcategories(category, input.subcategories))
  }
  const onlineFactor = ONLINE_SHARE / (expectedOnline / totalCategoryWeight)
  return { categoryTable, formatTables, subcategoryTables, onlineFactor }
}

function planCategoryFormats(category: Category, allFormats: readonly Format[]) {
  const content = contentOf(category.id)
  const formatIds = allFormats.map((f) => f.id).filter((id) => (content.formatWeights[id] ?? 0) > 0)
  const formatWeights = formatIds.map((id) => content.formatWeights[id] ?? 0)
  const fw = formatWeights.reduce((a, b) => a + b, 0)
  const categoryWeight = CATEGORY_WEIGHTS[category.id] ?? 2
  const onlineTerms = formatIds.map(
    (id, i) => (categoryWeight * (formatWeights[i] ?? 0) * (FORMAT_CONTENT[id]?.onlineShare ?? 0.05)) / fw,
  )
  return { table: createWeightedTable(formatIds, formatWeights), categoryWeight, onlineTerms }
}

// Most events name a subcategory; about one in ten says Other and one in twenty none at all. Popular
// sub-categories (rock, comedy, yoga) weigh more; seasonal ones are checked against the event's place and
// dates when drawn (demo-event-shape.ts).
function planCategorySubcategories(category: Category, allSubcategories: readonly Subcategory[]) {
  const subs = allSubcategories.filter((s) => s.categoryId === category.id)
  const named = subs.filter((s) => s.refinement !== 'other' && SUBCATEGORY_CONTENT[s.id])
  const other = subs.find((s) => s.refinement === 'other') ?? null
  const items: (Subcategory | null)[] = [...named, other, null]
  const namedWeights = named.map((s) => SUBCATEGORY_CONTENT[s.id]?.weight ?? 1)
  const namedTotal = namedWeights.reduce((a, b) => a + b, 0)
  const genericShare = (OTHER_TOPICS[category.id]?.length ?? 0) > 0 ? 1 : 0
  return createWeightedTable(items, [...namedWeights, other ? namedTotal * 0.12 * genericShare : 0, namedTotal * 0.06 * genericShare])
}

function planImageIds(images: readonly DemoImageSpec[]) {
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
  return { categoryImageIds, groupImageIds }
}
