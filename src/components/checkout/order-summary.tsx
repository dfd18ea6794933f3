// The server's amounts for an order, in its currency (spec §9: minor units / 100): the lines at list
// price, which add up to the subtotal, then the discount, the buyer's fees and the total (issue 19 §1: the
// all-in price shown first is broken down here).
import { moneyText } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import type { OrderJson } from './checkout-types'
import styles from './checkout.module.css'

export function OrderSummary({ order }: { order: OrderJson }) {
  const m = useCheckoutMessages()
  const money = (value: number) => moneyText(value, order.currency, m.locale)
  return (
    <section aria-labelledby={`summary-${order.id}`}>
      <h3 id={`summary-${order.id}`}>{m.summaryTitle}</h3>
      <dl className={styles.summary}>
        {order.lines.map((line) => (
          <div key={line.ticket_class_id} style={{ display: 'contents' }}>
            <dt>
              {line.quantity} × {line.name ?? line.ticket_class_id}
            </dt>
            <dd>{line.subtotal !== undefined ? money(line.subtotal) : null}</dd>
          </div>
        ))}
        <dt>{m.subtotal}</dt>
        <dd>{money(order.subtotal)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>{m.discount}</dt>
            <dd>−{money(order.discount)}</dd>
          </>
        ) : null}
        <dt>{m.fees}</dt>
        <dd>{money(order.fees)}</dd>
        <dt className={styles.totalRow}>{m.total}</dt>
        <dd className={styles.totalRow}>{money(order.total)}</dd>
      </dl>
    </section>
  )
}
