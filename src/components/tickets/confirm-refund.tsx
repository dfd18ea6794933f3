'use client'
// The page an emailed confirmation opens (decision 051): nothing happens on opening it (a mail scanner
// follows links); the buyer's press of the button posts the token, and the refund it was made for is done.
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@/components/api/api-fetch'
import { confirmOrderAction, type RefundAnswer } from '@/components/checkout/checkout-api'
import { amountText, errorMessage, isFreeOrder } from '@/components/checkout/checkout-text'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { useTicketsMessages } from './tickets-messages-context'
import { orderHref } from './use-order'
import { OrderFormAlert } from './use-order-form'
import styles from './tickets.module.css'

export function ConfirmRefund({ orderId, token }: { orderId: string; token: string }) {
  const m = useTicketsMessages()
  const checkout = useCheckoutMessages()
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState('')
  const [done, setDone] = useState<RefundAnswer | null>(null)
  const resultRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (done) resultRef.current?.focus()
  }, [done])
  const confirm = async () => {
    setBusy(true)
    setAlert('')
    try {
      setDone(await confirmOrderAction(orderId, token))
    } catch (error) {
      const code = error instanceof ApiError ? error.error : ''
      setAlert(code === 'NOT_FOUND' ? m.confirmGone : errorMessage(code, error instanceof ApiError ? error.description : '', checkout))
    } finally {
      setBusy(false)
    }
  }
  if (done) {
    const said = amountText(done.refund.amount.value, done.order.currency, m.locale)
    return (
      <>
        <h1 id="page-content" tabIndex={-1}>
          {isFreeOrder(done.order) ? m.spotCancelledTitle : m.orderNumber(done.order.id)}
        </h1>
        <p ref={resultRef} role="status" tabIndex={-1} className={`${styles.notice} ${styles.result}`}>
          {isFreeOrder(done.order) ? m.spotCancelled : done.refund.status === 'granted' ? m.refundGranted(said) : m.refundRequested(said)}
        </p>
        <p>
          <Link href={m.path(orderHref(done.order.id, done.order.access_token ?? null))} prefetch={false}>
            {m.viewYourOrder}
          </Link>
        </p>
      </>
    )
  }
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {m.confirmTitle}
      </h1>
      <p className={styles.muted}>{m.orderNumber(orderId)}</p>
      <OrderFormAlert text={alert} />
      <p>{m.confirmText}</p>
      <button type="button" className={styles.primaryButton} aria-disabled={busy} onClick={() => !busy && void confirm()}>
        {m.confirmButton}
      </button>
    </>
  )
}
