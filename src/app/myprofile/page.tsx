import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { ApiKeysSettings } from '@/components/manage/api-keys-settings'
import { EmbedOriginsSettings } from '@/components/manage/embed-origins-settings'
import { OrganizerProfileForm } from '@/components/manage/organizer-profile-form'
import { TaxSettingsForm } from '@/components/manage/tax-settings-form'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { getMyOrganizerProfile } from '@/core/creators/get-my-organizer-profile'
import { getMyTaxSettings } from '@/core/creators/get-my-tax-settings'
import { findManagedTeam } from '@/core/creators/team-access'
import { listApiKeys } from '@/core/integrations/list-api-keys'
import { listEmbedOrigins } from '@/core/embed/list-embed-origins'
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
// (issue 37 point 4) sets the organization's tax mode, rate and seller's details; its API keys section
// (issue 41, decision 065) makes, lists and revokes the organization's keys; its Embedded checkout section
// (decision 070) lists the sites allowed to frame the checkout and gives the snippet.
export default async function MyProfilePage() {
  const viewer = await requirePageViewer('/myprofile/')
  const deps = await getDeps()
  const profile = await getMyOrganizerProfile(deps, { userId: viewer.id, origin: requestOrigin() }).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  })
  const tax = await getMyTaxSettings(deps, { userId: viewer.id })
  // API keys (decision 065) are the owners' alone: anyone else is told so.
  const owner = (await findManagedTeam(deps.db, viewer.id)) !== null
  const apiKeys = owner ? (await listApiKeys(deps, { userId: viewer.id })).api_keys : null
  // The sites allowed to frame the embedded checkout (decision 070): the owners' too.
  const embedOrigins = owner ? (await listEmbedOrigins(deps, { userId: viewer.id })).origins : null
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
        <section aria-labelledby="api-keys-heading">
          <h2 id="api-keys-heading">{actions('apiKeys.heading')}</h2>
          <p>{actions('apiKeys.intro')}</p>
          {apiKeys ? <ApiKeysSettings keys={apiKeys} /> : <p>{actions('apiKeys.onlyOwners')}</p>}
        </section>
        <section aria-labelledby="embed-origins-heading">
          <h2 id="embed-origins-heading">{actions('embedOrigins.heading')}</h2>
          <p>{actions('embedOrigins.intro')}</p>
          {embedOrigins ? <EmbedOriginsSettings origins={embedOrigins} siteOrigin={requestOrigin()} /> : <p>{actions('embedOrigins.onlyOwners')}</p>}
        </section>
      </WithCreatorTexts>
    </SimpleAccountPage>
  )
}
