// Account field rules (spec §5 text rules; issue "Accounts": sensible password rules). Pure, shared by
// the API schemas and the forms.

import { CONTROL_CHARACTERS } from '@/core/shared/text-rules'

export const PASSWORD_MIN_LENGTH = 8
// scrypt hashes any length, but an unbounded password is a free CPU amplifier for attackers.
export const PASSWORD_MAX_LENGTH = 128
export const FULL_NAME_MAX_LENGTH = 100
export const EMAIL_MAX_LENGTH = 254

// Spec §5: strip control characters, line/paragraph separators to newline, unusual spaces to a space.
const UNUSUAL_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g

/** A display name as stored: control characters removed, unusual spaces plain, single-spaced, trimmed. */
export function normalizeFullName(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(/[\u2028\u2029\r\n\t]/g, ' ').replace(UNUSUAL_SPACE, ' ').replace(/ {2,}/g, ' ').trim()
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isPlausibleEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
}

/**
 * The cheap rules for a new password (length, repetition, email), or null. No composition rules
 * (ASVS 5.0 §6.2.5); guessability is checked by computeNewPasswordProblem in new-password-problem.ts.
 */
export function computePasswordProblem(password: string, { email }: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`
  if (/^(.)\1*$/.test(password)) return 'Use more than one repeated character.'
  const localPart = email ? (normalizeEmail(email).split('@')[0] ?? '') : ''
  if (localPart.length >= 4 && password.toLowerCase().includes(localPart)) {
    return 'Do not use your email address in your password.'
  }
  return null
}
