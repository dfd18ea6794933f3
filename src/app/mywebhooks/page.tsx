import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { WebhookSettings } from '@/components/manage/webhook-settings'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'
import { findManagedTeam } from '@/core/creators/team-access'
import { listWebhookEndpoints } from '@/core/webhooks/list-webhook-endpoints'
import { requirePageViewer } from '@/server/viewer'
import { getWebhookManageDeps } from '@/server/webhooks'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('webhooksTitle'), robots: { index: false } }
}

// Issue 41 (decision 066): the organization's webhook endpoints and their delivery logs, for its owners.
// Anyone else (no organization, or a manager or door staff of someone else's) is told who manages them.
export default async function MyWebhooksPage() {
  const viewer = await requirePageViewer('/mywebhooks/')
  const deps = await getWebhookManageDeps()
  const t = await getTranslations('manage')
  const team = await findManagedTeam(deps.db, viewer.id)
  return (
    <SimpleAccountPage title={t('webhooksTitle')}>
      <p>{t('webhooksIntro')}</p>
      {team ? (
        <WithCreatorTexts>
          <WebhookSettings endpoints={await listWebhookEndpoints(deps, { userId: viewer.id })} />
        </WithCreatorTexts>
      ) : (
        <p>{t('webhooksOwnersOnly')}</p>
      )}
    </SimpleAccountPage>
  )
}
