// The event's time on an order, a ticket and My tickets (issue 19 §5): in the event's own time zone with the
// zone named, as in the confirmation email, so a buyer abroad reads the hour the doors open.
import { formatEventTime } from '@/core/ticketing/event-time-text'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { useTicketsMessages } from './tickets-messages-context'

export function EventTime({ order }: { order: Pick<OrderJson, 'event_start' | 'event_timezone'> }) {
  const { locale } = useTicketsMessages()
  if (!order.event_start) return null
  return (
    <time dateTime={order.event_start}>
      {formatEventTime(new Date(order.event_start), order.event_timezone ?? 'UTC', locale)}
    </time>
  )
}
