'use client'
// A printable ticket (issue 19): the event, its time in its own zone and its place (issue 38 point 5), the attendee, an online event's
// joining link (the server sends it to ticket holders only), the printed code and a large QR image.
import { EventWhere } from './event-where'
import { JoinOnlineLink } from './join-online-link'
import { OrderLinkGone } from './order-link-gone'
import { useTicketsMessages } from './tickets-messages-context'
import { TicketQr } from './ticket-qr'
import { PrintTicketButton, TicketNotFound } from './ticket-page-parts'
import { useOrder } from './use-order'
import styles from './tickets.module.css'

export function TicketView({
  orderId,
  ticketId,
  token,
}: {
  orderId: string
  ticketId: string
  token: string | null
}) {
  const m = useTicketsMessages()
  const [state] = useOrder(orderId, token)
  if (state.status === 'loading') return <p role="status">{m.loading}</p>
  const ticket = state.status === 'ready' ? state.order.tickets.find((t) => t.id === ticketId) : undefined
  // A turned-off (or cut) order link says what to do next, as the order page does (decision 051).
  if (state.status === 'missing' && token) return <OrderLinkGone />
  if (state.status === 'missing' || !ticket) return <TicketNotFound reason={m.notFound} />
  const { order } = state
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {order.event_name ?? m.orderNumber(order.id)}
      </h1>
      {order.event_cancelled ? <p className={styles.cancelledEvent}>{m.eventCancelled}</p> : null}
      <EventWhere order={order} />
      {ticket.attendee_name ? <p>{ticket.attendee_name}</p> : null}
      {order.online_url && ticket.status === 'valid' ? <JoinOnlineLink url={order.online_url} /> : null}
      <TicketQr ticket={ticket} size={320} />
      <p className={styles.muted}>
        {m.orderNumber(order.id)} · {m.status(ticket.status)}
      </p>
      <PrintTicketButton status={ticket.status} />
    </>
  )
}
