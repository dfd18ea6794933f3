import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Manage my events', robots: { index: false } }

export default async function MyEventsPage() {
  await requirePageViewer('/myevents/')
  return (
    <SimpleAccountPage title="Manage my events">
      <p>
        Events you organize appear here. <Link href="/manage/events/create">Create an event</Link> or{' '}
        <Link href="/manage/events/auto-create">create one faster with AI</Link>.
      </p>
    </SimpleAccountPage>
  )
}
