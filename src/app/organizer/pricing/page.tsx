import Link from 'next/link'
import type { Metadata } from 'next'
import { InfoPage } from '@/components/info/info-page'

export const metadata: Metadata = { title: 'Pricing' }

export default function PricingPage() {
  return (
    <InfoPage
      eyebrow="For creators"
      title="Pricing"
      intro="Publishing free events is free. Paid events pay a small fee per ticket sold."
      sections={[{ title: 'Questions?', body: <p><Link href="/organizer/contact-sales/">Contact Sales</Link>.</p> }]}
    />
  )
}
