'use client'
import { useEffect, useState } from 'react'
import type { PasswordStrength } from '@/core/accounts/password-strength'
import { fillText } from '@/core/i18n/fill-text'
import englishSettings from '@/messages/en/settings.json'
import styles from './forms.module.css'

/** The meter's words in the page's language (the `settings` catalog's `strength`); English when not given. */
export type StrengthTexts = (typeof englishSettings)['strength']
type Props = { id: string; password: string; userInputs?: string[]; texts?: StrengthTexts }

// zxcvbn's scores 0–4 in order, as the catalog names them.
const SCORE_KEYS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const

/**
 * The strength meter under a new password (OWASP ASVS 5.0 §6.2; issue 21 finding 9). The estimator and its
 * dictionaries load only once someone types a password, so other pages never download them. The server
 * applies the same rule, so the meter only helps: it never decides.
 */
export function PasswordStrengthMeter({ id, password, userInputs = [], texts = englishSettings.strength }: Props) {
  // The reading remembers which password it is for: a stale one (the field changed or emptied) is not shown.
  const [reading, setReading] = useState<{ password: string; strength: PasswordStrength } | null>(null)
  const inputsKey = userInputs.join('\n')
  useEffect(() => {
    if (!password) return
    let current = true
    void import('@/core/accounts/password-strength').then(({ computePasswordStrength }) => {
      if (current) setReading({ password, strength: computePasswordStrength(password, inputsKey.split('\n')) })
    })
    return () => {
      current = false
    }
  }, [password, inputsKey])
  if (!password || reading?.password !== password) return null
  const { strength } = reading
  const label = texts.scores[SCORE_KEYS[strength.score]]
  const warnings: Record<string, string> = texts.warnings
  const warning = (strength.warningKey ? warnings[strength.warningKey] : undefined) ?? strength.warning
  return (
    <div className={styles.strength} aria-live="polite">
      <label htmlFor={id}>{fillText(texts.label, { label })}</label>
      <meter id={id} min={0} max={4} low={2} high={3} optimum={4} value={strength.score}>
        {label}
      </meter>
      {warning ? <p className={styles.hint}>{warning}</p> : null}
    </div>
  )
}
