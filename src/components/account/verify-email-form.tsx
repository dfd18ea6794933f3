'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import type { PlainFormState } from './plain-form-state'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

/**
 * The verification link's page confirms with a button (a POST), so a mail scanner that merely opens the
 * link does not use it up. A sign-up's link signs in and goes on where the sign-up came from (decision 050).
 * Before the scripts load (or without them) it posts as a plain form to the page, which answers the same way.
 */
// The form's words in the page's language, from the server's catalogs; English when not given.
const ENGLISH = { verified: 'Thank you: your email address is confirmed.', confirming: 'Confirming…', confirmEmail: 'Confirm my email address' }

/** `errors`: the page's words for the API's refusals when it is not in English; the API's own words when not given. */
export function VerifyEmailForm({
  token,
  plain,
  texts = ENGLISH,
  errors,
}: {
  token: string
  plain: PlainFormState
  texts?: typeof ENGLISH
  errors?: AccountErrorTexts | null
}) {
  // A plain submission that succeeded comes back here only when the link leads nowhere else.
  const [done, setDone] = useState<string | null>(plain.outcome && plain.outcome.error === null ? texts.verified : null)
  const form = useApiForm(plain.outcome, errors)
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
    <form className={styles.form} method="post" action={plain.action} onSubmit={(e) => void onSubmit(e)} noValidate>
      <input type="hidden" name="csrftoken" value={plain.csrfToken} />
      <input type="hidden" name="token" value={token} />
      <FormOutcome form={form} done={done} />
      {done ? null : (
        <button type="submit" className={styles.primary} disabled={form.pending}>
          {form.pending ? texts.confirming : texts.confirmEmail}
        </button>
      )}
    </form>
  )
}
