import type { EventPage } from '@/core/events/get-event-page'
import { DEFAULT_TICKET_PROVIDER } from '@/core/events/event-json'
import { CheckoutLauncher } from '@/components/checkout/checkout-launcher'
import { checkoutMessages } from '@/components/checkout/checkout-messages'
import styles from './event-page.module.css'

function formatOfferEnd(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(new Date(iso))
}

/** What the event's card promised (BOGO, "Discount available"), said in full (issue 23). */
function Offers({ event }: { event: EventPage['event'] }) {
  const m = checkoutMessages
  const discount = event.ticket_availability.open_discount
  const lines: string[] = []
  if (event.ticket_availability.has_bogo_tickets) lines.push(m.bogoOnPage)
  if (discount) {
    lines.push(discount.end_date ? m.openDiscountUntil(formatOfferEnd(discount.end_date, event.timezone)) : m.openDiscountOnPage)
  }
  if (lines.length === 0) return null
  return (
    <ul className={styles.offers} aria-label={m.offersLabel}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

function priceRange(event: EventPage['event']): string {
  const { is_free, minimum_ticket_price: min, maximum_ticket_price: max } = event.ticket_availability
  if (is_free) return 'Free'
  if (!min) return 'Check ticket price on event'
  if (!max || max.value === min.value) return min.display
  return `${min.display} – ${max.display}`
}

/**
 * "Get tickets" (issue 5): the price range and sales status, then each ticket class with its
 * availability and the button that opens checkout (issue 19: "Reserve a spot" when free, "Choose a date"
 * for a series, which picks the date inside checkout). External sellers get a link to their own page.
 */
export function TicketPanel({ page }: { page: EventPage }) {
  const { event, ticketClasses, seriesDates } = page
  const external = event.tickets_by !== DEFAULT_TICKET_PROVIDER && event.tickets_url
  const chooseDate = event.is_series_parent && seriesDates.length > 0
  const checkoutEvent = {
    id: event.id,
    name: event.name,
    timeZone: event.timezone,
    openDiscount: event.ticket_availability.open_discount !== null,
    bogo: event.ticket_availability.has_bogo_tickets,
  }
  const label = chooseDate
    ? checkoutMessages.chooseDate
    : event.ticket_availability.is_free
      ? checkoutMessages.reserveSpot
      : checkoutMessages.getTickets
  return (
    <aside className={styles.tickets} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">Get tickets</h2>
      <p className={styles.priceRange}>{priceRange(event)}</p>
      {event.event_sales_status.message ? (
        <p className={styles.badge}>{event.event_sales_status.message}</p>
      ) : null}
      <Offers event={event} />
      {external ? (
        <p>
          <a
            className={styles.primaryButton}
            href={event.tickets_url ?? undefined}
            rel="nofollow noopener noreferrer"
            target="_blank"
          >
            Get tickets on {event.tickets_by}
          </a>
        </p>
      ) : chooseDate ? (
        <CheckoutLauncher
          event={checkoutEvent}
          seriesDates={seriesDates.filter((d) => !d.isThisEvent)}
          label={label}
        />
      ) : ticketClasses.length === 0 ? (
        <p>Tickets are not on sale here yet.</p>
      ) : (
        <>
          <ul className={styles.ticketList} aria-label="Ticket types">
            {ticketClasses.map((t) => (
              <li key={t.id} className={styles.ticketClass}>
                <span className={styles.ticketName}>{t.name}</span>
                <span>
                  {t.priceText}
                  {t.includesFees ? (
                    <span className={styles.muted}> {checkoutMessages.includesFees}</span>
                  ) : null}
                </span>
                <span
                  className={
                    t.availability === 'sold_out' || t.availability === 'sales_ended'
                      ? styles.unavailable
                      : styles.available
                  }
                >
                  {t.availabilityText}
                </span>
              </li>
            ))}
          </ul>
          <CheckoutLauncher event={checkoutEvent} seriesDates={[]} label={label} />
        </>
      )}
    </aside>
  )
}
