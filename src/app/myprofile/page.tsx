import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { OrganizerProfileForm } from '@/components/manage/organizer-profile-form'
import { TaxSettingsForm } from '@/components/manage/tax-settings-form'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getMyOrganizerProfile } from '@/core/creators/get-my-organizer-profile'
import { getMyTaxSettings } from '@/core/creators/get-my-tax-settings'
import { isAppError } from '@/core/shared/app-error'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { getLocalizedPath } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('profileTitle'), robots: { index: false } }
}

// Issue 20: the signed-in creator's organizer profile, shown on /o/… and their events; only its owner sees
// this page (it is always the viewer's own). Saving creates it when no event has yet. Its Taxes section
// (issue 37 point 4) sets the organization's tax mode, rate and seller's details.
export default async function MyProfilePage() {
  const viewer = await requirePageViewer('/myprofile/')
  const deps = await getDeps()
  const profile = await getMyOrganizerProfile(deps, { userId: viewer.id, origin: requestOrigin() }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  })
  const tax = await getMyTaxSettings(deps, { userId: viewer.id })
  const t = await getTranslations('manage')
  const actions = await getTranslations('actions')
  return (
    <SimpleAccountPage title={t('profileTitle')}>
      <p>
        {t('profileIntro')}
        {profile ? '' : t('profileNotSetUp')}
      </p>
      <p>
        <Link href={await getLocalizedPath('/mypayouts/')}>{t('payoutsTitle')}</Link>: {t('payoutsIntro')}
      </p>
      <p>
        <Link href={await getLocalizedPath('/myteam/')}>{t('teamLink')}</Link>: {t('teamIntro')}
      </p>
      <p>
        <Link href={await getLocalizedPath('/mywebhooks/')}>{t('webhooksLink')}</Link>: {t('webhooksIntro')}
      </p>
      <WithCreatorTexts>
        <OrganizerProfileForm profile={profile} />
        <section aria-labelledby="tax-heading">
          <h2 id="tax-heading">{actions('tax.heading')}</h2>
          <p>{actions('tax.intro')}</p>
          <TaxSettingsForm initial={tax} />
        </section>
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
