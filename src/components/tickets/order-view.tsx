'use client'
// The order page (issue 19): the confirmation after checkout, a guest's signed link from the email, and
// a wait-list offer's link, which opens a held order to complete. Paid orders show each ticket with its
// QR image, the online joining link (ticket holders only: the server sends it only to them) and the
// refund request; unfinished ones show the completion step.
import Link from 'next/link'
import { fillText } from '@/core/i18n/fill-text'
import { useEffect, useRef, useState } from 'react'
import { CompleteOrderForm } from '@/components/checkout/complete-order-form'
import { isTicketValidForEntry } from '@/core/ticketing/ticket-entry'
import { OrderSummary } from '@/components/checkout/order-summary'
import { isFreeOrder, moneyText } from '@/components/checkout/checkout-text'
import { useCheckoutMessages } from '@/components/checkout/checkout-messages-context'
import { DownloadLink } from './download-link'
import { EventWhere } from './event-where'
import { JoinOnlineLink } from './join-online-link'
import { useTicketsMessages } from './tickets-messages-context'
import { InvoiceRequest } from './invoice-request'
import { OrderAnswers } from './order-answers'
import { OrderLinkGone } from './order-link-gone'
import { RefundRequest } from './refund-request'
import { TurnOffOldLinks } from './turn-off-old-links'
import { TransferTicketButton } from './transfer-ticket-dialog'
import { TicketQr } from './ticket-qr'
import { orderHref, useOrder } from './use-order'
import styles from './tickets.module.css'

/**
 * What an order that needed the organizer's approval says (decision 064): awaiting it, with the card only
 * authorised; or declined or lapsed, with the organizer's message and the authorisation released.
 */
function ApprovalNotice({ order }: { order: Parameters<typeof OrderSummary>[0]['order'] }) {
  const m = useTicketsMessages()
  const approval = order.approval
  if (!approval || approval.status === 'approved') return null
  const amount = moneyText(order.total.value, order.total.currency, m.locale)
  const pending = approval.status === 'pending'
  return (
    <div className={styles.notice} role="status">
      <p>{pending ? m.approval.pendingText : approval.status === 'lapsed' ? m.approval.lapsedText : m.approval.declinedText}</p>
      {approval.card === 'authorized' ? <p>{fillText(m.approval.cardAuthorized, { amount })}</p> : null}
      {approval.card === 'released' ? <p>{m.approval.cardReleased}</p> : null}
      {approval.message ? <p>{fillText(m.approval.messageFrom, { message: approval.message })}</p> : null}
    </div>
  )
}

export function OrderView({
  orderId,
  token,
  bankStepFailed = false,
}: {
  orderId: string
  token: string | null
  /** Back from a bank step the buyer failed or cancelled (`?payment=failed`): the held order says so. */
  bankStepFailed?: boolean
}) {
  const m = useTicketsMessages()
  const checkout = useCheckoutMessages()
  const [state, refresh] = useOrder(orderId, token)
  // What a refund did, said at the top of the page where focus moves (issue 38 point 4): the refund
  // section itself goes away once nothing is left to refund.
  const [result, setResult] = useState('')
  const resultRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!result) return
    // Not every environment scrolls (jsdom has no layout); focus alone still moves the reader there.
    resultRef.current?.scrollIntoView?.({ block: 'center' })
    resultRef.current?.focus()
  }, [result])
  const titles = {
    reserved: m.reservedTitle,
    pending_approval: m.approval.pendingTitle,
    paid: m.confirmedTitle,
    cancelled: m.cancelledTitle,
    expired: m.expiredTitle,
    refunded: m.refundedTitle,
    partially_refunded: m.partiallyRefundedTitle,
  } as const
  if (state.status === 'loading') return <p role="status">{m.loading}</p>
  // A link that opened nothing (turned off, or cut short) says what to do next (decision 051).
  if (state.status === 'missing' && token) return <OrderLinkGone />
  if (state.status === 'missing') {
    return (
      <>
        <h1 id="page-content" tabIndex={-1}>
          {m.orderNumber(orderId)}
        </h1>
        <p role="alert">{m.notFound}</p>
      </>
    )
  }
  const { order } = state
  const live = order.tickets.filter((t) => isTicketValidForEntry(t.status))
  const refundMode = order.refund_mode ?? (order.refund_allowed ? 'at_once' : 'none')
  const free = isFreeOrder(order)
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {free && order.status === 'refunded' ? m.spotCancelledTitle : order.approval && order.approval.status !== 'pending' && order.approval.status !== 'approved' ? m.approval.declinedTitle : titles[order.status]}
      </h1>
      <p className={styles.muted}>
        {m.orderNumber(order.id)}
        {order.event_name ? ` · ${order.event_name}` : ''}
      </p>
      {order.event_cancelled ? <p className={styles.cancelledEvent}>{m.eventCancelled}</p> : null}
      <EventWhere order={order} />
      {result ? (
        <p ref={resultRef} role="status" tabIndex={-1} className={`${styles.notice} ${styles.result}`}>
          {result}
        </p>
      ) : null}
      {order.status === 'paid' && order.buyer?.email ? <p>{m.emailSent(order.buyer.email)}</p> : null}
      <ApprovalNotice order={order} />
      {order.status === 'expired' && order.late_payment_refund ? (
        <p className={styles.notice}>
          {m.lateRefund(
            order.late_payment_refund.reason,
            moneyText(order.late_payment_refund.amount.value, order.late_payment_refund.amount.currency, m.locale),
          )}
        </p>
      ) : null}
      {order.status === 'reserved' ? (
        <CompleteOrderForm
          order={order}
          token={token}
          onPaid={(done) => refresh(done)}
          onStartAgain={() => (order.event_url ? window.location.assign(order.event_url) : refresh())}
          {...(bankStepFailed ? { initialAlert: checkout.bankStepFailed } : {})}
        />
      ) : free ? null : (
        <OrderSummary order={order} />
      )}
      {order.status === 'paid' || order.status === 'partially_refunded' ? <OrderAnswers orderId={order.id} token={token} /> : null}
      {order.receipt_url ? <DownloadLink href={order.receipt_url} label={m.downloadReceipt} /> : null}
      {order.online_url && live.length > 0 ? (
        <section aria-labelledby="online-heading">
          <h2 id="online-heading">{m.joinOnline}</h2>
          <JoinOnlineLink url={order.online_url} />
        </section>
      ) : null}
      {order.tickets.length > 0 ? (
        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{m.ticketsTitle}</h2>
          {order.transfer_until !== undefined && live.length > 0 ? (
            <p className={styles.muted}>{order.transfer_until === null ? m.transfersForbidden : m.transfersUntil(order.transfer_until, order.event_start, order.event_timezone)}</p>
          ) : null}
          <ul className={styles.tickets}>
            {order.tickets.map((t, i) => (
              <li
                key={t.id}
                className={
                  m.voidMark(t.status) === null ? styles.ticket : `${styles.ticket} ${styles.voidTicket}`
                }
              >
                <div>
                  <p>
                    <strong>{m.ticket(i + 1, order.tickets.length)}</strong>
                    {t.attendee_name ? ` · ${t.attendee_name}` : ''}
                  </p>
                  <TicketQr ticket={t} size={160} />
                  <p className={styles.muted}>{m.status(t.status)}</p>
                  {/* A transferred ticket's new holder is the ticket after it (decision 059). */}
                  {t.transferable ? (
                    <div className={styles.noPrint}>
                      <TransferTicketButton
                        orderId={order.id}
                        ticketId={t.id}
                        ticketLabel={m.ticket(i + 1, order.tickets.length)}
                        token={token}
                        onDone={(said) => {
                          refresh()
                          setResult(said)
                        }}
                      />
                    </div>
                  ) : null}
                  <p>
                    <Link
                      href={m.path(orderHref(order.id, token, `tickets/${encodeURIComponent(t.id)}/`))}
                      prefetch={false}
                    >
                      {m.viewTicket}
                    </Link>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {live.length > 0 && refundMode !== 'none' ? (
        <section aria-labelledby="refund-heading" className={styles.noPrint}>
          <h2 id="refund-heading">{free ? m.spotTitle : m.refundTitle}</h2>
          <RefundRequest
            key={live.length}
            order={order}
            mode={refundMode}
            token={token}
            onDone={(o, said) => {
              refresh(o)
              setResult(said)
            }}
          />
        </section>
      ) : null}
      {order.status !== 'reserved' && order.buyer?.email ? (
        <section aria-labelledby="links-heading" className={styles.noPrint}>
          <h2 id="links-heading">{m.linksTitle}</h2>
          <TurnOffOldLinks orderId={order.id} token={token} onDone={setResult} />
        </section>
      ) : null}
      {order.receipt_url && order.status !== 'refunded' ? (
        <section aria-labelledby="invoice-heading" className={styles.noPrint}>
          <h2 id="invoice-heading">{m.invoiceTitle}</h2>
          <InvoiceRequest orderId={order.id} token={token} />
        </section>
      ) : null}
      {order.event_url ? (
        <p className={styles.noPrint}>
          <a href={order.event_url}>{m.backToEvent}</a>
        </p>
      ) : null}
    </>
  )
}
