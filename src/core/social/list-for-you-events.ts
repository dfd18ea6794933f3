import 'server-only'
import { listEventsByIds } from '@/core/events/list-events-by-ids'
import type { EventJson } from '@/core/events/event-json'
import { findPlaceById } from '@/core/places/places-repository'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { FOR_YOU_WEIGHTS, rowsToInterests } from './interests'
import { FOR_YOU_CANDIDATES, findEventIdsByTaste, findInterestsByUserId, findLikeSignals, type TasteProfile } from './social-repository'

export type ForYouInput = {
  viewerUserId: number | null
  placeId: string | undefined
  online: boolean
  page: number
  pageSize: number
  origin: string
}

export type ForYouResult = {
  events: {
    results: EventJson[]
    pagination: { object_count: number; page_number: number; page_size: number; page_count: number }
  }
  /** True when the ranking used the viewer's interests or likes (false: popular upcoming events). */
  personalized: boolean
}

const EMPTY: TasteProfile = {
  categoryIds: [],
  subcategoryIds: [],
  tags: [],
  likedCategoryIds: [],
  likedSubcategoryIds: [],
  followedOrganizerIds: [],
  savedEventIds: [],
}

/**
 * The home page's "For you" list (brief contract): upcoming events near the place (or online), ranked by
 * the signed-in user's interests, likes and follows; visitors without a session or any signal get the
 * most popular upcoming events there. Events already liked are left out.
 */
export async function listForYouEvents(deps: Pick<CoreDeps, 'db' | 'clock'>, input: ForYouInput): Promise<ForYouResult> {
  const now = deps.clock.now()
  let box: { swLat: number; swLng: number; neLat: number; neLng: number } | null = null
  let onlineOnly = input.online
  if (!onlineOnly && input.placeId) {
    const place = await findPlaceById(deps.db, input.placeId)
    if (!place) throw new AppError('INVALID_ARGUMENT', 'There is no place with that id.', { place_id: ['is not a known place id'] })
    if (place.placeType === 'online') onlineOnly = true
    else box = { swLat: place.viewportSwLat, swLng: place.viewportSwLng, neLat: place.viewportNeLat, neLng: place.viewportNeLng }
  }
  let profile = EMPTY
  if (input.viewerUserId !== null) {
    const [rows, likes] = await Promise.all([findInterestsByUserId(deps.db, input.viewerUserId), findLikeSignals(deps.db, input.viewerUserId)])
    const picked = rowsToInterests(rows)
    profile = { categoryIds: picked.categories, subcategoryIds: picked.subcategories, tags: picked.tags, ...likes }
  }
  const personalized =
    profile.categoryIds.length + profile.subcategoryIds.length + profile.tags.length + profile.likedCategoryIds.length + profile.followedOrganizerIds.length > 0
  const offset = (input.page - 1) * input.pageSize
  const { ids, total } =
    offset >= FOR_YOU_CANDIDATES
      ? { ids: [], total: 0 }
      : await findEventIdsByTaste(deps.db, { box, onlineOnly, from: now, profile, weights: FOR_YOU_WEIGHTS, limit: input.pageSize, offset })
  const results = await listEventsByIds(deps, { ids, viewerUserId: input.viewerUserId, origin: input.origin })
  return {
    personalized,
    events: {
      results,
      pagination: { object_count: total, page_number: input.page, page_size: input.pageSize, page_count: Math.ceil(total / input.pageSize) },
    },
  }
}
