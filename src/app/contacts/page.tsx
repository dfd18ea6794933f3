import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Contacts', robots: { index: false } }

export default async function ContactsPage() {
  await requirePageViewer('/contacts/')
  return (
    <SimpleAccountPage title="Contacts">
      <p>Keep the people who come to your events in one list. You have no contacts yet: attendees of your events will appear here.</p>
    </SimpleAccountPage>
  )
}
