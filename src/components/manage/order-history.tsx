// An order's history on the organizer's order page (issue 36): each entry of its trail in words, oldest
// first — what happened, to which ticket, who did it, the money it moved and why. A server component.
import { getTranslations } from 'next-intl/server'
import type { OrderHistoryEntryJson } from '@/core/creators/get-event-order'
import styles from './manage.module.css'

export type OrderHistoryEntry = OrderHistoryEntryJson & { when: string; amountText: string | null; ticketCode: string }

// What each kind of entry is called, by its type and, where it matters, its reason (manage.json `history.*`).
const WHAT: Record<string, string> = {
  'order.created': 'held',
  'order.created/waitlist_offer': 'offered',
  'order.paid': 'paid',
  'order.paid/late_payment': 'paidLate',
  'order.paid/free_order': 'paidFree',
  'order.cancelled': 'cancelled',
  'order.expired': 'expired',
  'order.expired/hold_lapsed_code_used_up': 'expiredCodeUsedUp',
  'order.partially_refunded': 'partiallyRefunded',
  'order.refunded': 'refunded',
  'ticket.refunded': 'ticketRefunded',
  'ticket.cancelled': 'ticketCancelled',
  'ticket.checked_in': 'ticketCheckedIn',
  // A transfer (decision 059): the old ticket's move, then the new holder's ticket.
  'ticket.transferred': 'ticketTransferred',
  'ticket.issued': 'ticketIssued',
}

// Reasons worth a word beside what happened (the others are said by it already).
const WHY: Record<string, string> = { event_cancelled: 'eventCancelled', before_trail: 'beforeTrail' }

export async function OrderHistory({ entries }: { entries: OrderHistoryEntry[] }) {
  const t = await getTranslations('manage.history')
  if (entries.length === 0) return <p>{t('empty')}</p>
  return (
    <ol className={styles.history} aria-labelledby="history-heading">
      {entries.map((e) => {
        const key = WHAT[`${e.type}/${e.reason}`] ?? WHAT[e.type]
        const what = key ? t(key as 'held', { code: e.ticketCode }) : e.type
        const why = WHY[e.reason]
        return (
          <li key={e.id}>
            <time dateTime={e.created}>{e.when}</time>
            <span className={styles.historyWhat}>{what}</span>
            {e.amountText ? <> · {e.amountText}</> : null}
            {' · '}
            {t(`by.${e.actor.kind}` as 'by.buyer')}
            {why ? <> ({t(why as 'eventCancelled')})</> : null}
          </li>
        )
      })}
    </ol>
  )
}
