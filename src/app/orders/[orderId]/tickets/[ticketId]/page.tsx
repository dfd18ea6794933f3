import type { Metadata } from 'next'
import { TicketView } from '@/components/tickets/ticket-view'
import styles from '@/components/tickets/tickets.module.css'

export const metadata: Metadata = { title: 'Your ticket', robots: { index: false } }

type Props = {
  params: Promise<{ orderId: string; ticketId: string }>
  searchParams: Promise<{ token?: string | string[] }>
}

// A printable ticket (issue 19), readable by the order's owner or the bearer of its signed link.
export default async function TicketPage({ params, searchParams }: Props) {
  const [{ orderId, ticketId }, { token }] = await Promise.all([params, searchParams])
  return (
    <main className={styles.page}>
      <TicketView orderId={orderId} ticketId={ticketId} token={typeof token === 'string' ? token : null} />
    </main>
  )
}
