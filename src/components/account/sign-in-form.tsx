'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import type { AccountErrorTexts } from './localize-account-error'
import styles from './forms.module.css'
import type { PlainFormState } from './plain-form-state'
import { useApiForm } from './use-api-form'

/**
 * Email + password sign-in; on success the page reloads at the (already checked) referrer. Before the
 * scripts load (or without them) it posts as a plain form to the page, which answers the same way.
 */
// The form's words in the page's language, from the server's auth catalog; English when not given.
const ENGLISH = { emailAddress: 'Email address', password: 'Password', logIn: 'Log in', loggingIn: 'Logging in…' }

export function SignInForm({
  referrer,
  plain,
  texts = ENGLISH,
  errors,
}: {
  referrer: string
  plain: PlainFormState
  texts?: typeof ENGLISH
  /** The page's words for the API's refusals when it is not in English (localize-account-error.ts); the API's own words when not given. */
  errors?: AccountErrorTexts | null
}) {
  const [email, setEmail] = useState(plain.outcome?.values.email ?? '')
  const [password, setPassword] = useState('')
  const form = useApiForm(plain.outcome, errors)
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(() => apiFetch('/home/api/auth/signin/', { method: 'POST', body: { email, password } }))
    if (ok) window.location.assign(referrer)
  }
  return (
    <form className={styles.form} method="post" action={plain.action} onSubmit={(e) => void onSubmit(e)} noValidate>
      <input type="hidden" name="csrftoken" value={plain.csrfToken} />
      <FormOutcome form={form} done={null} />
      <FormField id="signin-email" name="email" label={texts.emailAddress} type="email" autoComplete="email" required value={email} onValue={setEmail} errors={form.fieldErrors.email} />
      <FormField id="signin-password" name="password" label={texts.password} type="password" autoComplete="current-password" required value={password} onValue={setPassword} errors={form.fieldErrors.password} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? texts.loggingIn : texts.logIn}
      </button>
    </form>
  )
}
