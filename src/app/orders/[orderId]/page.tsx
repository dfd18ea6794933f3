import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { OrderView } from '@/components/tickets/order-view'
import { TicketsIntl } from '@/components/tickets/tickets-intl'
import styles from '@/components/tickets/tickets.module.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('tickets'))('orderTitle'), robots: { index: false } }
}

type Props = {
  params: Promise<{ orderId: string }>
  searchParams: Promise<{ token?: string | string[]; payment?: string | string[] }>
}

// Issue 19's order page: the confirmation, a guest's signed link (`?token=`), a wait-list offer. The
// order is read from the API in the browser, which checks its owner or the token.
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ orderId }, { token, payment }] = await Promise.all([params, searchParams])
  return (
    <main className={styles.page}>
      <TicketsIntl>
        <OrderView
          orderId={orderId}
          token={typeof token === 'string' ? token : null}
          bankStepFailed={payment === 'failed'}
        />
      </TicketsIntl>
    </main>
  )
}
