'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

/**
 * The verification link's page confirms with a button (a POST), so a mail scanner that merely opens the
 * link does not use it up. A sign-up's link signs in and goes on where the sign-up came from (decision 050).
 */
// The form's words in the page's language, from the server's catalogs; English when not given.
const ENGLISH = { verified: 'Thank you: your email address is confirmed.', confirming: 'Confirming…', confirmEmail: 'Confirm my email address' }

/** `errors`: the page's words for the API's refusals when it is not in English; the API's own words when not given. */
export function VerifyEmailForm({ token, texts = ENGLISH, errors }: { token: string; texts?: typeof ENGLISH; errors?: AccountErrorTexts | null }) {
  const [done, setDone] = useState<string | null>(null)
  const form = useApiForm(null, errors)
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    let next: string | null = null
    const ok = await form.run(async () => {
      next = (await apiFetch<{ next: string | null }>('/home/api/auth/verify-email/', { method: 'POST', body: { token } })).next
    })
    if (!ok) return
    setDone(texts.verified)
    // A whole page load, so that the header and everything after it see the new session.
    if (next) window.location.assign(next)
  }
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormOutcome form={form} done={done} />
      {done ? null : (
        <button type="submit" className={styles.primary} disabled={form.pending}>
          {form.pending ? texts.confirming : texts.confirmEmail}
        </button>
      )}
    </form>
  )
}
