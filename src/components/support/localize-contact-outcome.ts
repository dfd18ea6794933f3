// The Contact us form's refusal in the page's language (issue 25). The plain form's handler keeps what the
// API said, in English (spec §8: the API's words are its contract); a page in another language says the
// messages it knows with the catalogs' words (the contact form's own, then the creator forms' shared
// `actions.errors`, decision 035) and any other as "Check this field." or "Some fields are not valid."
import { localizeApiError, type ErrorTexts } from '@/components/create-event/localize-api-error'
import englishContact from '@/messages/en/contact.json'
import type { ContactFormOutcome, ContactTexts } from './contact-form'

const RATE_LIMITED = /^Too many attempts\./
const OWN_KEYS = Object.keys(englishContact.errors) as (keyof ContactTexts['errors'])[]

/** The outcome with its error and field errors in the page's language. */
export function localizeContactOutcome(outcome: ContactFormOutcome, texts: ContactTexts, errors: ErrorTexts): ContactFormOutcome {
  if (outcome.error === null) return outcome
  // The form's own messages (the plain form's handler, the topic), English → this language.
  const own = new Map(OWN_KEYS.map((key) => [englishContact.errors[key], texts.errors[key]]))
  const argumentErrors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(outcome.fieldErrors)) argumentErrors[field] = messages.filter((m) => !own.has(m))
  const refusal = { status: RATE_LIMITED.test(outcome.error) ? 429 : 400, error: '', description: outcome.error, argumentErrors }
  const localized = localizeApiError(refusal, errors, outcome.error)
  const fieldErrors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(outcome.fieldErrors)) {
    const mine = messages.flatMap((m) => own.get(m) ?? [])
    fieldErrors[field] = [...mine, ...(localized.fieldErrors[field] ?? [])]
  }
  return { ...outcome, error: own.get(outcome.error) ?? localized.message, fieldErrors }
}
