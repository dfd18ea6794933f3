'use client'
// A transferred ticket's own page for its new holder (decision 059): the event, where and when, the
// holder's name and the ticket's QR code, as the printable ticket page shows a buyer's ticket.
import type { HeldTicketJson } from '@/core/ticketing/get-held-ticket'
import { EventWhere } from './event-where'
import { useTicketsMessages } from './tickets-messages-context'
import { TicketQr } from './ticket-qr'
import { PrintTicketButton, TicketNotFound } from './ticket-page-parts'
import styles from './tickets.module.css'

export function HeldTicketView({ held }: { held: HeldTicketJson | null }) {
  const m = useTicketsMessages()
  if (!held) return <TicketNotFound reason={m.transferLinkNotFound} />
  const { ticket, event } = held
  return (
    <>
      <h1 id="page-content" tabIndex={-1}>
        {event.name}
      </h1>
      {event.event_cancelled ? <p className={styles.cancelledEvent}>{m.eventCancelled}</p> : null}
      <EventWhere order={event} />
      <p>
        {ticket.attendee_name ? <strong>{ticket.attendee_name}</strong> : null}
        {ticket.ticket_class_name ? ` · ${ticket.ticket_class_name}` : ''}
      </p>
      <TicketQr ticket={{ ...ticket, ticket_class_id: '' }} size={320} />
      <p className={styles.muted}>{m.status(ticket.status)}</p>
      <PrintTicketButton status={ticket.status} />
      <p className={styles.noPrint}>
        <a href={event.event_url}>{m.viewEvent(event.name)}</a>
      </p>
    </>
  )
}
