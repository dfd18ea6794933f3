import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { getHrefLocalizer } from '@/server/localized-path'
import { requirePageViewer } from '@/server/viewer'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Studio', robots: { index: false } }

export default async function StudioPage() {
  await requirePageViewer('/studio/')
  const href = await getHrefLocalizer()
  return (
    <SimpleAccountPage title="Studio">
      <p>
        Studio helps you design images and pages for your events. It is new, and there is nothing here yet.{' '}
        <Link href={href('/manage/events/create')}>Create an event</Link> to get started.
      </p>
    </SimpleAccountPage>
  )
}
