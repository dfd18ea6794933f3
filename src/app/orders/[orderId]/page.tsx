import type { Metadata } from 'next'
import { OrderView } from '@/components/tickets/order-view'
import styles from '@/components/tickets/tickets.module.css'

export const metadata: Metadata = { title: 'Your order', robots: { index: false } }

type Props = { params: Promise<{ orderId: string }>; searchParams: Promise<{ token?: string | string[] }> }

// Issue 19's order page: the confirmation, a guest's signed link (`?token=`), a wait-list offer. The
// order is read from the API in the browser, which checks its owner or the token.
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ orderId }, { token }] = await Promise.all([params, searchParams])
  return (
    <main className={styles.page}>
      <OrderView orderId={orderId} token={typeof token === 'string' ? token : null} />
    </main>
  )
}
