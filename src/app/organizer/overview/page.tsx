import Link from 'next/link'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { InfoPage } from '@/components/info/info-page'
import { CreatorOverviewView } from '@/components/manage/creator-overview-view'
import { getCreatorOverview } from '@/core/creators/get-creator-overview'
import { getDeps } from '@/server/get-deps'
import { getHrefLocalizer, getPathPrefix } from '@/server/localized-path'
import { getPageViewer } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('organizer'))('hostTitle') }
}

// Spec §2 creator overview: the default target of the header's host-events toggle. A signed-in creator
// sees their own overview (issue 20); a visitor, the marketing page.
export default async function OrganizerOverviewPage() {
  const viewer = await getPageViewer()
  if (viewer)
    return (
      <CreatorOverviewView
        title={(await getTranslations('manage'))('yourOverview')}
        overview={await getCreatorOverview(await getDeps(), { userId: viewer.id })}
        pathPrefix={await getPathPrefix()}
      />
    )
  const [t, href] = await Promise.all([getTranslations('organizer'), getHrefLocalizer()])
  return (
    <InfoPage
      eyebrow={t('forCreators')}
      title={t('hostTitle')}
      intro={t('hostIntro')}
      sections={[
        {
          title: t('createEvent'),
          body: (
            <p>
              {t.rich('createEventBody', {
                scratch: (chunks) => <Link href={href('/manage/events/create')}>{chunks}</Link>,
                ai: (chunks) => <Link href={href('/manage/events/auto-create')}>{chunks}</Link>,
              })}
            </p>
          ),
        },
        { title: t('pricing'), body: <p>{t.rich('pricingBody', { link: (chunks) => <Link href={href('/organizer/pricing/')}>{chunks}</Link> })}</p> },
      ]}
    />
  )
}
