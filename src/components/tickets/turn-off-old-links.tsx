'use client'
// "Turn off old links" (decision 051): for a buyer who shared or forwarded their order's link. Every link
// sent so far stops working and a new one goes to the buyer's email; the page says where, masked.
import { useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { turnOffOrderLinks } from '@/components/checkout/checkout-api'
import { errorMessage } from '@/components/checkout/checkout-text'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { useTicketsMessages } from './tickets-messages-context'
import { OrderFormAlert } from './use-order-form'
import styles from './tickets.module.css'

export function TurnOffOldLinks({ orderId, token, onDone }: { orderId: string; token: string | null; onDone: (said: string) => void }) {
  const m = useTicketsMessages()
  const checkout = useCheckoutMessages()
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const turnOff = async () => {
    setBusy(true)
    setAlert('')
    try {
      const answer = await turnOffOrderLinks(orderId, token)
      onDone(m.linksTurnedOff(answer.email))
    } catch (error) {
      setAlert(errorMessage(error instanceof ApiError ? error.error : '', error instanceof ApiError ? error.description : '', checkout))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <OrderFormAlert text={alert} />
      <p className={styles.muted}>{m.linksNote}</p>
      <button type="button" className={styles.button} aria-disabled={busy} onClick={() => !busy && void turnOff()}>
        {m.linksTurnOff}
      </button>
    </>
  )
}
