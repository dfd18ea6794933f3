'use client'
// The Contact Sales form (/organizer/contact-sales/, issue 20): who is asking, their organization, a band
// of tickets a year and what they plan, posted to POST /api/v3/sales_inquiries/. Spec §5's input rules
// with counters; the server's field errors and its rate limit are shown in its own words.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import { useStepSave } from '@/components/create-event/use-step-save'
import editor from '@/components/create-event/event-editor.module.css'
import { FieldNotes } from '@/components/ui/field-notes'
import { useActionTexts } from './creator-texts'
import { CONTACT_NAME_MAX_LENGTH } from '@/core/support/contact-message-rules'
import { SALES_MESSAGE_MAX_LENGTH, SALES_ORGANIZATION_MAX_LENGTH, TICKETS_PER_YEAR_BANDS } from '@/core/support/sales-inquiry-rules'

export function SalesInquiryForm() {
  const texts = useActionTexts().t
  const t = texts.sales
  const send = useStepSave()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [organization, setOrganization] = useState('')
  const [band, setBand] = useState('')
  const [message, setMessage] = useState('')
  const [sent, setSent] = useState<string | null>(null)
  if (sent) return <p role="status">{sent}</p>
  const submit = () =>
    send.run(async () => {
      const answer = await apiFetch<{ message: string }>('/api/v3/sales_inquiries/', { method: 'POST', body: { name, email, organization, tickets_per_year: band, message } })
      // The API's thanks is English; the page says it in its language.
      setSent(t.received || answer.message)
    })
  const bandErrors = send.fieldErrors.tickets_per_year
  return (
    <form
      aria-label={t.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <TextField id="sales-name" label={t.name} autoComplete="name" value={name} onValue={setName} maxLength={CONTACT_NAME_MAX_LENGTH} errors={send.fieldErrors.name} required />
      <TextField id="sales-email" label={t.email} type="email" autoComplete="email" value={email} onValue={setEmail} maxLength={254} errors={send.fieldErrors.email} required />
      <TextField id="sales-organization" label={t.organization} autoComplete="organization" value={organization} onValue={setOrganization} maxLength={SALES_ORGANIZATION_MAX_LENGTH} errors={send.fieldErrors.organization} required />
      <div className={editor.field}>
        <label htmlFor="sales-band">{t.band}</label>
        <select id="sales-band" value={band} onChange={(e) => setBand(e.target.value)} aria-invalid={bandErrors?.length ? true : undefined} aria-describedby={bandErrors?.length ? 'sales-band-error' : undefined} required>
          <option value="">{t.choose}</option>
          {TICKETS_PER_YEAR_BANDS.map((b) => (
            <option key={b.value} value={b.value}>
              {t.bands[b.value]}
            </option>
          ))}
        </select>
        <FieldNotes id="sales-band" errors={bandErrors} classes={editor} />
      </div>
      <TextField id="sales-message" label={t.message} value={message} onValue={setMessage} maxLength={SALES_MESSAGE_MAX_LENGTH} multiline rows={5} errors={send.fieldErrors.message} />
      {send.error ? (
        <p role="alert" className={editor.error}>
          {send.error}
        </p>
      ) : null}
      <button type="submit" className={editor.primary} disabled={send.pending}>
        {send.pending ? texts.sending : t.submit}
      </button>
    </form>
  )
}
