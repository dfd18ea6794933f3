'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
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
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={form.error ? 'signin-error' : undefined}>
      {form.error ? (
        <p id="signin-error" role="alert" className={styles.error}>
          {form.error}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="signin-email">Email address</label>
        <input id="signin-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="signin-password">Password</label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  )
}
