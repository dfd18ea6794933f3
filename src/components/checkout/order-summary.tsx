// The server's amounts for an order, in its currency (money objects, issue 37 point 6): the lines at list
// price, which add up to the subtotal, then the discount, the buyer's fees and the total (issue 19 §1: the
// all-in price shown first is broken down here). Tax added at checkout is a line before the total; tax
// included in the prices is said after it (decision 043).
import { amountText } from './checkout-text'
import { useCheckoutMessages } from './checkout-messages-context'
import type { MoneyJson, OrderJson } from './checkout-types'
import styles from './checkout.module.css'

export function OrderSummary({ order }: { order: OrderJson }) {
  const m = useCheckoutMessages()
  // The server's `display` is in English; the summary writes each amount in the page's language.
  const money = (amount: MoneyJson) => amountText(amount.value, amount.currency, m.locale)
  const tax = order.tax
  const taxMode = tax && tax.value > 0 ? order.tax_mode : undefined
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
        {order.discount.value > 0 ? (
          <>
            {/* A typed code is named, so the buyer sees which code saved what (issue 38 point 8). */}
            <dt>{order.discount_code ? m.promoApplied(order.discount_code) : m.discount}</dt>
            <dd>−{money(order.discount)}</dd>
          </>
        ) : null}
        <dt>{m.fees}</dt>
        <dd>{money(order.fees)}</dd>
        {tax && taxMode === 'added' ? (
          <>
            <dt>{m.taxLabel('added', order.tax_rate_percent ?? '0')}</dt>
            <dd>{money(tax)}</dd>
          </>
        ) : null}
        <dt className={styles.totalRow}>{m.total}</dt>
        <dd className={styles.totalRow}>{money(order.total)}</dd>
        {tax && taxMode === 'included' ? (
          <>
            <dt>{m.taxLabel('included', order.tax_rate_percent ?? '0')}</dt>
            <dd>{money(tax)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
