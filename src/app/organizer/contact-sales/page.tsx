import type { Metadata } from 'next'
import { InfoPage } from '@/components/info/info-page'

export const metadata: Metadata = { title: 'Contact Sales' }

export default function ContactSalesPage() {
  return (
    <InfoPage
      eyebrow="For creators"
      title="Contact Sales"
      intro="Planning large or recurring events? Our team helps you set up ticketing, payments and promotion."
      sections={[{ title: 'Reach us', body: <p>Write to the maintainers through the help center and mention your event size.</p> }]}
    />
  )
}
