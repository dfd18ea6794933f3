'use client'
// "Email attendees" on the event dashboard (issue 20): one message to every ticket holder through the
// outbox (POST …/attendee_emails/), its fields under spec §5's input rules with their counters.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import { ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH, ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH } from '@/core/creators/creator-emails'
import { pluralText } from '@/core/i18n/plural-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'
import forms from '@/components/account/forms.module.css'

export function EmailAttendeesForm({ eventId }: { eventId: number }) {
  const { locale, t } = useActionTexts()
  const action = useDashboardAction()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const send = () =>
    action.run(async () => {
      const { emailed } = await apiFetch<{ emailed: number }>(`/api/v3/events/${eventId}/attendee_emails/`, { method: 'POST', body: { subject, message } })
      setSubject('')
      setMessage('')
      return pluralText(locale, emailed, t.sentTo)
    })
  return (
    <form
      aria-label={t.emailForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <TextField id="attendee-email-subject" label={t.subject} value={subject} onValue={setSubject} maxLength={ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH} errors={action.fieldErrors.subject} required />
      <TextField id="attendee-email-message" label={t.message} value={message} onValue={setMessage} maxLength={ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH} multiline rows={5} errors={action.fieldErrors.message} required />
      <button type="submit" className={forms.primary} disabled={action.pending}>
        {action.pending ? t.sending : t.sendToAll}
      </button>{' '}
      <ActionResult done={action.done} error={action.error} />
    </form>
  )
}
