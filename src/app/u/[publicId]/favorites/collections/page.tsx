import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import { CollectionsManager } from '@/components/account/collections-manager'
import styles from '@/components/account/forms.module.css'
import { listCollectionsWithEvents } from '@/core/social/list-collections-with-events'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { requirePageSelf } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('interests'))('collections.title'), robots: { index: false } }
}

export default async function CollectionsPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  const viewer = await requirePageSelf(publicId, `/u/${publicId}/favorites/collections`)
  const [{ collections, likedEvents }, messages, locale] = await Promise.all([
    listCollectionsWithEvents(await getDeps(), { userId: viewer.id, origin: requestOrigin() }),
    getMessages(),
    getLocale(),
  ])
  const texts = messages.interests.collections
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {texts.title}
      </h1>
      <CollectionsManager
        publicId={publicId}
        collections={collections}
        likedEvents={likedEvents}
        texts={texts}
        errors={locale.startsWith('en') ? null : messages.settings.errors}
      />
    </main>
  )
}
