import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Creator home', robots: { index: false } }

export default async function OrganizationsHomePage() {
  await requirePageViewer('/organizations/home')
  return (
    <SimpleAccountPage title="Creator home">
      <p>Your organization at a glance. <a href="/myevents/">See your events</a> or <a href="/manage/events/create">create a new one</a>.</p>
    </SimpleAccountPage>
  )
}
