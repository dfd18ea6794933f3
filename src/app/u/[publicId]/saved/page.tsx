import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { homePath } from '@/core/i18n/locale-info'
import { SavedEventsView } from '@/components/account/saved-events-view'
import { listSavedEvents } from '@/core/social/list-saved-events'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { getCardIntl, getPageLocale } from '@/server/page-locale'
import { siteProductOrigins } from '@/server/site-locale-info'
import { requirePageSelf } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('pages.likesTitle'), robots: { index: false } }
}

export default async function SavedPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  const viewer = await requirePageSelf(publicId, `/u/${publicId}/saved`)
  const deps = await getDeps()
  const origin = requestOrigin()
  const saved = await listSavedEvents(deps, { userId: viewer.id, page: 1, origin })
  return (
    <SavedEventsView
      events={saved.events}
      total={saved.total}
      now={deps.clock.now()}
      productOrigins={siteProductOrigins(origin)}
      cardIntl={await getCardIntl()}
      homePath={homePath((await getPageLocale()).localeInfo)}
    />
  )
}
