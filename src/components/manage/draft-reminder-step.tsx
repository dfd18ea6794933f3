'use client'
// A draft's "Finish and publish" step on the creator overview, with Dismiss (issue 38 point 15, decision
// 056): once dismissed the overview stops reminding of it (POST …/dismiss_reminder/); the draft stays in
// the events list, which the message then says, where focus goes as the step leaves.
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useStepSave } from '@/components/create-event/use-step-save'
import forms from '@/components/account/forms.module.css'
import styles from './my-event-actions.module.css'

export type DraftReminderTexts = { step: string; dismiss: string; dismissName: string; dismissed: string }

export function DraftReminderStep({ eventId, href, texts }: { eventId: number; href: string; texts: DraftReminderTexts }) {
  const save = useStepSave()
  const [dismissed, setDismissed] = useState(false)
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (dismissed) message.current?.focus()
  }, [dismissed])
  if (dismissed) {
    return (
      <p ref={message} role="status" tabIndex={-1} className={styles.inlineNotice}>
        {texts.dismissed}
      </p>
    )
  }
  const dismiss = () =>
    save.run(async () => {
      await apiFetch(`/api/v3/events/${eventId}/dismiss_reminder/`, { method: 'POST', body: {} })
      setDismissed(true)
    })
  return (
    <span className={styles.step}>
      <Link href={href}>{texts.step}</Link>
      <button type="button" className={forms.secondary} aria-label={texts.dismissName} aria-busy={save.pending} onClick={() => void dismiss()}>
        {texts.dismiss}
      </button>
      {save.error ? (
        <span role="alert" className={styles.error}>
          {save.error}
        </span>
      ) : null}
    </span>
  )
}
