import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } }

export default async function NewsletterPage() {
  await requirePageViewer('/hybrid_newsletter/')
  return (
    <SimpleAccountPage title="Newsletter">
      <p>Send a newsletter about your events to your followers. You have not written one yet.</p>
    </SimpleAccountPage>
  )
}
