// A plain (no-JavaScript) submission's outcome in the page's language (issue 25). The form's handler
// (html-form.ts) keeps the API's English words and not the status, so the page tells the status it needs
// from the words: the rate limit's and the unknown error's texts are those of computeFormErrorText, and
// any other refusal of these forms is a 400 (401 for a wrong password, whose words are known). The
// messages themselves are then said as the scripted form says them (localize-account-error.ts).
import { localizeAccountError, type AccountErrorTexts } from './localize-account-error'

const RATE_LIMITED = /^Too many attempts\./
const UNKNOWN = /^Something went wrong\./

type Outcome = { error: string | null; fieldErrors: Record<string, string[]> }

/** The outcome with its error and field errors in the page's language (`texts`); a success as it is. */
export function localizeAccountOutcome<O extends Outcome>(outcome: O, texts: AccountErrorTexts): O {
  if (outcome.error === null) return outcome
  const status = RATE_LIMITED.test(outcome.error) ? 429 : UNKNOWN.test(outcome.error) ? 500 : 400
  const localized = localizeAccountError({ status, error: '', description: outcome.error, argumentErrors: outcome.fieldErrors }, texts)
  return { ...outcome, error: localized.message, fieldErrors: localized.fieldErrors }
}
