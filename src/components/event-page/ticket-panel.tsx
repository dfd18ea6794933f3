import { useLocale, useMessages, useTranslations } from 'next-intl'
import type { EventPage } from '@/core/events/get-event-page'
import { DEFAULT_TICKET_PROVIDER } from '@/core/events/event-json'
import { computePriceRangeText } from '@/core/events/price-text'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import { CheckoutLauncher } from '@/components/checkout/checkout-launcher'
import { computeCheckoutEvent } from '@/components/checkout/checkout-event'
import { WaitingRoomPanel } from './waiting-room-panel'
import styles from './event-page.module.css'

function formatOfferEnd(iso: string, timeZone: string, locale: string): string {
  return cachedDateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone }).format(new Date(iso))
}

/** What the event's card promised (BOGO, "Discount available"), said in full (issue 23). */
function Offers({ event }: { event: EventPage['event'] }) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const discount = event.ticket_availability.open_discount
  const lines: string[] = []
  if (event.ticket_availability.has_bogo_tickets) lines.push(t('bogoOnPage'))
  if (discount) {
    lines.push(
      discount.end_date
        ? t('openDiscountUntil', { date: formatOfferEnd(discount.end_date, event.timezone, locale) })
        : t('openDiscountOnPage'),
    )
  }
  if (lines.length === 0) return null
  return (
    <ul className={styles.offers} aria-label={t('offersLabel')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

/**
 * "Get tickets" (issue 5): the price range and sales status, then each ticket class with its
 * availability and the button that opens checkout (issue 19: "Reserve a spot" when free, "Choose a date"
 * for a series, which picks the date inside checkout). External sellers get a link to their own page.
 * Ticket class names are the organizer's words: `contentLang` marks them when the page speaks another
 * language (issue 25). What it offers is the page's `ticketOffer` (ticket-offer.ts, issue 36): a sold-out
 * event's button opens the wait-list, and a cancelled event shows no price, class or button, only that it
 * is cancelled.
 */
export function TicketPanel({
  page,
  salesMessage,
  contentLang,
  pathPrefix = '',
}: {
  page: EventPage
  /** The event's sales message in the page's language (null while on sale); the API's words without. */
  salesMessage?: string | null
  contentLang?: string
  /** The page's language subdirectory ('/de-de', or ''): checkout's confirmation opens in it. */
  pathPrefix?: string
}) {
  const t = useTranslations('checkout')
  const { checkout: texts } = useMessages()
  const locale = useLocale()
  const { event, ticketClasses, seriesDates, ticketOffer } = page
  if (ticketOffer === 'cancelled') {
    return (
      <aside className={styles.tickets} aria-labelledby="tickets-heading">
        <h2 id="tickets-heading">{t('cancelledHeading')}</h2>
        <p className={styles.cancelledNote}>{t('cancelledNote')}</p>
      </aside>
    )
  }
  const badge = salesMessage === undefined ? event.event_sales_status.message : salesMessage
  const external = event.tickets_by !== DEFAULT_TICKET_PROVIDER && event.tickets_url
  const chooseDate = event.is_series_parent && seriesDates.length > 0
  const checkoutEvent = computeCheckoutEvent(page, contentLang)
  const waitlist = ticketOffer === 'waitlist'
  // Issue 42: an on-sale with a waiting room sends buyers there; a room for one class leaves the others
  // on sale here. A sold-out event offers its wait-list instead.
  const room = waitlist || external ? null : (page.waitingRoom ?? null)
  const roomClass = room?.ticketClassId ? (ticketClasses.find((c) => c.id === room.ticketClassId)?.name ?? null) : null
  const wholeEventRoom = room !== null && room.ticketClassId === null
  const roomPanel = room ? (
    <WaitingRoomPanel
      room={room}
      eventId={event.id}
      timeZone={event.timezone}
      href={`${pathPrefix}${new URL(event.url).pathname}waiting-room/`}
      className={roomClass}
    />
  ) : null
  const label = chooseDate
    ? t('chooseDate')
    : waitlist
      ? t('waitlistOpen')
      : event.ticket_availability.is_free
        ? t('reserveSpot')
        : t('getTickets')
  const { is_free, minimum_ticket_price: min, maximum_ticket_price: max, start_sales_date: salesStart } = event.ticket_availability
  // Decision 052: the classes on sale now (or next on sale, said so), free and paid reading "Free – $26.87".
  const priceRange = computePriceRangeText(
    {
      isFree: is_free,
      minPriceMinor: min?.value ?? null,
      maxPriceMinor: max?.value ?? null,
      currency: min?.currency ?? null,
      salesStart: salesStart ? { date: new Date(salesStart.utc), timeZone: salesStart.timezone } : null,
    },
    locale,
    texts,
  )
  return (
    <aside className={styles.tickets} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{waitlist ? t('ticketsHeading') : t('getTickets')}</h2>
      <p className={styles.priceRange}>{priceRange}</p>
      {badge ? <p className={styles.badge}>{badge}</p> : null}
      {/* Offers apply to what can be bought: none while only the wait-list is open. */}
      {waitlist ? null : <Offers event={event} />}
      {page.requiresApproval && !waitlist ? <p className={styles.approvalNote}>{t('approvalNeeded')}</p> : null}
      {external ? (
        <p>
          <a
            className={styles.primaryButton}
            href={event.tickets_url ?? undefined}
            rel="nofollow noopener noreferrer"
            target="_blank"
          >
            {t('getTicketsOn', { seller: event.tickets_by })}
          </a>
        </p>
      ) : chooseDate ? (
        <CheckoutLauncher
          event={checkoutEvent}
          seriesDates={seriesDates.filter((d) => !d.isThisEvent)}
          label={label}
          texts={texts}
          locale={locale}
          pathPrefix={pathPrefix}
          price={priceRange}
        />
      ) : ticketClasses.length === 0 ? (
        <p>{t('noClasses')}</p>
      ) : (
        <>
          <ul className={styles.ticketList} aria-label={t('ticketTypes')}>
            {ticketClasses.map((c) => (
              <li key={c.id} className={styles.ticketClass}>
                <span className={styles.ticketName} lang={contentLang}>
                  {c.name}
                </span>
                <span>
                  {c.priceText}
                  {c.priceNote ? <span className={styles.muted}> {t(c.priceNote)}</span> : null}
                </span>
                <span
                  className={
                    c.availability === 'sold_out' || c.availability === 'sales_ended' ? styles.unavailable : styles.available
                  }
                >
                  {c.availabilityText}
                </span>
              </li>
            ))}
          </ul>
          {waitlist ? <p>{t('waitlistNote')}</p> : null}
          {wholeEventRoom ? null : (
            <CheckoutLauncher
              event={checkoutEvent}
              seriesDates={[]}
              label={label}
              texts={texts}
              locale={locale}
              pathPrefix={pathPrefix}
              price={priceRange}
            />
          )}
          {roomPanel}
        </>
      )}
    </aside>
  )
}
