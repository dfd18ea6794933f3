import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { HeldTicketView } from '@/components/tickets/held-ticket-view'
import { TicketsIntl } from '@/components/tickets/tickets-intl'
import styles from '@/components/tickets/tickets.module.css'
import { getHeldTicket, type HeldTicketJson } from '@/core/ticketing/get-held-ticket'
import { isAppError } from '@/core/shared/app-error'
import { getTicketingDeps } from '@/server/ticketing'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('tickets'))('ticketTitle'), robots: { index: false } }
}

type Props = { params: Promise<{ ticketId: string }>; searchParams: Promise<{ token?: string | string[] }> }

// A transferred ticket's new holder's page (decision 059), opened by the link in the email that carried the
// ticket: the ticket alone, never the buyer's order. A wrong or missing token reads as no such ticket.
export default async function HeldTicketPage({ params, searchParams }: Props) {
  const [{ ticketId }, { token }] = await Promise.all([params, searchParams])
  let held: HeldTicketJson | null = null
  if (/^\d{1,9}$/.test(ticketId) && typeof token === 'string') {
    try {
      held = await getHeldTicket(await getTicketingDeps(), { ticketId: Number(ticketId), token })
    } catch (error) {
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error
    }
  }
  return (
    <main className={styles.page}>
      <TicketsIntl>
        <HeldTicketView held={held} />
      </TicketsIntl>
    </main>
  )
}
