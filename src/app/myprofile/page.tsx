import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { OrganizerProfileForm } from '@/components/manage/organizer-profile-form'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getMyOrganizerProfile } from '@/core/creators/get-my-organizer-profile'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('profileTitle'), robots: { index: false } }
}

// Issue 20: the signed-in creator's organizer profile, shown on /o/… and their events; only its owner sees
// this page (it is always the viewer's own). Saving creates it when no event has yet.
export default async function MyProfilePage() {
  const viewer = await requirePageViewer('/myprofile/')
  const profile = await getMyOrganizerProfile(await getDeps(), { userId: viewer.id, origin: requestOrigin() }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  })
  const t = await getTranslations('manage')
  return (
    <SimpleAccountPage title={t('profileTitle')}>
      <p>
        {t('profileIntro')}
        {profile ? '' : t('profileNotSetUp')}
      </p>
      <WithCreatorTexts>
        <OrganizerProfileForm profile={profile} />
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
