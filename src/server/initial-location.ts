// The first Location of a page view (spec §4 "Location"): the place the visitor last picked (cookie),
// else the place of the request (CDN geo headers, else the default city).
import 'server-only'
import { cookies, headers } from 'next/headers'
import { computePickedLocation, type PickedLocation } from '@/core/places/picked-location'
import { locateVisitor } from '@/core/places/locate-visitor'
import { findPlaceBySlug } from '@/core/places/places-repository'
import { serializePlace } from '@/core/places/serialize-place'
import { env } from '@/env'
import { getDeps } from './get-deps'

export const PLACE_COOKIE = 'tessera_place'

export async function getInitialLocation(): Promise<PickedLocation> {
  const deps = await getDeps()
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()])
  const picked = cookieStore.get(PLACE_COOKIE)?.value
  const pickedPlace =
    picked && /^[a-z0-9-]{1,120}$/.test(picked) ? await findPlaceBySlug(deps.db, picked) : null
  const place =
    pickedPlace ??
    (await locateVisitor(deps, {
      header: (n) => headerList.get(n),
      defaultPlaceSlug: env().defaultPlaceSlug,
    }))
  return computePickedLocation(serializePlace(place))
}
