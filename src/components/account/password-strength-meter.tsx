'use client'
import { useEffect, useState } from 'react'
import type { PasswordStrength } from '@/core/accounts/password-strength'
import styles from './forms.module.css'

type Props = { id: string; password: string; userInputs?: string[] }

/**
 * The strength meter under a new password (OWASP ASVS 5.0 §6.2; issue 21 finding 9). The estimator and its
 * dictionaries load only once someone types a password, so other pages never download them. The server
 * applies the same rule, so the meter only helps: it never decides.
 */
export function PasswordStrengthMeter({ id, password, userInputs = [] }: Props) {
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
  return (
    <div className={styles.strength} aria-live="polite">
      <label htmlFor={id}>Password strength: {strength.label}</label>
      <meter id={id} min={0} max={4} low={2} high={3} optimum={4} value={strength.score}>
        {strength.label}
      </meter>
      {strength.warning ? <p className={styles.hint}>{strength.warning}</p> : null}
    </div>
  )
}
