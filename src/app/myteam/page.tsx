import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { TeamSettings } from '@/components/manage/team-settings'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { listTeam } from '@/core/creators/list-team'
import { getDeps } from '@/server/get-deps'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('teamTitle'), robots: { index: false } }
}

// Issue 40 (decision 061): the signed-in owner's team. A creator with no organization yet sees the form
// (inviting creates it, as a first event does); a manager or door staff of someone else's organization is
// told that only owners manage a team.
export default async function MyTeamPage() {
  const viewer = await requirePageViewer('/myteam/')
  const deps = await getDeps()
  const team = await listTeam(deps, { userId: viewer.id })
  const t = await getTranslations('manage')
  return (
    <SimpleAccountPage title={t('teamTitle')}>
      <p>{t('teamIntro')}</p>
      <WithCreatorTexts>
        <TeamSettings team={team} />
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
