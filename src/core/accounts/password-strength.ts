// Password strength (OWASP ASVS 5.0 §6.2; issue 21 finding 9): zxcvbn-ts with its common-password and
// English dictionaries, all shipped in the npm packages (no download at run time). Pure: the server
// refuses with it and the sign-up and password-change forms draw their strength meter from it (loaded on
// demand there, the dictionaries are large). Decision 018.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as zxcvbnCommon from '@zxcvbn-ts/language-common'
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en'

/** zxcvbn's 0–4 score: 0–1 guessable within 10^6 tries (refused), 2 fair, 3 good, 4 strong. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4
/** `warningKey`: the estimator's name for its warning (`sequences`), for a page to say it in its own language. */
export type PasswordStrength = { score: PasswordScore; label: string; warning: string | null; warningKey: string | null; suggestions: string[] }

/**
 * The lowest score a new password may have (issue 39 finding 11): 3, "good", safely unguessable against
 * an online attack; 2 let through `Summer2024!` (a season and a year).
 */
export const MIN_PASSWORD_SCORE = 3
/** Words of the site itself, which make a password as guessable as the user's own name (`tessera123`). */
export const SITE_WORDS: readonly string[] = ['tessera', 'ticket', 'tickets', 'event', 'events', 'organizer', 'organiser', 'eventbrite', 'luma', 'tito']
export const BREACHED_PASSWORD_TEXT = 'This password is on a list of passwords leaked in data breaches. Choose another one.'
// zxcvbn's matching grows fast with length; past this a password's strength comes from its length anyway.
const MAX_CHECKED_LENGTH = 64
const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const

let estimator: ZxcvbnFactory | null = null
// The estimator answers with its English sentences; their keys name them in the catalogs (settings.strength).
const WARNING_KEYS = new Map(Object.entries(zxcvbnEnglish.translations.warnings).map(([key, text]) => [text, key]))

// Built on first use: the dictionaries take ~0.5 s to index, which a page or server should not pay at load.
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  })
  return estimator
}

let breached: ReadonlySet<string> | null = null

/**
 * Whether `password` is on the bundled list of the most common passwords found in breaches (the ~49,000 of
 * @zxcvbn-ts/language-common, drawn from leaked password sets), compared without regard to letter case.
 */
export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(zxcvbnCommon.dictionary['passwords-common'])
  return breached.has(password.toLowerCase())
}

/** How guessable `password` is, given words of the user's own (email, name) and the site's that make it weaker. */
export function computePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const inputs = [...userInputs.filter(Boolean).map((s) => s.toLowerCase()), ...SITE_WORDS]
  const result = getEstimator().check(password.slice(0, MAX_CHECKED_LENGTH), inputs)
  return {
    score: result.score,
    label: LABELS[result.score],
    warning: result.feedback.warning,
    warningKey: result.feedback.warning ? (WARNING_KEYS.get(result.feedback.warning) ?? null) : null,
    suggestions: result.feedback.suggestions,
  }
}
