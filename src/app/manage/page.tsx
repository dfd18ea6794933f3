import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Manage', robots: { index: false } }

export default async function ManagePage() {
  await requirePageViewer('/manage/')
  return (
    <SimpleAccountPage title="Manage">
      <p>The overview of the events you manage. <a href="/myevents/">Go to your events</a>.</p>
    </SimpleAccountPage>
  )
}
