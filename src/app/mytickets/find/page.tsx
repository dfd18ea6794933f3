import type { Metadata } from 'next'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { EmailLinkForm } from '@/components/account/forgot-password-form'
import forms from '@/components/account/forms.module.css'
import styles from '@/components/tickets/tickets.module.css'
import { computeLocaleTag } from '@/core/i18n/page-locale'
import { formatEventTime } from '@/core/ticketing/event-time-text'
import { listOrdersByLookupLink, type LookedUpOrder } from '@/core/ticketing/list-orders-by-lookup-link'
import { getHrefLocalizer } from '@/server/localized-path'
import { getTicketingDeps } from '@/server/ticketing'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('tickets.lookup'))('title'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

// "Find my tickets" (issue 38 §3), for a guest without an account: without a token, the form that emails a
// link; with the link's token, every paid order of its address, each with its own signed link.
export default async function FindMyTicketsPage({ searchParams }: Props) {
  const { token } = await searchParams
  const [t, tickets, auth, messages, locale, inLanguage] = await Promise.all([
    getTranslations('tickets.lookup'),
    getTranslations('tickets'),
    getTranslations('auth'),
    getMessages(),
    getLocale(),
    getHrefLocalizer(),
  ])
  const found = typeof token === 'string' ? await listOrdersByLookupLink(await getTicketingDeps(), token) : null
  if (found) {
    const orderItem = (order: LookedUpOrder) => (
      <li key={order.id} className={styles.order}>
        <h2>{order.eventName}</h2>
        <p className={styles.muted}>{formatEventTime(order.eventStartAt, order.eventTimeZone, computeLocaleTag(locale))}</p>
        <p>
          {order.ticketCount === 1 ? tickets('ticketCountOne') : tickets('ticketCountOther', { count: order.ticketCount })} · {tickets(`orderStatus.${order.status}` as 'orderStatus.paid')}
        </p>
        <Link href={inLanguage(order.url)} prefetch={false} aria-label={tickets('viewOrder', { name: order.eventName })}>
          {tickets('orderNumber', { id: order.id })}
        </Link>
      </li>
    )
    return (
      <main className={styles.page}>
        <h1 id="page-content" tabIndex={-1}>
          {t('listTitle')}
        </h1>
        <p>{t('listIntro', { email: found.email })}</p>
        {found.orders.length === 0 ? <p>{t('none')}</p> : <ul className={styles.orders}>{found.orders.map(orderItem)}</ul>}
      </main>
    )
  }
  return (
    <main className={forms.page}>
      <h1 id="page-content" tabIndex={-1}>
        {t('title')}
      </h1>
      {typeof token === 'string' ? <p role="alert">{t('expired')}</p> : null}
      <p>{t('intro')}</p>
      <EmailLinkForm
        id="lookup-email"
        endpoint="/api/v3/orders/lookup/"
        errors={locale.startsWith('en') ? null : messages.settings.errors}
        texts={{ emailAddress: auth('emailAddress'), sent: t('sent'), sending: t('sending'), emailMeLink: t('send') }}
      />
      <p>{t.rich('signIn', { link: (chunks) => <Link href={inLanguage('/signin/?referrer=/mytickets')}>{chunks}</Link> })}</p>
    </main>
  )
}
