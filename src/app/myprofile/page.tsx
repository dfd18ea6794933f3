import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Organizer profile', robots: { index: false } }

export default async function MyProfilePage() {
  await requirePageViewer('/myprofile/')
  return (
    <SimpleAccountPage title="Organizer profile">
      <p>
        Your organizer profile is what attendees see on your events. You have not set one up yet; it is
        created with your first event. <Link href="/manage/events/create">Create an event</Link>
      </p>
    </SimpleAccountPage>
  )
}
