'use client'
// The consent views of spec §2: "complete-options" (cookie categories) and "do-not-sell" (explainer and
// opt-out). Choices are kept in the browser.
import { useEffect, useRef, useState } from 'react'
import styles from './consent-dialog.module.css'

export const CONSENT_STORAGE_KEY = 'tessera:consent'

export type ConsentView = 'complete-options' | 'do-not-sell'
type Consent = { functional: boolean; analytics: boolean; advertising: boolean; doNotSell: boolean }
const DEFAULT_CONSENT: Consent = { functional: true, analytics: true, advertising: false, doNotSell: false }

function readConsent(): Consent {
  try {
    return { ...DEFAULT_CONSENT, ...(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}') as Partial<Consent>) }
  } catch {
    return DEFAULT_CONSENT
  }
}

export function ConsentDialog({ view, onClose }: { view: ConsentView; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const [consent, setConsent] = useState<Consent>(readConsent)
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
  }, [])
  const save = () => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent))
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
    setSaved(true)
  }
  const toggle = (key: keyof Consent, label: string, hint: string) => (
    <label className={styles.consentOption}>
      <input type="checkbox" checked={consent[key]} onChange={(e) => setConsent({ ...consent, [key]: e.target.checked })} />
      <span>
        <strong>{label}</strong>
        <span className={styles.consentHint}>{hint}</span>
      </span>
    </label>
  )
  const title = view === 'complete-options' ? 'Cookie preferences' : 'Do Not Sell or Share My Personal Information'
  return (
    <dialog
      ref={ref}
      className={styles.consentDialog}
      aria-labelledby="consent-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.consentPanel}>
        <h2 id="consent-title" className={styles.consentTitle}>
          {title}
        </h2>
        {view === 'complete-options' ? (
          <>
            <p>Choose which cookies Tessera may use. Strictly necessary cookies keep the site working and are always on.</p>
            <label className={styles.consentOption}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>Strictly necessary</strong>
                <span className={styles.consentHint}>Sign-in, security and your place.</span>
              </span>
            </label>
            {toggle('functional', 'Functional', 'Remembers your recent searches and places.')}
            {toggle('analytics', 'Analytics', 'Helps us see which pages work and which do not.')}
            {toggle('advertising', 'Advertising', 'Lets partners show you relevant events elsewhere.')}
          </>
        ) : (
          <>
            <p>
              Some laws let you opt out of the &ldquo;sale&rdquo; or &ldquo;sharing&rdquo; of personal information, which can
              include cookies used for advertising. Tessera never sells your data for money; this switch also stops
              sharing with advertising partners.
            </p>
            {toggle('doNotSell', 'Do not sell or share my personal information', 'Applies to this browser.')}
          </>
        )}
        <p role="status" className={styles.consentStatus}>
          {saved ? 'Your choices are saved.' : ''}
        </p>
        <div className={styles.consentButtons}>
          <button type="button" className={styles.primaryButton} onClick={save}>
            Save choices
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  )
}

