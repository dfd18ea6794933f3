'use client'
// A button whose action cannot be undone (removing a team member, revoking an API key) and asks first in a
// modal dialog naming what goes, as deleting a draft does (my-event-actions.tsx): the safe choice takes
// focus, a click on the backdrop keeps things as they are, and focus returns to the button on close.
import { useRef } from 'react'
import forms from '@/components/account/forms.module.css'
import { returnFocusIfLost } from '@/components/ui/return-focus'
import { useActionTexts } from './creator-texts'
import dialogs from './my-event-actions.module.css'

type Props = {
  /** A unique id for the dialog's title and note. */
  id: string
  label: string
  /** The button's accessible name, naming what it acts on. */
  name: string
  question: string
  note: string
  confirmLabel: string
  /** Runs the action; `close` closes the dialog once it has succeeded. */
  onConfirm: (close: () => void) => void
}

export function ConfirmDialogButton({ id, label, name, question, note, confirmLabel, onConfirm }: Props) {
  const { t: texts } = useActionTexts()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const close = () => dialog.current?.close()
  return (
    <>
      <button ref={opener} type="button" className={forms.secondary} aria-label={name} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog
        ref={dialog}
        className={dialogs.dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-note`}
        onClose={() => returnFocusIfLost(opener.current)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself: it keeps things as they are.
          if (event.target === event.currentTarget) close()
        }}
      >
        <h2 id={`${id}-title`} className={dialogs.dialogTitle}>
          {question}
        </h2>
        <p id={`${id}-note`}>{note}</p>
        <div className={dialogs.dialogActions}>
          <button type="button" className={forms.danger} onClick={() => onConfirm(close)}>
            {confirmLabel}
          </button>
          {/* The safe choice takes focus first, as in every destructive dialog. */}
          <button type="button" className={forms.secondary} autoFocus onClick={close}>
            {texts.keep}
          </button>
        </div>
      </dialog>
    </>
  )
}
