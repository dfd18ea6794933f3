import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { CreatorOverviewView } from '@/components/manage/creator-overview-view'
import { getCreatorOverview } from '@/core/creators/get-creator-overview'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'
import { getLocalizedPath, getPathPrefix } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('manageTitle'), robots: { index: false } }
}

// Spec §2: /manage/ is the manage overview when it is active (MANAGE_OVERVIEW_ACTIVE); otherwise the
// events list it stands for, /myevents/.
export default async function ManagePage() {
  const viewer = await requirePageViewer('/manage/')
  if (!env().isManageOverviewActive) redirect(await getLocalizedPath('/myevents/'))
  return (
    <CreatorOverviewView
      title={(await getTranslations('manage'))('manageTitle')}
      overview={await getCreatorOverview(await getDeps(), { userId: viewer.id })}
      pathPrefix={await getPathPrefix()}
    />
  )
}
