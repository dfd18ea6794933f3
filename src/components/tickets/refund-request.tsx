'use client'
// An attendee's refund (issue 19 §8, issue 38 point 4): the buyer chooses the tickets, sees the amount,
// and the button says what happens: "Refund now" where the event's policy allows it at once, "Send refund
// request" where the organizer decides. A confirmation step names the amount before anything is sent; the
// result (with when the money arrives) is said by the order page, which moves focus to it. A free spot is
// simply cancelled (point 6).
import { useId, useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { requestRefund, type RefundAnswer } from '@/components/checkout/checkout-api'
import { amountText, errorMessage, isFreeOrder } from '@/components/checkout/checkout-text'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { useTicketsMessages } from './tickets-messages-context'
import { OrderFormAlert } from './use-order-form'
import styles from './tickets.module.css'

export type RefundMode = 'at_once' | 'request'

export function RefundRequest({
  order,
  mode,
  token,
  onDone,
}: {
  order: OrderJson
  mode: RefundMode
  token: string | null
  /** The order after the refund and the sentence that says what happened. */
  onDone: (order: OrderJson, result: string) => void
}) {
  const m = useTicketsMessages()
  const checkout = useCheckoutMessages()
  const id = useId()
  const free = isFreeOrder(order)
  const valid = order.tickets.filter((t) => t.status === 'valid')
  const [chosen, setChosen] = useState<string[]>(valid.map((t) => t.id))
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const money = (value: number) => amountText(value, order.currency, m.locale)
  const amount = money(
    valid.filter((t) => chosen.includes(t.id)).reduce((sum, t) => sum + (t.refund_value?.value ?? 0), 0),
  )

  const send = async () => {
    setBusy(true)
    setAlert('')
    try {
      const reply = await requestRefund(
        order.id,
        { reason: reason.trim(), ticket_ids: free ? valid.map((t) => t.id) : chosen },
        token,
      )
      if ('confirmation' in reply) {
        // Asked through the order's link: nothing changed, the buyer confirms from their email.
        setConfirming(false)
        onDone(order, m.refundEmailed(reply.email))
        return
      }
      const answer: RefundAnswer = reply
      const said = money(answer.refund.amount.value)
      onDone(
        answer.order,
        free
          ? m.spotCancelled
          : answer.refund.status === 'granted'
            ? m.refundGranted(said)
            : m.refundRequested(said),
      )
    } catch (error) {
      setAlert(
        errorMessage(
          error instanceof ApiError ? error.error : '',
          error instanceof ApiError ? error.description : '',
          checkout,
        ),
      )
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  if (confirming) {
    return (
      <div role="group" aria-labelledby={`${id}-question`}>
        <p id={`${id}-question`}>
          <strong>
            {free
              ? m.cancelSpotQuestion
              : mode === 'at_once'
                ? m.refundConfirmQuestion(amount)
                : m.requestConfirmQuestion(amount)}
          </strong>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primaryButton}
            aria-disabled={busy}
            onClick={() => !busy && void send()}
          >
            {free ? m.cancelSpotYes : mode === 'at_once' ? m.refundYes(amount) : m.requestYes}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => setConfirming(false)}
          >
            {m.goBack}
          </button>
        </div>
      </div>
    )
  }

  if (free) {
    return (
      <>
        <OrderFormAlert text={alert} />
        <p>{m.cancelSpotNote}</p>
        <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
          {m.cancelSpot}
        </button>
      </>
    )
  }

  return (
    <form
      aria-label={m.refundTitle}
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen.length > 0) setConfirming(true)
      }}
    >
      <OrderFormAlert text={alert} />
      <p className={styles.muted}>{mode === 'at_once' ? m.refundNowNote : m.refundRequestNote}</p>
      {valid.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend>{m.refundChoose}</legend>
          {valid.map((t) => (
            <label key={t.id}>
              <input
                type="checkbox"
                checked={chosen.includes(t.id)}
                onChange={(event) =>
                  setChosen((ids) => (event.target.checked ? [...ids, t.id] : ids.filter((x) => x !== t.id)))
                }
              />{' '}
              {m.ticket(order.tickets.indexOf(t) + 1, order.tickets.length)}
              {t.attendee_name ? ` · ${t.attendee_name}` : ''} · {money(t.refund_value?.value ?? 0)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p aria-live="polite">
        <strong>{m.refundAmount(amount)}</strong>
      </p>
      {mode === 'request' ? (
        <p>
          <label htmlFor={`${id}-reason`}>{m.refundReason}</label>
          <br />
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            className={styles.reason}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </p>
      ) : null}
      <button type="submit" className={styles.button} aria-disabled={chosen.length === 0}>
        {mode === 'at_once' ? m.refundNow : m.refundConfirm}
      </button>
    </form>
  )
}
