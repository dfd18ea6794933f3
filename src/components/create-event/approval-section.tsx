'use client'
// The editor's Approval section (issue 40 "Approval", decision 064), under Visibility: one checkbox, with
// a hint saying what it does, saved through PATCH /api/v3/events/{id}/ {requires_approval}. It affects
// new registrations only.
import { useId, useState, type FormEvent } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useCreateTexts } from '@/components/manage/creator-texts'
import type { StepProps } from './editor-types'
import { useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

export function ApprovalSection({ draft, onSaved }: Pick<StepProps, 'draft'> & { onSaved: (changes: Partial<StepProps['draft']>) => void }) {
  const { t: create } = useCreateTexts()
  const t = create.approval
  const id = useId()
  const [checked, setChecked] = useState(draft.requiresApproval)
  const [saved, setSaved] = useState(false)
  const save = useStepSave()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    void save.run(async () => {
      await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body: { requires_approval: checked } })
      onSaved({ requiresApproval: checked })
      setSaved(true)
    })
  }
  return (
    <section className={styles.step} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.choice}>
            <input type="checkbox" checked={checked} aria-describedby={`${id}-hint`} onChange={(e) => setChecked(e.target.checked)} /> {t.label}
          </label>
          <p id={`${id}-hint`}>{t.hint}</p>
        </div>
        {save.error ? (
          <p role="alert" className={styles.error}>
            {save.error}
          </p>
        ) : null}
        {saved ? <p role="status">{t.saved}</p> : null}
        <button type="submit" className={styles.primary} aria-busy={save.pending}>
          {t.save}
        </button>
      </form>
    </section>
  )
}
