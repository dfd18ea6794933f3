'use client'
// Spec §2 "Create-event modal": two ways to build an event, each showing a loading indicator once
// chosen (spec §4: a loading button ignores clicks); closes on an outside click or the close button
// (Escape too, as every dialog does). Every way of closing closes the <dialog> itself, so the browser
// ends the modal state properly, before onClose lets the opener unmount it and put focus back.
import { useEffect, useRef, useState } from 'react'
import { track } from '@/components/analytics/track'
import { CREATE_FROM_SCRATCH_PATH, CREATE_WITH_AI_PATH } from './header-menus'
import styles from './create-event-modal.module.css'

const OPTIONS = [
  {
    key: 'scratch',
    title: 'Start from scratch',
    description: 'Add all your event details, create new tickets, and set up recurring events',
    href: CREATE_FROM_SCRATCH_PATH,
  },
  {
    key: 'ai',
    title: 'Create my event faster with AI',
    description: "Answer a few quick questions to generate an event that's ready to publish almost instantly",
    href: CREATE_WITH_AI_PATH,
  },
] as const

export type CreateEventModalProps = {
  onClose: () => void
  pageArea: string
  hasPublish: boolean
  hasPaidPublish: boolean
  /** Navigation, replaceable in component tests. */
  navigate?: (href: string) => void
}

export function CreateEventModal({
  onClose,
  pageArea,
  hasPublish,
  hasPaidPublish,
  navigate = (href) => window.location.assign(href),
}: CreateEventModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const [chosen, setChosen] = useState<string | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
  }, [])

  // The dialog's close event (below) then reports it; without a modal dialog (no showModal), at once.
  const close = () => {
    const dialog = ref.current
    if (dialog?.open && typeof dialog.close === 'function') dialog.close()
    else onClose()
  }

  const choose = (option: (typeof OPTIONS)[number]) => {
    if (chosen) return
    setChosen(option.key)
    track('EventCreateAttempt', { eventCreateSource: option.key, pageArea, hasPublish, hasPaidPublish })
    navigate(option.href)
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="create-event-title"
      // Escape cancels, and the browser then closes the dialog, which fires this.
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id="create-event-title" className={styles.title}>
            How do you want to build your event?
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
        <ul className={styles.options}>
          {OPTIONS.map((option) => (
            <li key={option.key}>
              <a
                href={option.href}
                className={styles.option}
                aria-busy={chosen === option.key}
                aria-disabled={chosen !== null && chosen !== option.key}
                onClick={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                <span className={styles.optionTitle}>{option.title}</span>
                <span className={styles.optionText}>{option.description}</span>
                {chosen === option.key ? (
                  <span role="status" className={styles.loading}>
                    <span className={styles.spinner} aria-hidden="true" />
                    Loading…
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  )
}
