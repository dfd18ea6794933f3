'use client'
// The wait-list confirmation page's button (decision 048): the emailed link opens the page, and only the
// button's POST confirms, so a mail scanner that opens links confirms nobody's place.
import { useState, type FormEvent } from 'react'
import { ApiError, apiFetch } from '@/components/api/api-fetch'
import { fillText } from '@/core/i18n/fill-text'
import styles from '@/components/account/forms.module.css'

export type ConfirmWaitlistTexts = {
  button: string
  confirming: string
  /** "You are on the waitlist, number {position} in line. …" */
  joined: string
  errors: Record<string, string>
}

type Confirmed = { waitlist_entry: { email: string; position: number | null } }

/** `english`: the page is in English, so the API's own sentence is shown for a refusal. */
export function ConfirmWaitlistForm({ entryId, token, texts, english }: { entryId: string; token: string; texts: ConfirmWaitlistTexts; english: boolean }) {
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState('')
  const [error, setError] = useState('')
  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setPending(true)
    setError('')
    try {
      const { waitlist_entry } = await apiFetch<Confirmed>(`/api/v3/waitlist_entries/${encodeURIComponent(entryId)}/confirm/`, { method: 'POST', body: { token } })
      setDone(fillText(texts.joined, { position: waitlist_entry.position ?? 1, email: waitlist_entry.email }))
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught : null
      const ours = refusal ? texts.errors[refusal.error] : undefined
      setError((english ? refusal?.description || ours : ours || refusal?.description) || texts.errors.generic || '')
    } finally {
      setPending(false)
    }
  }
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.success}>
        {done}
      </p>
      {done ? null : (
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? texts.confirming : texts.button}
        </button>
      )}
    </form>
  )
}
