'use client'
// The test provider's extra confirmation step (card 4000 0027 6000 3184), standing where a bank's 3-D
// Secure page would (issue 38 point 1). Confirming asks the provider to pay; the order becomes paid when
// the provider's signed callback reaches our server, so the page waits for the order to say so, then shows
// it. Cancelling fails the payment, as a bank's "Cancel" does, and returns to the still-held order.
import { useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { confirmTestPayment, failTestPayment, getOrder } from './checkout-api'
import { bankStepFailedPath, confirmationPath } from './confirmation-path'
import { errorMessage } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import type { OrderJson } from './checkout-types'
import styles from './checkout.module.css'

const POLLS = 30
const POLL_MS = 500

export function ConfirmPayment({
  reference,
  orderId,
  token,
  onSettled,
  onBack,
  headingLevel = 1,
}: {
  reference: string
  orderId: string
  token: string | null
  /** Inside the embedded checkout (decision 070) the step stays in its frame: the settled order goes here… */
  onSettled?: (order: OrderJson) => void
  /** …and a failed or cancelled step back to the held order, instead of opening the order's page. */
  onBack?: () => void
  headingLevel?: 1 | 2
}) {
  const m = useCheckoutMessages()
  const [state, setState] = useState<'idle' | 'waiting' | 'failed'>('idle')
  const [alert, setAlert] = useState('')

  const confirm = async () => {
    setState('waiting')
    try {
      await confirmTestPayment(reference)
      for (let i = 0; i < POLLS; i++) {
        const { order } = await getOrder(orderId, token)
        // Paid, or (the hold gone and its tickets sold) expired with the money sent back: the order page says which.
        if (order.status !== 'reserved') {
          if (onSettled) return onSettled(order)
          window.location.assign(
            m.path(confirmationPath({ ...order, access_token: order.access_token ?? token ?? undefined })),
          )
          return
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
      setAlert(m.confirmFailed)
    } catch (error) {
      setAlert(error instanceof ApiError ? errorMessage(error.error, error.description, m) : m.confirmFailed)
    }
    setState('failed')
  }

  const cancel = async () => {
    setState('waiting')
    try {
      await failTestPayment(reference)
    } catch {
      // Already settled or unknown: the order page shows the order as it now is.
    }
    if (onBack) onBack()
    else if (orderId) window.location.assign(m.path(bankStepFailedPath(orderId, token)))
    else {
      setAlert(m.confirmFailed)
      setState('failed')
    }
  }

  return (
    <>
      {headingLevel === 1 ? (
        <h1 id="page-content" tabIndex={-1}>
          {m.confirmTitle}
        </h1>
      ) : (
        <h2 tabIndex={-1}>{m.confirmTitle}</h2>
      )}
      <p>{m.confirmText}</p>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      {state === 'waiting' ? <p role="status">{m.confirming}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.openButton}
          aria-disabled={state === 'waiting'}
          onClick={() => state !== 'waiting' && void confirm()}
        >
          {m.confirmButton}
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={state === 'waiting'}
          onClick={() => state !== 'waiting' && void cancel()}
        >
          {m.confirmCancel}
        </button>
      </div>
    </>
  )
}
