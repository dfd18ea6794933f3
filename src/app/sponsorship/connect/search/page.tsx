import type { Metadata } from 'next'
import { SimpleAccountPage } from '@/components/account/simple-account-page'
import { requirePageViewer } from '@/server/viewer'

export const metadata: Metadata = { title: 'Sponsorships', robots: { index: false } }

export default async function SponsorshipSearchPage() {
  await requirePageViewer('/sponsorship/connect/search/')
  return (
    <SimpleAccountPage title="Sponsorships">
      <p>Find sponsors for your events (beta). No sponsors match yet; check back soon.</p>
    </SimpleAccountPage>
  )
}
