'use client'
// "My tickets" (spec §2 /u/{publicId}/, issue 19): the signed-in user's orders, upcoming then past, each
// with its event's picture, date and place, its tickets, a link to the order and one to the event (issue 38
// point 9). Upcoming holds only orders that still admit: refunded ones and those of a cancelled event,
// which says so, are listed under past (list-user-orders.ts).
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { listMyOrders } from '@/components/checkout/checkout-api'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { EventTime } from './event-time'
import { useTicketsMessages } from './tickets-messages-context'
import styles from './tickets.module.css'

function OrderList({ orders, empty }: { orders: OrderJson[]; empty: string }) {
  const m = useTicketsMessages()
  if (orders.length === 0) return <p>{empty}</p>
  return (
    <ul className={styles.orders}>
      {orders.map((order) => {
        const name = order.event_name ?? m.orderNumber(order.id)
        const venue = order.event_place?.venue ?? null
        return (
          <li key={order.id} className={`${styles.order} ${styles.orderCard}`}>
            {/* The name beside it says what it shows: the picture is decoration to find an order by. */}
            {order.event_image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- our own stored card-size image
              <img className={styles.orderPicture} src={order.event_image_url} alt="" width={160} height={80} loading="lazy" />
            ) : (
              <div className={`${styles.orderPicture} ${styles.noPicture}`} aria-hidden="true" />
            )}
            <div>
              <p>
                <strong>{name}</strong>
              </p>
              {order.event_cancelled ? <p className={styles.cancelledEvent}>{m.eventCancelled}</p> : null}
              {order.event_start ? (
                <p className={styles.muted}>
                  <EventTime order={order} />
                </p>
              ) : null}
              {venue ? (
                <p>
                  {venue.name}, {venue.address}
                </p>
              ) : order.event_place?.online ? (
                <p>{m.onlineEvent}</p>
              ) : null}
              <p>
                {m.ticketCount(order.tickets.filter((t) => t.status !== 'transferred').length || order.lines.reduce((n, l) => n + l.quantity, 0))} ·{' '}
                {m.orderStatus[order.status]}
              </p>
              <p>
                <Link
                  href={m.path(`/orders/${encodeURIComponent(order.id)}/`)}
                  prefetch={false}
                  aria-label={m.viewOrder(name)}
                >
                  {m.orderNumber(order.id)}
                </Link>
              </p>
              {order.event_url ? (
                <p>
                  <a href={order.event_url}>{m.viewEvent(name)}</a>
                </p>
              ) : null}
              {order.receipt_url ? (
                <p>
                  <a href={order.receipt_url} download aria-label={m.receiptFor(name)}>
                    {m.downloadReceipt}
                  </a>
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

type Split = { upcoming: OrderJson[]; past: OrderJson[] }

export function MyTicketsList() {
  const m = useTicketsMessages()
  const [orders, setOrders] = useState<Split | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    listMyOrders().then(
      (body) => live && setOrders({ upcoming: body.upcoming, past: body.past }),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [])
  if (failed) return <p role="alert">{m.myTicketsLoadFailed}</p>
  if (!orders) return <p role="status">{m.loading}</p>
  const { upcoming, past } = orders
  return (
    <>
      <section aria-labelledby="my-tickets-upcoming">
        <h2 id="my-tickets-upcoming">{m.myTicketsUpcoming}</h2>
        <OrderList orders={upcoming} empty={m.myTicketsEmptyUpcoming} />
      </section>
      <section aria-labelledby="my-tickets-past">
        <h2 id="my-tickets-past">{m.myTicketsPast}</h2>
        <OrderList orders={past} empty={m.myTicketsEmptyPast} />
      </section>
    </>
  )
}
