'use client'
// The order page (issue 19): the confirmation after checkout, a guest's signed link from the email, and
// a wait-list offer's link, which opens a held order to complete. Paid orders show each ticket with its
// QR image, the online joining link (ticket holders only: the server sends it only to them) and the
// refund request; unfinished ones show the completion step.
import Link from 'next/link'
import { CompleteOrderForm } from '@/components/checkout/complete-order-form'
import { isTicketValidForEntry } from '@/core/ticketing/ticket-entry'
import { OrderSummary } from '@/components/checkout/order-summary'
import { EventTime } from './event-time'
import { JoinOnlineLink } from './join-online-link'
import { useTicketsMessages } from './tickets-messages-context'
import { RefundRequest } from './refund-request'
import { TicketQr } from './ticket-qr'
import { orderHref, useOrder } from './use-order'
import styles from './tickets.module.css'

export function OrderView({ orderId, token }: { orderId: string; token: string | null }) {
  const m = useTicketsMessages()
  const [state, refresh] = useOrder(orderId, token)
  const titles = {
    reserved: m.reservedTitle,
    paid: m.confirmedTitle,
    cancelled: m.cancelledTitle,
    expired: m.expiredTitle,
    refunded: m.refundedTitle,
    partially_refunded: m.partiallyRefundedTitle,
  } as const
  if (state.status === 'loading') return <p role="status">{m.loading}</p>
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
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {titles[order.status]}
      </h1>
      <p className={styles.muted}>
        {m.orderNumber(order.id)}
        {order.event_name ? ` · ${order.event_name}` : ''}
      </p>
      {order.event_start ? (
        <p>
          <EventTime order={order} />
        </p>
      ) : null}
      {order.status === 'paid' && order.buyer?.email ? <p>{m.emailSent(order.buyer.email)}</p> : null}
      {order.status === 'reserved' ? (
        <CompleteOrderForm
          order={order}
          token={token}
          onPaid={(done) => refresh(done)}
          onStartAgain={() => (order.event_url ? window.location.assign(order.event_url) : refresh())}
        />
      ) : (
        <OrderSummary order={order} />
      )}
      {order.online_url && live.length > 0 ? (
        <section aria-labelledby="online-heading">
          <h2 id="online-heading">{m.joinOnline}</h2>
          <JoinOnlineLink url={order.online_url} />
        </section>
      ) : null}
      {order.tickets.length > 0 ? (
        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{m.ticketsTitle}</h2>
          <ul className={styles.tickets}>
            {order.tickets.map((t, i) => (
              <li key={t.id} className={m.voidMark(t.status) === null ? styles.ticket : `${styles.ticket} ${styles.voidTicket}`}>
                <div>
                  <p>
                    <strong>{m.ticket(i + 1, order.tickets.length)}</strong>
                    {t.attendee_name ? ` · ${t.attendee_name}` : ''}
                  </p>
                  <TicketQr ticket={t} size={160} />
                  <p className={styles.muted}>{m.status(t.status)}</p>
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
      {order.status === 'paid' && order.refund_allowed !== false ? (
        <section aria-labelledby="refund-heading" className={styles.noPrint}>
          <h2 id="refund-heading">{m.refundTitle}</h2>
          <RefundRequest orderId={order.id} token={token} onDone={(o) => refresh(o)} />
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
