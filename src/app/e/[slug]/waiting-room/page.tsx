import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { computeCheckoutEvent } from '@/components/checkout/checkout-event'
import { WaitingRoomView } from '@/components/waiting-room/waiting-room-view'
import { computeCatalogLanguage, computeLocalizedPath, computeLocaleTag } from '@/core/i18n/page-locale'
import { loadCatalog } from '@/server/catalogs'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { getContentLang, getPageLocale } from '@/server/page-locale'
import { siteLocaleInfo } from '@/server/site-locale-info'
import { loadEventPage } from '../../load-event-page'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const catalog = await loadCatalog(computeCatalogLanguage((await getPageLocale()).locale))
  return { title: catalog.checkout.waitingRoom.pageTitle, robots: { index: false, follow: false } }
}

/**
 * `/e/{slug}/waiting-room/` (issue 42): where buyers wait for an on-sale with a waiting room, in the page's
 * language. An event without one (or a private one not yet opened) sends the visitor to its page.
 */
export default async function WaitingRoomPage(props: Props) {
  const { slug } = await props.params
  const { page } = await loadEventPage(slug, requestOrigin())
  const { locale, localeInfo } = await getPageLocale()
  const eventPath = `/e/${slug}/`
  const eventHref = computeLocalizedPath(page ? new URL(page.event.url).pathname : eventPath, locale, siteLocaleInfo())
  const room = page?.waitingRoom
  if (!page || !room || page.ticketOffer === 'cancelled') redirect(eventHref)
  const canonical = `${new URL(page.event.url).pathname}waiting-room/`
  if (`/e/${slug}/waiting-room/` !== canonical) redirect(computeLocalizedPath(canonical, locale, siteLocaleInfo()))
  const catalog = await loadCatalog(computeCatalogLanguage(locale))
  return (
    <WaitingRoomView
      event={computeCheckoutEvent(page, await getContentLang())}
      room={{ prequeueOpensAt: room.prequeueOpensAt, onSaleAt: room.onSaleAt, admissionMinutes: room.admissionMinutes }}
      serverNowMs={(await getDeps()).clock.now().getTime()}
      texts={catalog.checkout}
      locale={computeLocaleTag(locale)}
      pathPrefix={localeInfo.languagePrefix}
      eventHref={eventHref}
    />
  )
}
