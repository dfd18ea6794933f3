import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '@/components/account/forms.module.css'
import { requirePageSelf } from '@/server/viewer'

export const metadata: Metadata = { title: 'Tickets', robots: { index: false } }

// The tickets page (spec §2 /u/{publicId}/). Ticketing is not built yet, so everyone's list is empty.
export default async function TicketsPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  await requirePageSelf(publicId, `/u/${publicId}/`)
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Tickets
      </h1>
      <h2>Upcoming</h2>
      <p>No upcoming tickets. When you get tickets to an event, they will show up here.</p>
      <p>
        <Link href="/">Find events to go to</Link> · <a href={`/u/${publicId}/saved`}>See the events you liked</a>
      </p>
    </main>
  )
}
