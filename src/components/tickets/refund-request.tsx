'use client'
// An attendee's refund request (issue 19): sent to the server, which grants it at once where the
// event's refund policy allows and says why not otherwise.
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { requestRefund } from '@/components/checkout/checkout-api'
import { errorMessage } from '@/components/checkout/checkout-text'
import { formText } from '@/components/checkout/form-text'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

export function RefundRequest({
  orderId,
  token,
  onDone,
}: {
  orderId: string
  token: string | null
  onDone: (order?: OrderJson) => void
}) {
  const m = useTicketsMessages()
  const checkout = useCheckoutMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reason = formText(new FormData(event.currentTarget), 'reason')
    setBusy(true)
    setAlert('')
    try {
      const body = await requestRefund(orderId, reason, token)
      setDone(true)
      onDone(body.order)
    } catch (error) {
      setAlert(
        errorMessage(
          error instanceof ApiError ? error.error : '',
          error instanceof ApiError ? error.description : '',
          checkout,
        ),
      )
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <p role="status" className={styles.notice}>
        {m.refundDone}
      </p>
    )
  }
  if (!open) {
    return (
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        {m.refundRequest}
      </button>
    )
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={m.refundRequest}>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <p>
        <label htmlFor={`${id}-reason`}>{m.refundReason}</label>
        <br />
        <textarea id={`${id}-reason`} name="reason" rows={3} cols={40} maxLength={500} />
      </p>
      <button type="submit" className={styles.button} aria-disabled={busy}>
        {m.refundConfirm}
      </button>
    </form>
  )
}
