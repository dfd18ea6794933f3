import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Manage', robots: { index: false } }

export default async function ManagePage() {
  await requirePageViewer('/manage/')
  return (
    <SimpleAccountPage title="Manage">
      <p>
        The overview of the events you manage. <Link href="/myevents/">Go to your events</Link>.
      </p>
    </SimpleAccountPage>
  )
}
