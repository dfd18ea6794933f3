import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import styles from '@/components/account/forms.module.css'
import { OrganizerList } from '@/components/account/organizer-list'
import { listFollowedOrganizers } from '@/core/social/list-followed-organizers'
import { listSuggestedOrganizers } from '@/core/social/list-suggested-organizers'
import { getDeps } from '@/server/get-deps'
import { requirePageSelf } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('pages.followingTitle'), robots: { index: false } }
}

export default async function FollowedPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  const viewer = await requirePageSelf(publicId, `/u/${publicId}/followed/`)
  const deps = await getDeps()
  const [followed, suggested] = await Promise.all([
    listFollowedOrganizers(deps, { userId: viewer.id }),
    listSuggestedOrganizers(deps, { userId: viewer.id }),
  ])
  const [t, { account }, locale] = await Promise.all([getTranslations('account.pages'), getMessages(), getLocale()])
  const intl = { texts: account.social, locale }
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {t('followingTitle')}
      </h1>
      {followed.length === 0 ? (
        <p>{t('followNone')}</p>
      ) : (
        <OrganizerList organizers={followed} following label={t('organizersYouFollow')} {...intl} />
      )}
      {suggested.length > 0 ? (
        <section className={styles.section} aria-labelledby="suggested">
          <h2 id="suggested">{t('organizersOfLiked')}</h2>
          <OrganizerList organizers={suggested} following={false} label={t('organizersOfLiked')} {...intl} />
        </section>
      ) : null}
    </main>
  )
}
