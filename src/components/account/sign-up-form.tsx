'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null
  return (
    <p id={id} className={styles.error}>
      {messages.join(' ')}
    </p>
  )
}

/** Sign-up: full name, email, password; on success the new account is signed in and sent on. */
export function SignUpForm({ referrer }: { referrer: string }) {
  const [fullName, setFullName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const form = useApiForm()
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(() => apiFetch('/home/api/auth/signup/', { method: 'POST', body: { fullName, email, password } }))
    if (ok) window.location.assign(referrer)
  }
  const fe = form.fieldErrors
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {form.error ? (
        <p role="alert" className={styles.error}>
          {form.error}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="signup-name">Full name</label>
        <input
          id="signup-name"
          autoComplete="name"
          required
          maxLength={100}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          aria-invalid={fe.fullName ? true : undefined}
          aria-describedby={fe.fullName ? 'signup-name-error' : undefined}
        />
        <FieldError id="signup-name-error" messages={fe.fullName} />
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-email">Email address</label>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fe.email ? true : undefined}
          aria-describedby={fe.email ? 'signup-email-error' : undefined}
        />
        <FieldError id="signup-email-error" messages={fe.email} />
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={fe.password ? true : undefined}
          aria-describedby={`signup-password-hint${fe.password ? ' signup-password-error' : ''}`}
        />
        <p id="signup-password-hint" className={styles.hint}>
          At least {PASSWORD_MIN_LENGTH} characters, mixing letters with numbers or symbols.
        </p>
        <FieldError id="signup-password-error" messages={fe.password} />
      </div>
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}
