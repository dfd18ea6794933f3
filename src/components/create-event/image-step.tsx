'use client'
// Step 4, Image: a JPEG, PNG or WebP up to 10 MB, uploaded to POST /api/v3/media/upload/ (which checks the
// content, not the name, and makes the 512×256 card size) and set as the event's picture. A file too
// large is refused here before it is sent; anything the server refuses is told in its own words.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { apiUpload } from '@/components/api/api-upload'
import { useCreateTexts } from '@/components/manage/creator-texts'
import type { StepProps } from './editor-types'
import { StepForm } from './step-form'
import { StepInputError, useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024

type Upload = { id: string; card: { url: string }; original: { url: string } }

export function ImageStep({ draft, onSaved }: StepProps) {
  const { t: texts } = useCreateTexts()
  const t = texts.image
  const [image, setImage] = useState(draft.image)
  const upload = useStepSave()
  const save = useStepSave()

  const choose = (file: File | undefined) =>
    upload.run(async () => {
      if (!file) return
      if (file.size > IMAGE_MAX_BYTES) throw new StepInputError(t.tooLarge, { file: [t.tooLarge] })
      const body = new FormData()
      body.set('file', file)
      body.set('type', 'image-event-logo')
      const media = await apiUpload<Upload>('/api/v3/media/upload/', body)
      await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body: { logo_id: media.id } })
      setImage({ id: Number(media.id), url: media.original.url })
    })

  const fileError = upload.fieldErrors.file?.join(' ') ?? upload.error
  return (
    <StepForm
      title={texts.steps.image}
      intro={<p>{t.intro}</p>}
      error={save.error}
      pending={save.pending || upload.pending}
      submitLabel={image ? texts.saveAndContinue : t.skip}
      onSubmit={() => onSaved({ image })}
    >
      <div className={styles.field}>
        <label htmlFor="event-image">{t.label}</label>
        <input
          id="event-image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={fileError ? 'event-image-hint event-image-error' : 'event-image-hint'}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id="event-image-hint" className={styles.hint}>
          {t.hint}
        </p>
        {fileError ? (
          <p id="event-image-error" role="alert" className={styles.error}>
            {fileError}
          </p>
        ) : null}
        {upload.pending ? <p role="status">{t.uploading}</p> : null}
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own stored image, already sized
        <img className={styles.preview} src={image.url} alt={t.alt} width={512} height={256} />
      ) : null}
    </StepForm>
  )
}
