'use client'
// "My tickets" (spec §2 /u/{publicId}/, issue 19): the signed-in user's orders, upcoming then past,
// each with its tickets and a link to the order.
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
        return (
          <li key={order.id} className={styles.order}>
            <p>
              <strong>{name}</strong>
            </p>
            {order.event_start ? (
              <p className={styles.muted}>
                <EventTime order={order} />
              </p>
            ) : null}
            <p>
              {m.ticketCount(order.tickets.length || order.lines.reduce((n, l) => n + l.quantity, 0))} ·{' '}
              {m.orderStatus[order.status]}
            </p>
            <Link
              href={m.path(`/orders/${encodeURIComponent(order.id)}/`)}
              prefetch={false}
              aria-label={m.viewOrder(name)}
            >
              {m.orderNumber(order.id)}
            </Link>
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
      <h2>{m.myTicketsUpcoming}</h2>
      <OrderList orders={upcoming} empty={m.myTicketsEmptyUpcoming} />
      <h2>{m.myTicketsPast}</h2>
      <OrderList orders={past} empty={m.myTicketsEmptyPast} />
    </>
  )
}
