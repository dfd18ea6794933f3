import 'server-only'
import { findPlaceBySlug } from '@/core/places/places-repository'
import { AppError } from '@/core/shared/app-error'
import { readerOf, type CoreDeps } from '@/core/shared/core-deps'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import { findTopSearchedTerms, findTopSubcategoryIdsNear } from './discovery-repository'

export const TRENDING_LIMIT = 10
export const TIMEFRAME_DAYS = { day: 1, week: 7, month: 30 } as const
export type Timeframe = keyof typeof TIMEFRAME_DAYS

export type TrendingResult = { trending: { active_timeframe: Timeframe; trending_searches: { term: string }[] } }

const DAY_MS = 86_400_000
// Spec §9: five minutes of staleness is fine, and the log grows with every search (caches.trendingSearches).

/**
 * Spec §7 trending: the timeframe's most searched terms near the place. When the log is thin the list
 * is filled from the place's region and country, then from everywhere, then from what is on soon near
 * the place (its most common event subcategories).
 */
export async function listTrendingSearches(
  { db: primary, readDb, clock, caches }: Pick<CoreDeps, 'db' | 'readDb' | 'clock' | 'caches'>,
  { locationSlug, timeframe }: { locationSlug: string | undefined; timeframe: Timeframe },
): Promise<TrendingResult> {
  const now = clock.now()
  const cache = caches.trendingSearches
  const key = `${locationSlug ?? ''}|${timeframe}`
  const cached = cache.get(key, now.getTime())
  if (cached) return cached

  const place = locationSlug && locationSlug !== 'local' ? await findPlaceBySlug(primary, locationSlug) : null
  // The counts may be read on a replica.
  const db = readerOf({ db: primary, readDb })
  if (locationSlug && locationSlug !== 'local' && !place) {
    throw new AppError('NOT_FOUND', 'There is no place with that slug.', { location: ['is not a known location slug'] })
  }
  const since = new Date(now.getTime() - TIMEFRAME_DAYS[timeframe] * DAY_MS)
  const terms: string[] = []
  const add = (list: { term: string }[]) => {
    for (const { term } of list) if (terms.length < TRENDING_LIMIT && !terms.includes(term)) terms.push(term)
  }
  const scopes: (string[] | null)[] = place ? [[place.id], ...(place.parentId ? [[place.parentId]] : []), null] : [null]
  for (const placeIds of scopes) {
    if (terms.length >= TRENDING_LIMIT) break
    add(await findTopSearchedTerms(db, { placeIds, since, limit: TRENDING_LIMIT }))
  }
  if (terms.length < TRENDING_LIMIT) {
    const area = !place
      ? ('anywhere' as const)
      : place.placeType === 'online'
        ? ('online' as const)
        : { swLat: place.viewportSwLat, swLng: place.viewportSwLng, neLat: place.viewportNeLat, neLng: place.viewportNeLng }
    const ids = await findTopSubcategoryIdsNear(db, { area, now, until: new Date(now.getTime() + 14 * DAY_MS), limit: TRENDING_LIMIT })
    add(ids.map((id) => ({ term: (getSubcategoryById(id)?.title ?? '').trim().toLowerCase() })).filter((t) => t.term))
  }
  const result: TrendingResult = {
    trending: { active_timeframe: timeframe, trending_searches: terms.map((term) => ({ term })) },
  }
  cache.set(key, result, now.getTime())
  return result
}
