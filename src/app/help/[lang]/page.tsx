import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { InfoPage } from '@/components/info/info-page'
import { FIND_MY_TICKETS_PATH } from '@/components/header/header-links'
import { isHelpLanguage } from './help-language'
import { getHrefLocalizer } from '@/server/localized-path'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('header'))('helpCenter') }
}

// Spec §2 Help Center home: the header's Help Center menu points here and at its two sections. Its words
// are the page's language (the header's names of the sections, the account catalog's help texts).
export default async function HelpHomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isHelpLanguage(lang)) notFound()
  const [header, t, inLanguage] = await Promise.all([getTranslations('header'), getTranslations('account.help'), getHrefLocalizer()])
  return (
    <InfoPage
      title={header('helpCenter')}
      intro={t('intro')}
      sections={[
        {
          id: 'find-your-tickets',
          title: header('findYourTickets'),
          body: <p>{t.rich('ticketsBody', { link: (chunks) => <a href={inLanguage(FIND_MY_TICKETS_PATH)}>{chunks}</a> })}</p>,
        },
        {
          id: 'contact-the-organizer',
          title: header('contactOrganizer'),
          body: <p>{t('organizerBody')}</p>,
        },
        {
          title: t('stillNeedHelp'),
          body: (
            <p>
              <a href={inLanguage(`/help/${lang}/contact-us/`)}>{t('contactSupport')}</a>.
            </p>
          ),
        },
      ]}
    />
  )
}
