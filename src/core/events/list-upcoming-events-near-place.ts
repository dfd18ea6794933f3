import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { AppError } from '@/core/shared/app-error'
import { findPlaceBySlug } from '@/core/places/places-repository'
import type { PlaceRecord } from '@/core/places/place-types'
import { findUpcomingEventsInBox, findUpcomingOnlineEvents, type EventListItem } from './events-repository'

export type UpcomingEventsNearPlace = { place: PlaceRecord; inPlace: EventListItem[]; online: EventListItem[] }

/** Upcoming events inside the place's viewport, plus upcoming online events for everyone. */
export async function listUpcomingEventsNearPlace(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  { placeSlug, limit }: { placeSlug: string; limit: number },
): Promise<UpcomingEventsNearPlace> {
  const place = await findPlaceBySlug(db, placeSlug)
  if (!place) throw new AppError('NOT_FOUND', `No place has the slug "${placeSlug}".`)
  const from = clock.now()
  const box = {
    swLat: place.viewportSwLat,
    swLng: place.viewportSwLng,
    neLat: place.viewportNeLat,
    neLng: place.viewportNeLng,
  }
  const [inPlace, online] = await Promise.all([
    findUpcomingEventsInBox(db, { box, from, limit }),
    findUpcomingOnlineEvents(db, { from, limit: Math.ceil(limit / 2) }),
  ])
  return { place, inPlace, online }
}
