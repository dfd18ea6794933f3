'use client'
// Unpublish and Cancel on the event dashboard (issue 20). Unpublishing takes a live event with no sales
// back to draft, and is offered only when the server's rule (unpublish-rules.ts) allows it; otherwise
// `unpublishNote` says why and what to do instead. Cancelling (confirmed by a second click) refunds every
// paid order and emails its buyers.
import { apiFetch } from '@/components/api/api-fetch'
import forms from '@/components/account/forms.module.css'
import { fillText } from '@/core/i18n/fill-text'
import { pluralText } from '@/core/i18n/plural-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { ConfirmButton } from './confirm-button'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

type Props = { eventId: number; status: string; canUnpublish: boolean; unpublishNote: string | null }

export function EventStatusActions({ eventId, status, canUnpublish, unpublishNote }: Props) {
  const { locale, t } = useActionTexts()
  const action = useDashboardAction()
  const unpublish = () =>
    action.run(async () => {
      await apiFetch(`/api/v3/events/${eventId}/unpublish/`, { method: 'POST', body: {} })
      return t.unpublished
    })
  const cancel = () =>
    action.run(async () => {
      const result = await apiFetch<{ refunded_orders: number; emailed: number }>(`/api/v3/events/${eventId}/cancel/`, { method: 'POST', body: {} })
      return fillText(t.eventCancelled, { orders: pluralText(locale, result.refunded_orders, t.orderCount), buyers: pluralText(locale, result.emailed, t.buyerCount) })
    })
  if (status !== 'live') return <ActionResult done={action.done} error={action.error} />
  return (
    <div className={styles.statusActions}>
      {unpublishNote ? <p className={styles.note}>{unpublishNote}</p> : null}
      <div className={styles.rowActions}>
        {canUnpublish ? (
          <button type="button" className={forms.secondary} onClick={() => void unpublish()} disabled={action.pending}>
            {t.unpublish}
          </button>
        ) : null}
        <ConfirmButton label={t.cancelEvent} name={t.cancelEvent} confirmLabel={t.cancelEventConfirm} disabled={action.pending} onConfirm={() => void cancel()} />
        <ActionResult done={action.done} error={action.error} />
      </div>
    </div>
  )
}
