import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Manage my events', robots: { index: false } }

export default async function MyEventsPage() {
  await requirePageViewer('/myevents/')
  return (
    <SimpleAccountPage title="Manage my events">
      <p>Events you organize appear here. <a href="/manage/events/create">Create an event</a> or <a href="/manage/events/auto-create">create one faster with AI</a>.</p>
    </SimpleAccountPage>
  )
}
