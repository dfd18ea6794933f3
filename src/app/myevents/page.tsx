import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { CreateEventLinks } from '@/components/manage/create-event-links'
import { MyEventsTable } from '@/components/manage/my-events-table'
import { listMyEvents } from '@/core/creators/list-my-events'
import { getDeps } from '@/server/get-deps'
import { getPathPrefix } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('myEventsTitle'), robots: { index: false } }
}

// Issue 20: the creator's events as drafts, upcoming and past, each with sold/capacity and revenue; issue
// 36: cancelled events apart, once there are any.
export default async function MyEventsPage() {
  const viewer = await requirePageViewer('/myevents/')
  const [mine, t, pathPrefix] = await Promise.all([listMyEvents(await getDeps(), { userId: viewer.id }), getTranslations('manage'), getPathPrefix()])
  return (
    <SimpleAccountPage title={t('myEventsTitle')}>
      <CreateEventLinks pathPrefix={pathPrefix} />
      <MyEventsTable id="drafts-heading" title={t('drafts')} events={mine.drafts} empty={t('noDrafts')} pathPrefix={pathPrefix} />
      <MyEventsTable id="upcoming-heading" title={t('upcoming')} events={mine.upcoming} empty={t('noUpcoming')} pathPrefix={pathPrefix} />
      <MyEventsTable id="past-heading" title={t('past')} events={mine.past} empty={t('noPast')} pathPrefix={pathPrefix} />
      {mine.cancelled.length > 0 ? (
        <MyEventsTable id="cancelled-heading" title={t('cancelled')} events={mine.cancelled} empty="" pathPrefix={pathPrefix} />
      ) : null}
    </SimpleAccountPage>
  )
}
