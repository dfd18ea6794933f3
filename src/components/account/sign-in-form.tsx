'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

/** Email + password sign-in; on success the page reloads at the (already checked) referrer. */
export function SignInForm({ referrer }: { referrer: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const form = useApiForm()
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(() => apiFetch('/home/api/auth/signin/', { method: 'POST', body: { email, password } }))
    if (ok) window.location.assign(referrer)
  }
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormOutcome form={form} done={null} />
      <FormField id="signin-email" label="Email address" type="email" autoComplete="email" required value={email} onValue={setEmail} />
      <FormField id="signin-password" label="Password" type="password" autoComplete="current-password" required value={password} onValue={setPassword} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  )
}
