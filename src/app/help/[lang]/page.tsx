import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { FIND_MY_TICKETS_PATH } from '@/components/header/header-links'
import { isHelpLanguage } from './help-language'

export const metadata: Metadata = { title: 'Help Center' }

// Spec §2 Help Center home: the header's Help Center menu points here and at its two sections.
export default async function HelpHomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isHelpLanguage(lang)) notFound()
  return (
    <InfoPage
      title="Help Center"
      intro="Answers for attendees and creators."
      sections={[
        {
          id: 'find-your-tickets',
          title: 'Find your tickets',
          body: (
            <p>
              Your tickets are in your account. <a href={FIND_MY_TICKETS_PATH}>Sign in to find your tickets</a>, or use the
              link in your order confirmation email.
            </p>
          ),
        },
        {
          id: 'contact-the-organizer',
          title: 'Contact your event organizer',
          body: <p>Open the event page and use &ldquo;Contact the organizer&rdquo;: organizers handle refunds and event questions.</p>,
        },
        {
          title: 'Still need help?',
          body: (
            <p>
              <a href={`/help/${lang}/contact-us/`}>Contact Tessera support</a>.
            </p>
          ),
        },
      ]}
    />
  )
}
