import type { Metadata } from 'next'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
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
  const [mine, t, pathPrefix, locale] = await Promise.all([listMyEvents(await getDeps(), { userId: viewer.id }), getTranslations('manage'), getPathPrefix(), getLocale()])
  return (
    <SimpleAccountPage title={t('myEventsTitle')}>
      <CreateEventLinks pathPrefix={pathPrefix} />
      <p>
        <Link href={`${pathPrefix}/myteam/`}>{t('teamLink')}</Link>: {t('teamIntro')}
      </p>
      {/* Duplicate and Delete (issue 38 point 15) read the actions' words and say what they did above the lists. */}
      <WithCreatorTexts>
        <MyEventsNotice>
          <MyEventsTable id="drafts-heading" title={t('drafts')} events={mine.drafts} empty={t('noDrafts')} pathPrefix={pathPrefix} copyAndDelete />
          <MyEventsTable id="upcoming-heading" title={t('upcoming')} events={mine.upcoming} empty={t('noUpcoming')} pathPrefix={pathPrefix} copyAndDelete />
          <MyEventsTable id="past-heading" title={t('past')} events={mine.past} empty={t('noPast')} pathPrefix={pathPrefix} copyAndDelete />
          {mine.cancelled.length > 0 ? (
            <MyEventsTable id="cancelled-heading" title={t('cancelled')} events={mine.cancelled} empty="" pathPrefix={pathPrefix} copyAndDelete />
          ) : null}
          {/* Door staff (decision 061) see the events they check in for, without their sales. */}
          {mine.doorDesks.length > 0 ? (
            <section aria-labelledby="door-desks-heading">
              <h2 id="door-desks-heading">{t('doorDesks')}</h2>
              <p>{t('doorDesksIntro')}</p>
              <ul>
                {mine.doorDesks.map((d) => (
                  <li key={d.id}>
                    <Link href={`${pathPrefix}/manage/events/${d.id}/check-in`}>{t.rich('checkInFor', { name: d.name, hidden: (chunks) => chunks })}</Link> · {d.organizerName} ·{' '}
                    {d.startAt.toLocaleDateString(locale, { timeZone: d.timeZone, month: 'short', day: 'numeric', year: 'numeric' })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </MyEventsNotice>
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
