'use client'
// Checkout (issue 19) in a modal <dialog>: full screen at phone widths, focus kept inside by the browser's
// modal state, Escape closes, and the opener gets focus back (CheckoutLauncher). A series asks for the
// date first; then tickets are chosen and held, and the held order is completed. A paid or reserved-free
// order goes to its confirmation page.
import { useCallback, useState } from 'react'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { formatSeriesDate } from '@/core/events/event-date-range'
import { CompleteOrderForm } from './complete-order-form'
import { confirmationPath } from './confirmation-path'
import type { CheckoutTexts } from './checkout-messages'
import { CheckoutMessagesProvider, useCheckoutMessages } from './checkout-messages-context'
import type { OrderJson } from './checkout-types'
import { TicketSelection } from './ticket-selection'
import styles from './checkout.module.css'

export type CheckoutEvent = {
  /** The organizer approves registrations (decision 064): the form says the card is only authorised. */
  requiresApproval?: boolean
  id: string
  name: string
  timeZone: string
  /** Offers applied without a code (spec §5 open discount, BOGO); the order's summary shows what they save. */
  openDiscount?: boolean
  bogo?: boolean
  /** The `lang` of the event's name when the page speaks another language (issue 25). */
  contentLang?: string
  /** events.status: a cancelled event's checkout offers nothing (ticket-offer.ts, issue 36). */
  status?: string
  /** When a one-date event starts (UTC ISO): the dialog names its date (issue 38 point 9). */
  startUtc?: string
  /** The token of the hidden class's direct link the page was opened with (decision 060). */
  ticketLink?: string
}
export type SeriesDate = { id: string; startUtc: string }

export type CheckoutDialogProps = {
  event: CheckoutEvent
  seriesDates: SeriesDate[]
  onClose: () => void
  /** Navigation, replaceable in component tests. */
  navigate?: (href: string) => void
  /** The checkout catalog in the page's language, and its locale (English without). */
  texts?: CheckoutTexts
  locale?: string
  /** The page's language subdirectory ('/de-de', or ''): the confirmation page opens in it. */
  pathPrefix?: string
}

export function CheckoutDialog({ texts, locale = 'en-US', pathPrefix = '', ...props }: CheckoutDialogProps) {
  if (!texts) return <CheckoutDialogBody {...props} />
  return (
    <CheckoutMessagesProvider texts={texts} locale={locale} pathPrefix={pathPrefix}>
      <CheckoutDialogBody {...props} />
    </CheckoutMessagesProvider>
  )
}

function CheckoutDialogBody({
  event,
  seriesDates,
  onClose,
  navigate = (href) => window.location.assign(href),
}: Omit<CheckoutDialogProps, 'texts' | 'locale' | 'pathPrefix'>) {
  const m = useCheckoutMessages()
  const { ref, close } = useModalDialog(onClose)
  const [eventId, setEventId] = useState<string | null>(seriesDates.length > 0 ? null : event.id)
  const [order, setOrder] = useState<OrderJson | null>(null)
  const [attempt, setAttempt] = useState(0)

  const startAgain = useCallback(() => {
    setOrder(null)
    setAttempt((n) => n + 1)
  }, [])
  const paid = useCallback((done: OrderJson) => navigate(m.path(confirmationPath(done))), [navigate, m])
  // A series names the chosen date once there is one; a one-date event its own date from the start.
  const dateUtc = seriesDates.length > 0 ? seriesDates.find((d) => d.id === eventId)?.startUtc : event.startUtc

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="checkout-title" onClose={onClose}>
      <div className={styles.panel}>
        <div className={styles.head}>
          <div>
            <h2 id="checkout-title" className={styles.title} lang={event.contentLang}>
              {event.name}
            </h2>
            {dateUtc ? (
              <p className={styles.muted}>
                <time dateTime={dateUtc}>{formatSeriesDate(new Date(dateUtc), event.timeZone, m.locale)}</time>
              </p>
            ) : null}
          </div>
          <button type="button" className={styles.close} aria-label={m.close} onClick={close}>
            ×
          </button>
        </div>
        {eventId === null ? (
          <SeriesDateChoice seriesDates={seriesDates} timeZone={event.timeZone} onChoose={setEventId} heading="h3" />
        ) : order ? (
          <CompleteOrderForm order={order} onPaid={paid} onStartAgain={startAgain} navigate={navigate} requiresApproval={event.requiresApproval === true} />
        ) : (
          <>
            {seriesDates.length > 0 ? (
              <p>
                <button type="button" className={styles.secondary} onClick={() => setEventId(null)}>
                  {m.otherDate}
                </button>
              </p>
            ) : null}
            <TicketSelection
              key={`${eventId}-${attempt}`}
              eventId={eventId}
              eventStatus={event.status ?? 'live'}
              timeZone={event.timeZone}
              openDiscount={event.openDiscount ?? false}
              bogo={event.bogo ?? false}
              {...(event.ticketLink ? { ticketLink: event.ticketLink } : {})}
              onHeld={setOrder}
              onReserved={paid}
            />
          </>
        )}
      </div>
    </dialog>
  )
}

/** A series' dates to choose from, the first step of its checkout (here and in the embedded one). */
export function SeriesDateChoice({ seriesDates, timeZone, onChoose, heading: Heading }: { seriesDates: SeriesDate[]; timeZone: string; onChoose: (eventId: string) => void; heading: 'h2' | 'h3' }) {
  const m = useCheckoutMessages()
  return (
    <nav aria-labelledby="checkout-dates">
      <Heading id="checkout-dates">{m.chooseDateTitle}</Heading>
      <ul className={styles.dates}>
        {seriesDates.map((d) => (
          <li key={d.id}>
            <button type="button" className={styles.secondary} onClick={() => onChoose(d.id)}>
              <time dateTime={d.startUtc}>{formatSeriesDate(new Date(d.startUtc), timeZone, m.locale)}</time>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
