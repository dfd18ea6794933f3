import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { formatSeriesDate } from '@/core/events/event-date-range'
import { fillText } from '@/core/i18n/fill-text'
import { computeCheckoutEvent } from '@/components/checkout/checkout-event'
import { EmbeddedCheckout, type EmbedMode } from '@/components/embed/embedded-checkout'
import { findEmbedOriginsOfEvent } from '@/core/embed/embed-origins-repository'
import { createEmbedSession } from '@/core/embed/embed-session'
import { DEFAULT_TICKET_PROVIDER } from '@/core/events/event-json'
import { getEventPage, type EventPage } from '@/core/events/get-event-page'
import { computeCatalogLanguage, computeLocaleTag } from '@/core/i18n/page-locale'
import { isAppError } from '@/core/shared/app-error'
import { loadCatalog } from '@/server/catalogs'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { getPathPrefix } from '@/server/localized-path'
import { getContentLang, getPageLocale } from '@/server/page-locale'
import { embedSessionSecret, getTicketingDeps } from '@/server/ticketing'
import styles from '@/components/embed/embedded-checkout.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('checkout'))('embed.checkoutLabel'), robots: { index: false } }
}

type Props = {
  params: Promise<{ eventId: string }>
  searchParams: Promise<{ host?: string | string[]; mode?: string | string[] }>
}

const MODES: readonly EmbedMode[] = ['overlay', 'inline']

// Issue 41 (decision 070): the checkout an organizer embeds on their own site (public/embed.js frames it).
// Our server has set its CSP frame-ancestors to the organizer's list of sites (embed-frame-policy.ts); the
// host page names itself in `host`, and only a host on that list is posted to. The page sets no cookie: it
// carries a signed session for its calls. A private event (password or guest list) is not sold here.
export default async function EmbeddedCheckoutPage({ params, searchParams }: Props) {
  const [{ eventId }, query] = await Promise.all([params, searchParams])
  if (!/^\d{1,12}$/.test(eventId)) notFound()
  const id = Number(eventId)
  const deps = await getDeps()
  const { locale } = await getPageLocale()
  const catalog = await loadCatalog(computeCatalogLanguage(locale))
  const intl = { locale: computeLocaleTag(locale), texts: catalog.checkout, refundPolicies: catalog.event.refundPolicies, freeSpotPolicy: catalog.event.freeSpotPolicy }
  const { secret } = await getTicketingDeps({ eventId: id })
  let page: EventPage | null = null
  try {
    page = await getEventPage(deps, { id, origin: requestOrigin(), viewerUserId: null, intl, access: { secret, pass: null, ticketLinks: [] } })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    if (!(isAppError(error) && error.code === 'FORBIDDEN')) throw error
  }
  const texts = catalog.checkout
  if (!page || page.ticketOffer === 'cancelled' || (page.event.tickets_by !== DEFAULT_TICKET_PROVIDER && page.event.tickets_url)) {
    // Nothing to buy here: a private event, a cancelled one, or one sold elsewhere. Its page says why.
    return (
      <main className={styles.root}>
        <h1 className={styles.title}>{page?.event.name ?? texts.embed.checkoutLabel}</h1>
        <p>{page?.ticketOffer === 'cancelled' ? texts.cancelledNote : texts.embed.unavailable}</p>
        {page ? (
          <p>
            <a href={page.event.url} target="_blank" rel="noopener">
              {texts.embed.openOnTessera}
            </a>
          </p>
        ) : null}
      </main>
    )
  }
  const room = page.waitingRoom
  if (room && room.ticketClassId === null && page.ticketOffer !== 'waitlist') {
    // Issue 42: an on-sale with a waiting room is bought through it, from the event's own site (a new tab):
    // the frame offers no way around the line.
    const time = formatSeriesDate(new Date(room.onSaleAt), page.event.timezone, computeLocaleTag(locale))
    return (
      <main className={styles.root}>
        <h1 className={styles.title}>{page.event.name}</h1>
        <p>{fillText(texts.waitingRoom.panelIntro, { time })}</p>
        <p>
          <a href={`${new URL(page.event.url).pathname}waiting-room/`} target="_blank" rel="noopener">
            {texts.waitingRoom.join}
          </a>
        </p>
      </main>
    )
  }
  const origins = await findEmbedOriginsOfEvent(deps.db, id)
  const host = typeof query.host === 'string' && origins.includes(query.host) ? query.host : null
  const mode: EmbedMode = host !== null && typeof query.mode === 'string' && (MODES as string[]).includes(query.mode) ? (query.mode as EmbedMode) : 'page'
  const { event, seriesDates } = page
  const contentLang = await getContentLang()
  return (
    <EmbeddedCheckout
      event={computeCheckoutEvent(page, contentLang)}
      seriesDates={event.is_series_parent ? seriesDates.filter((d) => !d.isThisEvent).map((d) => ({ id: d.id, startUtc: d.startUtc })) : []}
      session={createEmbedSession(embedSessionSecret(), { eventId: id, now: deps.clock.now() })}
      hostOrigin={host}
      mode={mode}
      texts={texts}
      locale={computeLocaleTag(locale)}
      pathPrefix={await getPathPrefix()}
      eventUrl={event.url}
    />
  )
}
