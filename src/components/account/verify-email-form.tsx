'use client'
import { useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { FormOutcome } from './form-outcome'
import styles from './forms.module.css'
import { useApiForm } from './use-api-form'

/**
 * The verification link's page confirms with a button (a POST), so a mail scanner that merely opens the
 * link does not use it up.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null)
  const form = useApiForm()
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const ok = await form.run(() => apiFetch('/home/api/auth/verify-email/', { method: 'POST', body: { token } }))
    if (ok) setDone('Thank you: your email address is confirmed.')
  }
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormOutcome form={form} done={done} />
      {done ? null : (
        <button type="submit" className={styles.primary} disabled={form.pending}>
          {form.pending ? 'Confirming…' : 'Confirm my email address'}
        </button>
      )}
    </form>
  )
}
