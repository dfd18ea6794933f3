'use client'
// Choosing tickets (issue 19): each class with its all-in price, what remains when low, its sales window
// and a quantity stepper within its per-order limits; a promo code; the running total at all-in prices
// (issue 38 point 9); then Continue holds the tickets.
// The order the server answers carries every amount; nothing is priced here. What the dialog offers is
// ticket-offer.ts's (issue 36): a sold-out class its wait-list; the promo code field and Continue only
// while something can be bought; a cancelled event nothing but the word.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { computeClassOffer, computeTicketOffer } from '@/core/events/ticket-offer'
import { useUser } from '@/components/user/user-provider'
import { computeAllInNote } from '@/core/ticketing/fees'
import { completeOrder, createOrder, listTicketClasses } from './checkout-api'
import { amountText, classPriceText, classStatusText, computeSelectionTotal, errorMessage, maxChoosable, stepQuantity } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import type { OrderJson, TicketClassJson } from './checkout-types'
import { QuantityStepper } from './quantity-stepper'
import { WaitlistForm } from './waitlist-form'
import styles from './checkout.module.css'

export type TicketSelectionProps = {
  eventId: string
  /** events.status of the event the tickets are for. */
  eventStatus: string
  timeZone: string
  /** Offers applied without a code, said while tickets can be bought. */
  openDiscount: boolean
  bogo: boolean
  onHeld: (order: OrderJson) => void
  /** A free spot reserved in one step by a signed-in visitor (issue 38 point 6): show its confirmation. */
  onReserved?: (order: OrderJson) => void
  /** The token of a hidden class's direct link (decision 060): the class is offered and sold with it. */
  ticketLink?: string
  /** Issue 42: the admission the event's waiting room gave this browser; the hold spends it. */
  admissionToken?: string
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`
}

export function TicketSelection({
  eventId,
  eventStatus,
  timeZone,
  openDiscount,
  bogo,
  onHeld,
  onReserved,
  ticketLink,
  admissionToken,
}: TicketSelectionProps) {
  const m = useCheckoutMessages()
  const { user } = useUser()
  const id = useId()
  const [classes, setClasses] = useState<TicketClassJson[] | null>(null)
  const [loadError, setLoadError] = useState(false)
  const [reload, setReload] = useState(0)
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [promo, setPromo] = useState('')
  const [promoError, setPromoError] = useState('')
  const [alert, setAlert] = useState('')
  const [busy, setBusy] = useState(false)
  // One key per choice: a retried request after a lost answer gets the same order back; a new choice
  // is a new order.
  const key = useRef(newKey())

  useEffect(() => {
    let live = true
    listTicketClasses(eventId, ticketLink).then(
      (body) => live && setClasses(body.ticket_classes),
      () => live && setLoadError(true),
    )
    return () => {
      live = false
    }
  }, [eventId, reload, ticketLink])

  // A free event sold to a signed-in visitor: one button reserves the spot with the account's name and
  // email, and there is no promo code to enter (issue 38 point 6).
  const allFree = classes !== null && classes.length > 0 && classes.every((t) => t.free)
  const oneStep = allFree && Boolean(user?.fullName && user.email) && onReserved !== undefined

  const step = (t: TicketClassJson, direction: 1 | -1) => {
    key.current = newKey()
    setQuantities((q) => ({ ...q, [t.id]: stepQuantity(t, q[t.id] ?? 0, direction) }))
  }

  // The class list sits outside the form: a sold-out class holds its own wait-list form.
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const tickets = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([ticket_class_id, quantity]) => ({ ticket_class_id, quantity }))
    setPromoError('')
    if (tickets.length === 0) {
      setAlert(m.nothingChosen)
      return
    }
    setAlert('')
    setBusy(true)
    try {
      const code = promo.trim()
      const { order } = await createOrder(
        { event_id: eventId, tickets, discount_code: code || undefined, ticket_link: ticketLink, admission_token: admissionToken },
        key.current,
      )
      const buyer = oneStep ? { name: user?.fullName ?? '', email: user?.email ?? '' } : null
      if (buyer && onReserved) {
        // The account's name and email are all a free spot needs; if completing fails, the held order's
        // form takes over with the reason.
        const done = await completeOrder(order.id, { buyer }, order.access_token).catch(() => null)
        if (done?.order.status === 'paid' || done?.order.status === 'pending_approval') {
          onReserved(done.order)
          return
        }
      }
      onHeld(order)
    } catch (error) {
      const code = error instanceof ApiError ? error.error : ''
      const text = errorMessage(code, error instanceof ApiError ? error.description : '', m)
      const promoRefusal = error instanceof ApiError ? error.argumentErrors.discount_code?.[0] : undefined
      if (promoRefusal || code === 'DISCOUNT_NOT_APPLICABLE') setPromoError(promoRefusal ?? text)
      else setAlert(text)
      key.current = newKey()
      if (code === 'SOLD_OUT' || code === 'NOT_ENOUGH_TICKETS') setReload((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }

  if (loadError) {
    return (
      <div>
        <p role="alert" className={styles.alert}>
          {m.loadFailed}
        </p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setLoadError(false)
            setReload((n) => n + 1)
          }}
        >
          {m.retry}
        </button>
      </div>
    )
  }
  if (!classes) return <p role="status">{m.loading}</p>
  const offer = computeTicketOffer(
    eventStatus,
    classes.map((t) => t.on_sale_status),
  )
  if (offer === 'cancelled') return <p className={styles.alert}>{m.cancelledNote}</p>
  if (classes.length === 0) return <p>{m.noClasses}</p>
  // One sold-out class and nothing else to buy: its wait-list form is what the buyer came for.
  const total = computeSelectionTotal(classes, quantities)
  const soleWaitlist =
    offer === 'waitlist' && classes.filter((t) => t.on_sale_status === 'SOLD_OUT').length === 1

  return (
    <>
      {offer === 'tickets' && openDiscount ? <p className={styles.notice}>{m.openDiscountOffer}</p> : null}
      {offer === 'tickets' && bogo ? <p className={styles.notice}>{m.bogoOffer}</p> : null}
      {offer === 'waitlist' ? <p className={styles.notice}>{m.waitlistNote}</p> : null}
      <ul className={styles.classes} aria-label={m.ticketTypes}>
        {classes.map((t) => {
          const quantity = quantities[t.id] ?? 0
          const status = classStatusText(t, timeZone, m)
          const max = maxChoosable(t)
          const classOffer = computeClassOffer(eventStatus, t.on_sale_status)
          const priceNote = computeAllInNote(t.fee?.value ?? 0, t.tax?.value ?? 0)
          return (
            <li key={t.id} className={styles.class}>
              <div>
                <p className={styles.className}>{t.name}</p>
                <p>
                  <span>{classPriceText(t, m)}</span>
                  {priceNote ? <span className={styles.muted}> {m[priceNote]}</span> : null}
                </p>
                {status ? <p className={styles.status}>{status}</p> : null}
                {t.description ? <p className={styles.muted}>{t.description}</p> : null}
                {max > 0 ? (
                  <p className={styles.muted}>{m.perOrder(Math.max(1, t.minimum_quantity), max)}</p>
                ) : null}
              </div>
              {classOffer === 'waitlist' ? (
                <WaitlistForm ticketClass={t} initiallyOpen={soleWaitlist} />
              ) : classOffer === 'tickets' && max > 0 ? (
                <QuantityStepper
                  name={t.name}
                  value={quantity}
                  canDecrease={quantity > 0}
                  canIncrease={stepQuantity(t, quantity, 1) > quantity}
                  onStep={(direction) => step(t, direction)}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
      {offer !== 'tickets' ? null : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {allFree ? null : (
            <div className={styles.field}>
              <label htmlFor={`${id}-promo`}>{m.promoLabel}</label>
              <input
                id={`${id}-promo`}
                name="promo"
                autoComplete="off"
                value={promo}
                aria-invalid={Boolean(promoError)}
                aria-describedby={`${id}-promo-note`}
                onChange={(event) => {
                  key.current = newKey()
                  setPromo(event.target.value)
                  setPromoError('')
                }}
              />
              <p
                id={`${id}-promo-note`}
                className={promoError ? styles.fieldError : styles.muted}
                role={promoError ? 'alert' : undefined}
              >
                {promoError || m.promoHint}
              </p>
            </div>
          )}
          {total ? (
            <p className={styles.runningTotal} aria-live="polite">
              <span>{m.total}</span> <strong>{amountText(total.value, total.currency, m.locale)}</strong>
            </p>
          ) : null}
          {alert ? (
            <p role="alert" className={styles.alert}>
              {alert}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} aria-disabled={busy}>
            {busy ? (oneStep ? m.reserving : m.continuing) : oneStep ? m.reserveNow : m.continue}
          </button>
        </form>
      )}
    </>
  )
}
