'use client'
// A partial refund from the attendees table (issue 20): one ticket of an order goes back, returning its
// share of the order's total (refund-rules.ts); the rest of the order stays valid.
import { apiFetch } from '@/components/api/api-fetch'
import { fillText } from '@/core/i18n/fill-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { ConfirmButton } from './confirm-button'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

type Props = { eventId: number; orderId: string; ticketId: string; who: string; refundable: boolean }

// Mounted for every ticket, refundable or not, so that what it said stays once the page, read again,
// shows the ticket refunded.
export function TicketRefundButton({ eventId, orderId, ticketId, who, refundable }: Props) {
  const { t } = useActionTexts()
  const values = { who, order: orderId }
  const action = useDashboardAction()
  const refund = () =>
    action.run(async () => {
      await apiFetch(`/api/v3/events/${eventId}/orders/${orderId}/refunds/`, { method: 'POST', body: { ticket_ids: [Number(ticketId)] } })
      return fillText(t.ticketRefunded, values)
    })
  return (
    <div className={styles.rowActions}>
      {refundable ? (
        <ConfirmButton label={t.refundTicket} name={fillText(t.refundTicketName, values)} confirmLabel={fillText(t.refundTicketConfirm, values)} disabled={action.pending} onConfirm={() => void refund()} />
      ) : null}
      <ActionResult done={action.done} error={action.error} />
    </div>
  )
}
