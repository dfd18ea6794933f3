import type { Metadata } from 'next'
import styles from '@/components/account/forms.module.css'
import { OrganizerList } from '@/components/account/organizer-list'
import { listFollowedOrganizers } from '@/core/social/list-followed-organizers'
import { listSuggestedOrganizers } from '@/core/social/list-suggested-organizers'
import { getDeps } from '@/server/get-deps'
import { requirePageSelf } from '@/server/viewer'

export const metadata: Metadata = { title: 'Following', robots: { index: false } }

export default async function FollowedPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  const viewer = await requirePageSelf(publicId, `/u/${publicId}/followed/`)
  const deps = await getDeps()
  const [followed, suggested] = await Promise.all([
    listFollowedOrganizers(deps, { userId: viewer.id }),
    listSuggestedOrganizers(deps, { userId: viewer.id }),
  ])
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Following
      </h1>
      {followed.length === 0 ? (
        <p>You do not follow any organizers yet. Follow one to hear about their new events.</p>
      ) : (
        <OrganizerList organizers={followed} following label="Organizers you follow" />
      )}
      {suggested.length > 0 ? (
        <section className={styles.section} aria-labelledby="suggested">
          <h2 id="suggested">Organizers of events you liked</h2>
          <OrganizerList organizers={suggested} following={false} label="Organizers of events you liked" />
        </section>
      ) : null}
    </main>
  )
}
