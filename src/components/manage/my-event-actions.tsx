'use client'
// A row's Duplicate and, for a draft, Delete on /myevents/ (issue 38 point 15). Duplicate makes a new
// draft from the event (POST …/duplicate/, "Copy of …", none of its orders) and opens it in the editor;
// Delete asks first in a dialog naming the draft, then deletes it (DELETE /api/v3/events/{id}/) and reads
// the list again. The words come from the server page, in its language.
import { useRouter } from 'next/navigation'
import { useRef } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useStepSave } from '@/components/create-event/use-step-save'
import { returnFocusIfLost } from '@/components/ui/return-focus'
import { useCreatorHref } from './creator-texts'
import { useMyEventsNotice } from './my-events-notice'
import forms from '@/components/account/forms.module.css'
import styles from './my-event-actions.module.css'

export type MyEventActionsTexts = {
  duplicate: string
  duplicateName: string
  duplicating: string
  /** The copy's name in the page's language ("Copy of …", creator-rules.ts computeCopyName). */
  copyName: string
  delete: string
  deleteName: string
  deleteQuestion: string
  deleteNote: string
  deleteConfirm: string
  keep: string
  deleted: string
}

export function MyEventActions({ eventId, draft, texts }: { eventId: number; draft: boolean; texts: MyEventActionsTexts }) {
  const router = useRouter()
  const href = useCreatorHref()
  const announce = useMyEventsNotice()
  const copy = useStepSave()
  const remove = useStepSave()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  const duplicate = () =>
    copy.run(async () => {
      const { event } = await apiFetch<{ event: { id: string } }>(`/api/v3/events/${eventId}/duplicate/`, { method: 'POST', body: { name: texts.copyName } })
      router.push(href(`/manage/events/${event.id}/edit`))
    })

  const confirmDelete = () =>
    remove.run(async () => {
      await apiFetch(`/api/v3/events/${eventId}/`, { method: 'DELETE' })
      dialog.current?.close()
      announce?.(texts.deleted)
      router.refresh()
    })

  return (
    <>
      <button type="button" className={forms.secondary} aria-label={texts.duplicateName} aria-busy={copy.pending} onClick={() => void duplicate()}>
        {copy.pending ? texts.duplicating : texts.duplicate}
      </button>
      {draft ? (
        <>
          <button ref={opener} type="button" className={forms.secondary} aria-label={texts.deleteName} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
            {texts.delete}
          </button>
          <dialog
            ref={dialog}
            className={styles.dialog}
            aria-labelledby={`delete-${eventId}-title`}
            aria-describedby={`delete-${eventId}-note`}
            onClose={() => returnFocusIfLost(opener.current)}
            onClick={(event) => {
              // A click on the backdrop lands on the dialog itself: it keeps the draft.
              if (event.target === event.currentTarget) dialog.current?.close()
            }}
          >
            <h2 id={`delete-${eventId}-title`} className={styles.dialogTitle}>
              {texts.deleteQuestion}
            </h2>
            <p id={`delete-${eventId}-note`}>{texts.deleteNote}</p>
            {remove.error ? (
              <p role="alert" className={styles.error}>
                {remove.error}
              </p>
            ) : null}
            <div className={styles.dialogActions}>
              <button type="button" className={forms.danger} aria-busy={remove.pending} onClick={() => void confirmDelete()}>
                {texts.deleteConfirm}
              </button>
              {/* First in the dialog's focus order would be the destructive button: the safe one takes focus. */}
              <button type="button" className={forms.secondary} autoFocus onClick={() => dialog.current?.close()}>
                {texts.keep}
              </button>
            </div>
          </dialog>
        </>
      ) : null}
      {copy.error ? (
        <span role="alert" className={styles.error}>
          {copy.error}
        </span>
      ) : null}
    </>
  )
}
