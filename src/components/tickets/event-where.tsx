// Where and when an order's event is (issue 38 point 5), on the confirmation and the ticket: its time in
// its own zone named as people say it, its venue with the address and a map link (or "Online event", whose
// joining link the pages show to ticket holders), and "Add to calendar".
import type { OrderJson } from '@/components/checkout/checkout-types'
import { DownloadLink } from './download-link'
import { EventTime } from './event-time'
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

export function EventWhere({ order }: { order: Pick<OrderJson, 'event_start' | 'event_timezone' | 'event_place' | 'event_calendar_url' | 'event_cancelled'> }) {
  const m = useTicketsMessages()
  const place = order.event_place
  const venue = place?.venue ?? null
  return (
    <div className={styles.where}>
      {order.event_start ? (
        <p>
          <EventTime order={order} />
        </p>
      ) : null}
      {venue ? (
        <div role="group" aria-label={m.whereTitle}>
          <address className={styles.address}>
            <strong>{venue.name}</strong>
            <br />
            {venue.address}
            <br />
            <a href={venue.map_url} rel="noopener noreferrer" target="_blank" className={styles.noPrint}>
              {m.mapLink}
            </a>
          </address>
        </div>
      ) : place?.online ? (
        <p>{m.onlineEvent}</p>
      ) : null}
      {order.event_calendar_url && !order.event_cancelled ? (
        <DownloadLink href={order.event_calendar_url} label={m.addToCalendar} />
      ) : null}
    </div>
  )
}
