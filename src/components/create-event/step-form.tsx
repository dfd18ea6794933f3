'use client'
// One step of the event editor: its heading, the API's error for the step, and the save button that
// stays busy while the draft is saved (spec §4: a loading button ignores clicks).
import type { FormEvent, ReactNode } from 'react'
import { useCreateTexts } from '@/components/manage/creator-texts'
import styles from './event-editor.module.css'

export function StepForm({
  title,
  intro,
  error,
  pending,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string
  intro?: ReactNode
  error: string | null
  pending: boolean
  submitLabel?: string
  onSubmit: () => void
  children: ReactNode
}) {
  const { t } = useCreateTexts()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!pending) onSubmit()
  }
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby="step-title">
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      {children}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} aria-busy={pending} aria-disabled={pending}>
        {pending ? t.saving : (submitLabel ?? t.saveAndContinue)}
      </button>
    </form>
  )
}
