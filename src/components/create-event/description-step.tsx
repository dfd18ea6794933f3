'use client'
// Step 5, Description: rich text, sanitised again on the server (PATCH description_html), with a
// length/max counter of its text (spec §5).
import { lazy, Suspense, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useCreateTexts } from '@/components/manage/creator-texts'
import { fillText } from '@/core/i18n/fill-text'
import type { StepProps } from './editor-types'
import { StepForm } from './step-form'
import { StepInputError, useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

const RichTextEditor = lazy(() => import('./rich-text-editor'))
const DESCRIPTION_MAX = 5000

function textLengthOf(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&[a-z#0-9]+;/gi, ' ').length
}

export function DescriptionStep({ draft, onSaved }: StepProps) {
  const { t: texts } = useCreateTexts()
  const t = texts.description
  const [html, setHtml] = useState(draft.descriptionHtml)
  const [length, setLength] = useState(() => textLengthOf(draft.descriptionHtml))
  const save = useStepSave()

  const submit = () =>
    save.run(async () => {
      if (length > DESCRIPTION_MAX) throw new StepInputError(fillText(t.tooLong, { max: DESCRIPTION_MAX }))
      await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body: { description_html: html } })
      onSaved({ descriptionHtml: html })
    })

  return (
    <StepForm title={texts.steps.description} error={save.error} pending={save.pending} onSubmit={() => void submit()}>
      <div className={styles.field}>
        <p id="description-label" className={styles.label}>
          {t.about}
        </p>
        <Suspense fallback={<p role="status">{t.loading}</p>}>
          <RichTextEditor
            initialHtml={draft.descriptionHtml}
            labelledBy="description-label"
            describedBy="description-count"
            maxLength={DESCRIPTION_MAX}
            texts={t}
            onChange={(next, textLength) => {
              setHtml(next)
              setLength(textLength)
            }}
          />
        </Suspense>
        <p id="description-count" className={length > DESCRIPTION_MAX ? styles.error : styles.counter}>
          {length}/{DESCRIPTION_MAX}
        </p>
      </div>
    </StepForm>
  )
}
