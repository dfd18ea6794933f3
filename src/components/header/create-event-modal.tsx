'use client'
// Spec §2 "Create-event modal": two ways to build an event, each showing a loading indicator once
// chosen (spec §4: a loading button ignores clicks); closes on an outside click or the close button
// (Escape too, as every dialog does). Every way of closing closes the <dialog> itself, so the browser
// ends the modal state properly, before onClose lets the opener unmount it and put focus back.
// Its words are the createModal catalog of the page's language (<html lang>), loaded with the modal
// itself, which is already loaded only when a signed-in creator opens it (decision 035): the header on
// every page carries none of them.
import { use, useState } from 'react'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import { computePathPrefix } from '@/core/i18n/path-prefix'
import english from '@/messages/en/createModal.json'
import { track } from '@/components/analytics/track'
import { CREATE_FROM_SCRATCH_PATH, CREATE_WITH_AI_PATH } from './signed-in-basics'
import styles from './create-event-modal.module.css'

type ModalTexts = typeof english

// One chunk per language, fetched the first time the modal opens in it.
const CATALOGS: Readonly<Record<string, () => Promise<{ default: ModalTexts }>>> = {
  de: () => import('@/messages/de/createModal.json'),
  es: () => import('@/messages/es/createModal.json'),
  fr: () => import('@/messages/fr/createModal.json'),
  it: () => import('@/messages/it/createModal.json'),
  nl: () => import('@/messages/nl/createModal.json'),
  pt: () => import('@/messages/pt/createModal.json'),
  sv: () => import('@/messages/sv/createModal.json'),
}
const loading = new Map<string, Promise<ModalTexts>>()

/** The modal's words in the page's language: English at once, another language once its chunk is here. */
function useModalTexts(): ModalTexts {
  const language = (typeof document === 'undefined' ? '' : document.documentElement.lang).slice(0, 2).toLowerCase()
  const load = CATALOGS[language]
  if (!load) return english
  let texts = loading.get(language)
  if (!texts) {
    texts = load().then((m) => m.default)
    loading.set(language, texts)
  }
  return use(texts)
}

const OPTIONS = [
  { key: 'scratch', title: 'scratchTitle', description: 'scratchText', href: CREATE_FROM_SCRATCH_PATH },
  { key: 'ai', title: 'aiTitle', description: 'aiText', href: CREATE_WITH_AI_PATH },
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
  const t = useModalTexts()
  // The editor opens in the page's language subdirectory.
  const prefix = typeof window === 'undefined' ? '' : computePathPrefix(window.location.pathname)
  const { ref, close } = useModalDialog(onClose)
  const [chosen, setChosen] = useState<string | null>(null)


  const choose = (option: (typeof OPTIONS)[number]) => {
    if (chosen) return
    setChosen(option.key)
    track('EventCreateAttempt', { eventCreateSource: option.key, pageArea, hasPublish, hasPaidPublish })
    navigate(`${prefix}${option.href}`)
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
            {t.title}
          </h2>
          <button type="button" className={styles.close} aria-label={t.close} onClick={close}>
            ×
          </button>
        </div>
        <ul className={styles.options}>
          {OPTIONS.map((option) => (
            <li key={option.key}>
              <a
                href={`${prefix}${option.href}`}
                className={styles.option}
                aria-busy={chosen === option.key}
                aria-disabled={chosen !== null && chosen !== option.key}
                onClick={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                <span className={styles.optionTitle}>{t[option.title]}</span>
                <span className={styles.optionText}>{t[option.description]}</span>
                {chosen === option.key ? (
                  <span role="status" className={styles.loading}>
                    <span className={styles.spinner} aria-hidden="true" />
                    {t.loading}
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
