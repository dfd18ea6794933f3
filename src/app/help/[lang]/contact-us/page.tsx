import type { Metadata } from 'next'
import { getLocale, getMessages } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { ContactForm } from '@/components/support/contact-form'
import { localizeContactOutcome } from '@/components/support/localize-contact-outcome'
import { readPageFormState } from '@/server/forms/page-form-outcome'
import { isHelpLanguage } from '../help-language'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getMessages()).contact.title }
}

// Spec §2 /help/{help_center_language}/contact-us/ (footer "Contact Support"): a stored, rate-limited
// message to the support team (issue 23), sent as a plain form to this same path. Its words are the
// page's language; an English page shows the server's refusals as they are.
export default async function ContactUsPage({
  params,
  searchParams,
}: {
  params: Promise<{ lang: string }>
  searchParams: Promise<{ outcome?: string | string[] }>
}) {
  const { lang } = await params
  if (!isHelpLanguage(lang)) notFound()
  const [{ outcome, csrfToken }, messages, locale] = await Promise.all([
    readPageFormState('contact-us', (await searchParams).outcome),
    getMessages(),
    getLocale(),
  ])
  const texts = messages.contact
  const shown = outcome && !locale.startsWith('en') ? localizeContactOutcome(outcome, texts, messages.actions.errors) : outcome
  return (
    <InfoPage
      eyebrow={messages.header.helpCenter}
      title={texts.title}
      intro={texts.intro}
      sections={[
        {
          id: 'message',
          title: texts.sendUs,
          body: <ContactForm action={`/help/${lang}/contact-us/`} csrfToken={csrfToken} outcome={shown} texts={texts} />,
        },
      ]}
    />
  )
}
