import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ConfirmRefund } from '@/components/tickets/confirm-refund'
import { TicketsIntl } from '@/components/tickets/tickets-intl'
import styles from '@/components/tickets/tickets.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('tickets'))('confirmTitle'), robots: { index: false } }
}

type Props = { searchParams: Promise<{ order?: string | string[]; token?: string | string[] }> }

// Decision 051: the emailed link of a refund asked for through an order's link. Opening it changes
// nothing; its button posts the token. A link without its parts says so, as a used one does.
export default async function ConfirmOrderActionPage({ searchParams }: Props) {
  const { order, token } = await searchParams
  const complete = typeof order === 'string' && /^\d{1,10}$/.test(order) && typeof token === 'string' && token.length > 0
  const t = await getTranslations('tickets')
  return (
    <main className={styles.page}>
      <TicketsIntl>
        {complete ? (
          <ConfirmRefund orderId={order} token={token} />
        ) : (
          <>
            <h1 id="page-content" tabIndex={-1}>
              {t('confirmTitle')}
            </h1>
            <p role="alert">{t('confirmGone')}</p>
          </>
        )}
      </TicketsIntl>
    </main>
  )
}
