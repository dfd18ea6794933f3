import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { isHelpLanguage } from '../help-language'

export const metadata: Metadata = { title: 'Contact us' }

// Spec §2 /help/{help_center_language}/contact-us/ (footer "Contact Support").
export default async function ContactUsPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isHelpLanguage(lang)) notFound()
  return (
    <InfoPage
      eyebrow="Help Center"
      title="Contact us"
      intro="Tell us what you need and we will get back to you."
      sections={[
        { title: 'Attendees', body: <p>Questions about an event are best answered by its organizer; we help with your account and orders.</p> },
        { title: 'Creators', body: <p>We help you set up events, tickets and payouts.</p> },
      ]}
    />
  )
}
