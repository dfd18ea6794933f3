import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ConfirmPayment } from '@/components/checkout/confirm-payment'
import { TicketsIntl } from '@/components/tickets/tickets-intl'
import styles from '@/components/tickets/tickets.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('checkout'))('confirmTitle'), robots: { index: false } }
}

type Props = {
  params: Promise<{ reference: string }>
  searchParams: Promise<{ order?: string | string[]; token?: string | string[] }>
}

// The built-in test provider's extra confirmation step (issue 19); the provider's `next_action.url`.
export default async function ConfirmPaymentPage({ params, searchParams }: Props) {
  const [{ reference }, query] = await Promise.all([params, searchParams])
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null)
  return (
    <main className={styles.page}>
      <TicketsIntl>
        <ConfirmPayment reference={reference} orderId={one(query.order) ?? ''} token={one(query.token)} />
      </TicketsIntl>
    </main>
  )
}
