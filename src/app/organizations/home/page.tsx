import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { CreatorOverviewView } from '@/components/manage/creator-overview-view'
import { getCreatorOverview } from '@/core/creators/get-creator-overview'
import { getFeatureFlags } from '@/core/feature-flags/get-feature-flags'
import { getDeps } from '@/server/get-deps'
import { getLocalizedPath, getPathPrefix } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage'))('creatorHomeTitle'), robots: { index: false } }
}

// Spec §2: /organizations/home is the creator home while the isCreatorHomeActivated flag is on; with it
// off, the creator's events list.
export default async function OrganizationsHomePage() {
  const viewer = await requirePageViewer('/organizations/home')
  const deps = await getDeps()
  if (!(await getFeatureFlags(deps)).isCreatorHomeActivated) redirect(await getLocalizedPath('/myevents/'))
  return (
    <CreatorOverviewView
      title={(await getTranslations('manage'))('creatorHomeTitle')}
      overview={await getCreatorOverview(deps, { userId: viewer.id })}
      pathPrefix={await getPathPrefix()}
    />
  )
}
