import type { Metadata } from 'next'
import { CollectionsManager } from '@/components/account/collections-manager'
import styles from '@/components/account/forms.module.css'
import { listCollectionsWithEvents } from '@/core/social/list-collections-with-events'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { requirePageSelf } from '@/server/viewer'

export const metadata: Metadata = { title: 'Collections', robots: { index: false } }

export default async function CollectionsPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  const viewer = await requirePageSelf(publicId, `/u/${publicId}/favorites/collections`)
  const { collections, likedEvents } = await listCollectionsWithEvents(await getDeps(), { userId: viewer.id, origin: requestOrigin() })
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Collections
      </h1>
      <CollectionsManager publicId={publicId} collections={collections} likedEvents={likedEvents} />
    </main>
  )
}
