import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { CreateEventLinks } from '@/components/manage/create-event-links'
import { MyEventsNotice } from '@/components/manage/my-events-notice'
import { MyEventsTable } from '@/components/manage/my-events-table'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { listMyEvents } from '@/core/creators/list-my-events'
import { getDeps } from '@/server/get-deps'
import { getPathPrefix } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('myEventsTitle'), robots: { index: false } }
}

// Issue 20: the creator's events as drafts, upcoming and past, each with sold/capacity and revenue; issue
// 36: cancelled events apart, once there are any; issue 38 point 15: each can be duplicated, a draft deleted.
export default async function MyEventsPage() {
  const viewer = await requirePageViewer('/myevents/')
  const [mine, t, pathPrefix] = await Promise.all([listMyEvents(await getDeps(), { userId: viewer.id }), getTranslations('manage'), getPathPrefix()])
  return (
    <SimpleAccountPage title={t('myEventsTitle')}>
      <CreateEventLinks pathPrefix={pathPrefix} />
      {/* Duplicate and Delete (issue 38 point 15) read the actions' words and say what they did above the lists. */}
      <WithCreatorTexts>
        <MyEventsNotice>
          <MyEventsTable id="drafts-heading" title={t('drafts')} events={mine.drafts} empty={t('noDrafts')} pathPrefix={pathPrefix} copyAndDelete />
          <MyEventsTable id="upcoming-heading" title={t('upcoming')} events={mine.upcoming} empty={t('noUpcoming')} pathPrefix={pathPrefix} copyAndDelete />
          <MyEventsTable id="past-heading" title={t('past')} events={mine.past} empty={t('noPast')} pathPrefix={pathPrefix} copyAndDelete />
          {mine.cancelled.length > 0 ? (
            <MyEventsTable id="cancelled-heading" title={t('cancelled')} events={mine.cancelled} empty="" pathPrefix={pathPrefix} copyAndDelete />
          ) : null}
        </MyEventsNotice>
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
