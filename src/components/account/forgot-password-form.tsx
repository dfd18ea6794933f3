'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

// The same words whatever the address (issue 21): the page must not tell who has an account.
// The form's words in the page's language, from the server's catalogs; English when not given.
const ENGLISH = {
  emailAddress: 'Email address',
  sent: 'If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.',
  sending: 'Sending…',
  emailMeLink: 'Email me a link',
}

export type EmailLinkFormTexts = typeof ENGLISH

/**
 * Asks for an address, posts it to `endpoint` and says a link is on its way, the same words whatever the
 * address: "Forgot password?" (issue 21) and "Find my tickets" (issue 38 §3).
 * `errors`: the page's words for the API's refusals when it is not in English; the API's own words when not given.
 */
export function EmailLinkForm({ id, endpoint, texts, errors }: { id: string; endpoint: string; texts: EmailLinkFormTexts; errors?: AccountErrorTexts | null }) {
  const [email, setEmail] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const form = useApiForm(null, errors)
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setDone(null)
    const ok = await form.run(() => apiFetch(endpoint, { method: 'POST', body: { email } }))
    if (ok) setDone(texts.sent)
  }
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField id={id} label={texts.emailAddress} type="email" autoComplete="email" required value={email} onValue={setEmail} errors={form.fieldErrors.email} />
      <FormOutcome form={form} done={done} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? texts.sending : texts.emailMeLink}
      </button>
    </form>
  )
}

/** "Forgot password?": asks for the address and says a link is on its way. */
export function ForgotPasswordForm({ texts = ENGLISH, errors }: { texts?: EmailLinkFormTexts; errors?: AccountErrorTexts | null }) {
  return <EmailLinkForm id="forgot-email" endpoint="/home/api/auth/password-reset/request/" texts={texts} errors={errors} />
}
