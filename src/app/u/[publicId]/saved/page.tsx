import type { Metadata } from 'next'
import { SavedEventsView } from '@/components/account/saved-events-view'
import { listSavedEvents } from '@/core/social/list-saved-events'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { siteProductOrigins } from '@/server/site-locale-info'
import { requirePageSelf } from '@/server/viewer'

export const metadata: Metadata = { title: 'Likes', robots: { index: false } }

export default async function SavedPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  const viewer = await requirePageSelf(publicId, `/u/${publicId}/saved`)
  const deps = await getDeps()
  const origin = requestOrigin()
  const saved = await listSavedEvents(deps, { userId: viewer.id, page: 1, origin })
  return (
    <SavedEventsView
      events={saved.events}
      total={saved.total}
      now={deps.clock.now()}
      productOrigins={siteProductOrigins(origin)}
    />
  )
}
