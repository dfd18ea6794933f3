// Demo search log: plausible searches near the seeded cities, so that popular and trending searches
// have something to show.
import type { searchLog } from '@/db/schema'
import { GENERAL_QUERIES, LOCAL_QUERY_PATTERNS } from './content/search-queries'
import type { CityInfo, DemoPlan } from './demo-plan-types'
import { createWeightedTable, drawWeighted, type Random } from './random'

export type SearchLogRow = Required<Omit<typeof searchLog.$inferInsert, 'id'>> & { id: number }

/** Plausible searches near the seeded cities over the two weeks before the anchor. */
export function generateSearchLogRows(plan: DemoPlan): SearchLogRow[] {
  const r = plan.root.fork('search-log')
  const anchorMs = plan.anchor.getTime()
  const { popularity, trending } = rankQueries(plan, r)
  const topCities = plan.cities.slice(0, Math.min(plan.cities.length, 120))
  const cityTable = createWeightedTable(
    topCities.map((_, i) => i),
    topCities.map((c) => c.weight),
  )
  const rows: SearchLogRow[] = []
  for (let i = 0; i < plan.input.searchLogRows; i++) {
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

// Everyday queries lead, in roughly their listed order (shuffled within small blocks so that seeds
// differ); taxonomy words form the long tail. Popularity then falls off Zipf-like with rank.
function rankQueries(plan: DemoPlan, r: Random) {
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
  return { popularity, trending }
}
