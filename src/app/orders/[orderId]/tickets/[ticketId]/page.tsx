import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { TicketView } from '@/components/tickets/ticket-view'
import { TicketsIntl } from '@/components/tickets/tickets-intl'
import styles from '@/components/tickets/tickets.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('tickets'))('ticketTitle'), robots: { index: false } }
}

type Props = {
  params: Promise<{ orderId: string; ticketId: string }>
  searchParams: Promise<{ token?: string | string[] }>
}

// A printable ticket (issue 19), readable by the order's owner or the bearer of its signed link.
export default async function TicketPage({ params, searchParams }: Props) {
  const [{ orderId, ticketId }, { token }] = await Promise.all([params, searchParams])
  return (
    <main className={styles.page}>
      <TicketsIntl>
        <TicketView orderId={orderId} ticketId={ticketId} token={typeof token === 'string' ? token : null} />
      </TicketsIntl>
    </main>
  )
}
