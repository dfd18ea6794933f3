// Demo organizers: each has a home city, a main category and a long-tailed following; events pick
// their organizer by city and fame.
import type { Category } from '@/core/taxonomy/categories'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { buildOrganizer, type OrganizerRow } from '@/seed/builders/build-organizer'
import { ORGANIZER_DESCRIPTION_TOPICS, ORGANIZER_TOPICS } from './content/subcategory-content'
import { getCountryContent } from './content/country-content'
import { FIRST_NAMES, ORGANIZER_ADJECTIVES, ORGANIZER_DESCRIPTIONS, ORGANIZER_NOUNS, ORGANIZER_PATTERNS } from './content/organizer-names'
import { DAY_MS, gaussian } from './demo-common'
import type { CityInfo, DemoPlan } from './demo-plan-types'
import { createWeightedTable, drawWeighted, type Random, type WeightedTable } from './random'

export type OrganizerPlan = Pick<
  DemoPlan,
  | 'organizerCount'
  | 'organizerCity'
  | 'organizerCategory'
  | 'organizerFollowers'
  | 'organizerNames'
  | 'organizerTouring'
  | 'organizersByCityCategory'
  | 'touringOrganizers'
>

// Patterns that name the organizer's home city belong to local organizers, who only run events there;
// the others may tour (issue 23: a Baton Rouge collective running Brooklyn shows reads false).
const LOCAL_PATTERNS = ORGANIZER_PATTERNS.filter((p) => p.includes('{city}'))
const TOURING_PATTERNS = ORGANIZER_PATTERNS.filter((p) => !p.includes('{city}'))
const TOURING_DESCRIPTIONS = ORGANIZER_DESCRIPTIONS.filter((d) => !d.includes('{city}'))

export const cityCategoryKey = (cityIndex: number, categoryId: number) => `${cityIndex}|${categoryId}`
export const touringKey = (countryCode: string | null, categoryId: number) => `${countryCode ?? '*'}|${categoryId}`

/**
 * Draws every organizer's home city, category, following and name, and the tables events pick them from:
 * by city and category, and touring organizers by country and category (and anywhere). The first
 * organizers, one per category, tour, so every event finds an organizer of its own category.
 */
export function planOrganizers(
  root: Random,
  events: number,
  cities: readonly CityInfo[],
  homeCityTable: WeightedTable<number>,
  categoryTable: WeightedTable<Category>,
): OrganizerPlan {
  const categories = categoryTable.items
  const organizerCount = Math.max(10, categories.length, Math.round(events / 8))
  const organizerCity = new Int32Array(organizerCount)
  const organizerCategory = new Int32Array(organizerCount)
  const organizerFollowers = new Int32Array(organizerCount)
  const organizerTouring = new Uint8Array(organizerCount)
  const organizerNames: string[] = new Array<string>(organizerCount)
  const groups = new Map<string, number[]>()
  const add = (key: string, id: number) => groups.set(key, [...(groups.get(key) ?? []), id])
  for (let i = 0; i < organizerCount; i++) {
    const r = root.fork(`org:${i + 1}`)
    const cityIndex = drawWeighted(r, homeCityTable)
    const forced = i < categories.length ? categories[i] : undefined
    const category = forced ?? drawWeighted(r, categoryTable)
    const followers = r.chance(0.06) ? 0 : Math.min(250_000, Math.floor(Math.exp(gaussian(r) * 1.5 + 3.2)))
    const touring = forced !== undefined || r.chance(0.35)
    const city = cities[cityIndex] as CityInfo
    organizerCity[i] = cityIndex
    organizerCategory[i] = category.id
    organizerFollowers[i] = followers
    organizerTouring[i] = touring ? 1 : 0
    organizerNames[i] = composeOrganizerName(r, city, category.id, touring)
    add(`city:${cityCategoryKey(cityIndex, category.id)}`, i + 1)
    if (touring) {
      add(`tour:${touringKey(city.countryCode, category.id)}`, i + 1)
      add(`tour:${touringKey(null, category.id)}`, i + 1)
    }
  }
  const fame = (id: number) => 1 + Math.sqrt(organizerFollowers[id - 1] ?? 0) / 4
  const organizersByCityCategory = new Map<string, WeightedTable<number>>()
  const touringOrganizers = new Map<string, WeightedTable<number>>()
  for (const [key, ids] of groups) {
    const table = createWeightedTable(ids, ids.map(fame))
    if (key.startsWith('city:')) organizersByCityCategory.set(key.slice(5), table)
    else touringOrganizers.set(key.slice(5), table)
  }
  return {
    organizerCount,
    organizerCity,
    organizerCategory,
    organizerFollowers,
    organizerNames,
    organizerTouring,
    organizersByCityCategory,
    touringOrganizers,
  }
}

function composeOrganizerName(r: Random, city: CityInfo, categoryId: number, touring: boolean): string {
  const country = getCountryContent(city.countryCode)
  const surname = r.pick(country.surnames)
  let surname2 = r.pick(country.surnames)
  if (surname2 === surname) surname2 = r.pick(country.surnames)
  const values: Record<string, string> = {
    city: city.name,
    topic: r.pick(ORGANIZER_TOPICS[categoryId] ?? ORGANIZER_TOPICS[199] ?? ['Events']),
    adjective: r.pick(ORGANIZER_ADJECTIVES),
    noun: r.pick(ORGANIZER_NOUNS),
    surname,
    surname2,
    first: r.pick(FIRST_NAMES),
  }
  return r.pick(touring ? TOURING_PATTERNS : LOCAL_PATTERNS).replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}

/** Organizer rows with ids `from`..`to` (inclusive). */
export function generateOrganizerRows(plan: DemoPlan, from: number, to: number): (OrganizerRow & { id: number })[] {
  const rows: (OrganizerRow & { id: number })[] = []
  for (let id = from; id <= Math.min(to, plan.organizerCount); id++) {
    const r = plan.root.fork(`org-row:${id}`)
    const city = plan.cities[plan.organizerCity[id - 1] ?? 0] as CityInfo
    const topic = ORGANIZER_DESCRIPTION_TOPICS[plan.organizerCategory[id - 1] ?? 199] ?? 'community'
    const name = plan.organizerNames[id - 1] ?? `Organizer ${id}`
    const slug = slugifyPlaceName(name) || `organizer-${id}`
    const description = r
      .pick(plan.organizerTouring[id - 1] ? TOURING_DESCRIPTIONS : ORGANIZER_DESCRIPTIONS)
      .replace('{topic}', topic)
      .replace('{city}', city.name)
      .replace('{year}', String(2008 + r.int(0, 16)))
      .replace(/^./, (c) => c.toUpperCase())
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
