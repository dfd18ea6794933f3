'use client'
// The dashboard's "Registrations to approve" (issue 40 "Approval", decision 064): each registration
// awaiting the organizer with a checkbox, Approve and Decline buttons for it, and the same two for the
// selected ones. Either asks, in a modal dialog, for an optional message to the buyer before it acts
// through POST /api/v3/events/{id}/orders/approve/ or …/decline/. A list, not a table, so each
// registration reads as one card on a phone.
import { useId, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useDialogSession } from '@/components/ui/use-dialog-session'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { fillText } from '@/core/i18n/fill-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'
import forms from '@/components/account/forms.module.css'
import styles from './manage.module.css'

export type PendingRegistration = { id: string; name: string | null; email: string | null; quantity: number; total: string }

type Decision = 'approve' | 'decline'
type Asked = { decision: Decision; ids: string[] }
type Answer = { orders: { id: string }[]; errors: { order_id: string; error_description: string }[] }

export function ApprovalList({ eventId, registrations }: { eventId: number; registrations: PendingRegistration[] }) {
  const { t: actions } = useActionTexts()
  const t = actions.approval
  const id = useId()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [hint, setHint] = useState('')
  const dialog = useDialogSession<Asked>()
  const action = useDashboardAction()
  const who = (r: PendingRegistration) => ({ order: r.id, name: r.name ?? r.email ?? '' })
  const toggle = (orderId: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      if (on) next.add(orderId)
      else next.delete(orderId)
      return next
    })
  const ask = (decision: Decision, ids: string[]) => {
    setHint(ids.length === 0 ? t.noneSelected : '')
    if (ids.length > 0) dialog.open({ decision, ids })
  }
  const decide = (asked: Asked, message: string) =>
    action.run(async () => {
      const answer = await apiFetch<Answer>(`/api/v3/events/${eventId}/orders/${asked.decision}/`, { method: 'POST', body: { order_ids: asked.ids, message: message.trim() || null } })
      setSelected(new Set())
      const count = answer.orders.length
      const done = fillText(t.done, { approved: asked.decision === 'approve' ? count : 0, declined: asked.decision === 'decline' ? count : 0 })
      return answer.errors.length === 0 ? done : `${done} ${fillText(t.failed, { reasons: answer.errors.map((e) => `#${e.order_id}: ${e.error_description}`).join(' ') })}`
    })
  const all = registrations.length > 0 && registrations.every((r) => selected.has(r.id))
  return (
    <div>
      <div className={styles.rowActions}>
        <label className={styles.approvalCheck}>
          <input type="checkbox" checked={all} onChange={(e) => setSelected(new Set(e.target.checked ? registrations.map((r) => r.id) : []))} /> {t.selectAll}
        </label>
        <button type="button" className={forms.primary} disabled={action.pending} onClick={() => ask('approve', [...selected])}>
          {t.approveSelected}
        </button>
        <button type="button" className={forms.secondary} disabled={action.pending} onClick={() => ask('decline', [...selected])}>
          {t.declineSelected}
        </button>
      </div>
      {hint ? (
        <p role="alert" className={styles.error}>
          {hint}
        </p>
      ) : null}
      <ul className={styles.approvalList} aria-label={t.list}>
        {registrations.map((r) => (
          <li key={r.id} className={styles.approvalItem}>
            <label className={styles.approvalCheck} htmlFor={`${id}-${r.id}`}>
              <input id={`${id}-${r.id}`} type="checkbox" checked={selected.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} aria-label={fillText(t.select, who(r))} />
              <span>
                <strong>#{r.id}</strong> {r.name}
                <br />
                {r.email}
                <br />
                {r.quantity} × · {r.total}
              </span>
            </label>
            <div className={styles.rowActions}>
              <button type="button" className={forms.primary} disabled={action.pending} aria-label={fillText(t.approveOne, who(r))} onClick={() => ask('approve', [r.id])}>
                {t.approve}
              </button>
              <button type="button" className={forms.secondary} disabled={action.pending} aria-label={fillText(t.declineOne, who(r))} onClick={() => ask('decline', [r.id])}>
                {t.decline}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionResult done={action.done} error={action.error} />
      {dialog.session ? (
        <DecisionDialog
          key={dialog.session.id}
          asked={dialog.session.value}
          onConfirm={(message) => void decide(dialog.session!.value, message)}
          onClose={() => dialog.close(dialog.session!.id)}
        />
      ) : null}
    </div>
  )
}

function DecisionDialog({ asked, onConfirm, onClose }: { asked: Asked; onConfirm: (message: string) => void; onClose: () => void }) {
  const { t: actions } = useActionTexts()
  const t = actions.approval
  const id = useId()
  const { ref, close } = useModalDialog(onClose)
  const [message, setMessage] = useState('')
  const approve = asked.decision === 'approve'
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{fillText(approve ? t.approveTitle : t.declineTitle, { count: asked.ids.length })}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(message)
          close()
        }}
      >
        <p className={styles.dialogField}>
          <label htmlFor={`${id}-message`}>{t.messageLabel}</label>
          <textarea id={`${id}-message`} rows={4} maxLength={1000} value={message} aria-describedby={`${id}-hint`} onChange={(e) => setMessage(e.target.value)} />
          <span id={`${id}-hint`} className={styles.note}>
            {t.messageHint}
          </span>
        </p>
        <p className={styles.rowActions}>
          <button type="submit" className={forms.primary}>
            {approve ? t.approve : t.decline}
          </button>
          <button type="button" className={forms.secondary} onClick={close}>
            {t.back}
          </button>
        </p>
      </form>
    </dialog>
  )
}
