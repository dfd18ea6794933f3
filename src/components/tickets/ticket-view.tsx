'use client'
// A printable ticket (issue 19): the event, the attendee, the printed code and a large QR image.
import { ticketsMessages as m } from './tickets-messages'
import { TicketQr } from './ticket-qr'
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
  const [state] = useOrder(orderId, token)
  if (state.status === 'loading') return <p role="status">{m.loading}</p>
  const ticket = state.status === 'ready' ? state.order.tickets.find((t) => t.id === ticketId) : undefined
  if (state.status === 'missing' || !ticket) {
    return (
      <>
        <h1 id="page-content" tabIndex={-1}>
          {m.ticketNotFound}
        </h1>
        <p role="alert">{m.notFound}</p>
      </>
    )
  }
  const { order } = state
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {order.event_name ?? m.orderNumber(order.id)}
      </h1>
      {order.event_start ? (
        <p>
          <time dateTime={order.event_start}>{new Date(order.event_start).toUTCString()}</time>
        </p>
      ) : null}
      {ticket.attendee_name ? <p>{ticket.attendee_name}</p> : null}
      <TicketQr ticket={ticket} size={320} />
      <p className={styles.muted}>
        {m.orderNumber(order.id)} · {m.status(ticket.status)}
      </p>
      <p className={styles.noPrint}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {m.print}
        </button>
      </p>
    </>
  )
}
