import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { TeamActivity } from '@/components/manage/team-activity'
import { TeamSettings } from '@/components/manage/team-settings'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { listOrganizationActivity } from '@/core/creators/list-organization-activity'
import { listTeam } from '@/core/creators/list-team'
import { getDeps } from '@/server/get-deps'
import { getPathPrefix } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('teamTitle'), robots: { index: false } }
}

const ACTIVITY_PAGE_SIZE = 50

/** `?activity_page=` as a page number from 1; anything else is the first page. */
function activityPage(raw: string | string[] | undefined): number {
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : 1
  return Math.max(1, value)
}

type Props = { searchParams: Promise<{ activity_page?: string | string[] }> }

// Issue 40 (decision 061): the signed-in owner's team. A creator with no organization yet sees the form
// (inviting creates it, as a first event does); a manager or door staff of someone else's organization is
// told that only owners manage a team. Under it, the organization's activity (decision 068).
export default async function MyTeamPage({ searchParams }: Props) {
  const viewer = await requirePageViewer('/myteam/')
  const deps = await getDeps()
  const page = activityPage((await searchParams).activity_page)
  const [team, activity, t, locale, pathPrefix] = await Promise.all([
    listTeam(deps, { userId: viewer.id }),
    listOrganizationActivity(deps, { userId: viewer.id, page, pageSize: ACTIVITY_PAGE_SIZE }),
    getTranslations('manage'),
    getLocale(),
    getPathPrefix(),
  ])
  return (
    <SimpleAccountPage title={t('teamTitle')}>
      <p>{t('teamIntro')}</p>
      <WithCreatorTexts>
        <TeamSettings team={team} />
      </WithCreatorTexts>
      {activity.organization ? (
        <TeamActivity
          page={activity}
          locale={locale}
          pageHref={(n) => `${pathPrefix}/myteam/?activity_page=${n}`}
        />
      ) : null}
    </SimpleAccountPage>
  )
}
