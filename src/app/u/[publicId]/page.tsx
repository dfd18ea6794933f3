import type { Metadata } from 'next'
import Link from 'next/link'
import { MyTicketsList } from '@/components/tickets/my-tickets-list'
import styles from '@/components/account/forms.module.css'
import { requirePageSelf } from '@/server/viewer'

export const metadata: Metadata = { title: 'Tickets', robots: { index: false } }

// The tickets page (spec §2 /u/{publicId}/, issue 19): the owner's orders, upcoming then past.
export default async function TicketsPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  await requirePageSelf(publicId, `/u/${publicId}/`)
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Tickets
      </h1>
      <MyTicketsList />
      <p>
        <Link href="/">Find events to go to</Link> ·{' '}
        <a href={`/u/${publicId}/saved`}>See the events you liked</a>
      </p>
    </main>
  )
}
