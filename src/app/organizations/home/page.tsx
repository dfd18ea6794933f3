import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Creator home', robots: { index: false } }

export default async function OrganizationsHomePage() {
  await requirePageViewer('/organizations/home')
  return (
    <SimpleAccountPage title="Creator home">
      <p>
        Your organization at a glance. <Link href="/myevents/">See your events</Link> or{' '}
        <Link href="/manage/events/create">create a new one</Link>.
      </p>
    </SimpleAccountPage>
  )
}
