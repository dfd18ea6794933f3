import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { MyTicketsList } from '@/components/tickets/my-tickets-list'
import { TicketsIntl } from '@/components/tickets/tickets-intl'
import { getPageLocale } from '@/server/page-locale'
import styles from '@/components/account/forms.module.css'
import { requirePageSelf } from '@/server/viewer'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('tickets'))('pageTitle'), robots: { index: false } }
}

// The tickets page (spec §2 /u/{publicId}/, issue 19): the owner's orders, upcoming then past.
export default async function TicketsPage({ params }: { params: Promise<{ publicId: string }> }) {
  const { publicId } = await params
  await requirePageSelf(publicId, `/u/${publicId}/`)
  const t = await getTranslations('tickets')
  const { prefix } = await getPageLocale()
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        {t('pageTitle')}
      </h1>
      <TicketsIntl>
        <MyTicketsList />
      </TicketsIntl>
      <p>
        <Link href={prefix ? `/${prefix}/` : '/'}>{t('findEvents')}</Link> ·{' '}
        <a href={`${prefix ? `/${prefix}` : ''}/u/${publicId}/saved`}>{t('seeLiked')}</a>
      </p>
    </main>
  )
}
