// Demo organizers: each has a home city, a main category and a long-tailed following; events pick
// their organizer by city and fame.
import type { Category } from '@/core/taxonomy/categories'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { buildOrganizer, type OrganizerRow } from '@/seed/builders/build-organizer'
import type { CategoryContent } from './content/category-content'
import { getCountryContent } from './content/country-content'
import { FIRST_NAMES, ORGANIZER_ADJECTIVES, ORGANIZER_DESCRIPTIONS, ORGANIZER_NOUNS, ORGANIZER_PATTERNS } from './content/organizer-names'
import { contentOf, DAY_MS, gaussian } from './demo-common'
import type { CityInfo, DemoPlan } from './demo-plan-types'
import { toSentenceWords } from './event-text'
import { createWeightedTable, drawWeighted, type Random, type WeightedTable } from './random'

export type OrganizerPlan = Pick<
  DemoPlan,
  'organizerCount' | 'organizerCity' | 'organizerCategory' | 'organizerFollowers' | 'organizerNames' | 'organizersByCity' | 'allOrganizers'
>

/** Draws every organizer's home city, category, following and name, and the tables events pick them from. */
export function planOrganizers(
  root: Random,
  events: number,
  cities: readonly CityInfo[],
  homeCityTable: WeightedTable<number>,
  categoryTable: WeightedTable<Category>,
): OrganizerPlan {
  const organizerCount = Math.max(10, Math.round(events / 8))
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
  return { organizerCount, organizerCity, organizerCategory, organizerFollowers, organizerNames, organizersByCity, allOrganizers }
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
