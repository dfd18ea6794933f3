'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { PASSWORD_MIN_LENGTH } from '@/core/accounts/account-rules'
import { FormField } from './form-field'
import { FormOutcome } from './form-outcome'
import styles from './forms.module.css'
import { PasswordStrengthMeter } from './password-strength-meter'
import { useApiForm } from './use-api-form'

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
      <FormOutcome form={form} done={null} />
      <FormField id="signup-name" label="Full name" autoComplete="name" required maxLength={100} value={fullName} onValue={setFullName} errors={fe.fullName} />
      <FormField id="signup-email" label="Email address" type="email" autoComplete="email" required value={email} onValue={setEmail} errors={fe.email} />
      <FormField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValue={setPassword}
        errors={fe.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`}
      />
      <PasswordStrengthMeter id="signup-password-strength" password={password} userInputs={[fullName, email.split('@')[0] ?? '']} />
      <button type="submit" className={styles.primary} disabled={form.pending}>
        {form.pending ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  )
}
