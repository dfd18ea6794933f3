// Why a new password is refused: the one rule that sign-up, password change, password reset and the demo
// staff hook share (decision 018, issue 39 finding 11). Server-only, for the near-word check's word list.
import 'server-only'
import { computePasswordProblem } from './account-rules'
import { findNearDictionaryWord } from './near-dictionary-word'
import { BREACHED_PASSWORD_TEXT, computePasswordStrength, isBreachedPassword, MIN_PASSWORD_SCORE } from './password-strength'

export const NEAR_DICTIONARY_WORD_TEXT = 'This password is a common word with a few letters changed. Choose another one.'

/**
 * Why a new password is refused (length, email, a breached password: ASVS 5.0 §6.2.4 and §6.2.12; a
 * misspelled dictionary word, decision 050; then strength, decision 018), or null.
 */
export function computeNewPasswordProblem(password: string, { email, fullName }: { email?: string; fullName?: string } = {}): string | null {
  const basic = computePasswordProblem(password, { email })
  if (basic) return basic
  if (isBreachedPassword(password)) return BREACHED_PASSWORD_TEXT
  // zxcvbn sees a misspelled word as random letters (`Tr0ub4dor&3` scores 4): decision 050.
  if (findNearDictionaryWord(password)) return NEAR_DICTIONARY_WORD_TEXT
  const localPart = email?.split('@')[0] ?? ''
  const strength = computePasswordStrength(password, [localPart, ...(fullName ?? '').split(/\s+/)])
  if (strength.score >= MIN_PASSWORD_SCORE) return null
  const why = strength.warning ?? 'It is easy to guess.'
  return `Choose a harder password to guess. ${why.endsWith('.') ? why : `${why}.`} Try a few unrelated words together.`
}
