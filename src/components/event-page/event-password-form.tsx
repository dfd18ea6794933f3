'use client'
// A private event's page before its password is typed (issue 40 "Visibility", decision 060): a short form
// that posts the password; a right one sets the event's pass cookie and the page reloads with the details.
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { apiFetch, ApiError } from '@/components/api/api-fetch'
import styles from './event-page.module.css'

/** The gate's words in the page's language, handed down by the server page (the browser loads no catalog). */
export type PrivateGateTexts = { privateHeading: string; privateIntro: string; passwordLabel: string; openEvent: string; wrongPassword: string; tooManyTries: string }

export function EventPasswordForm({ eventId, texts }: { eventId: number; texts: PrivateGateTexts }) {
  const t = (key: keyof PrivateGateTexts) => texts[key]
  const router = useRouter()
  const id = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || password.length === 0) return
    setBusy(true)
    setError('')
    try {
      await apiFetch(`/api/v3/events/${eventId}/unlock/`, { method: 'POST', body: { password } })
      router.refresh()
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 429 ? t('tooManyTries') : t('wrongPassword'))
      setBusy(false)
    }
  }

  return (
    <main className={styles.privateGate}>
      <h1 id="page-content" tabIndex={-1}>{t('privateHeading')}</h1>
      <p>{t('privateIntro')}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-password`}>{t('passwordLabel')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.privateGateError}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          {t('openEvent')}
        </button>
      </form>
    </main>
  )
}
