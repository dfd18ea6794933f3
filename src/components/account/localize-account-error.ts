// The API's refusals of the account forms in the page's language (issue 25; the same rule as the creator
// pages' localize-api-error.ts, decision 035). The API answers in English, its contract for every client;
// a page in another language shows the `settings` catalog's words for the messages these forms can meet
// and, for one it does not know, a text chosen by the error's status (the form) or "Check this field."
// beside the field the API named. An English page (no texts) shows the API's words as they are.
import { byCode, matchKnownText } from '@/components/create-event/localize-api-error'
import type englishSettings from '@/messages/en/settings.json'

export type AccountErrorTexts = (typeof englishSettings)['errors']
type KnownKey = keyof AccountErrorTexts['known']
export type AccountRefusal = { status: number; error: string; description: string; argumentErrors: Record<string, string[]> }

// The account API's messages (change-account, delete-account, change-photo, the password rules, and the
// sign-in, sign-up, password reset and email confirmation endpoints), each to its catalog text; a
// pattern's first group fills the text's one placeholder.
const KNOWN: readonly [RegExp, KnownKey][] = [
  [/^Enter your full name\.$/, 'enterFullName'],
  [/^Enter your password\.$/, 'enterPassword'],
  [/^Your current password is not right\.$/, 'wrongCurrentPassword'],
  [/^Your password is not right\.$/, 'wrongPassword'],
  [/^Enter a valid email address\.$/, 'validEmail'],
  [/^That email address cannot be used\. Try another one\.$/, 'emailTaken'],
  [/^That email address cannot be used\.$/, 'emailTakenField'],
  [/^Use at least (\d+) characters\.$/, 'atLeast'],
  [/^Use at most ([\d,.]+) characters\.$/, 'atMost'],
  [/^Use more than one repeated character\.$/, 'repeated'],
  [/^Do not use your email address in your password\.$/, 'emailInPassword'],
  // The API adds the estimator's English warning; the strength meter says it in the page's language.
  [/^Choose a harder password to guess\./, 'harderPassword'],
  [/^This password is on a list of passwords leaked in data breaches\./, 'breachedPassword'],
  [/^This password is a common word with a few letters changed\./, 'nearDictionaryWord'],
  [/^Type \w+ to confirm\.$/, 'typeDelete'],
  [/^Choose a photo under 5 MB\.$/, 'photoTooLarge'],
  [/^That file is not a photo we can read\./, 'photoUnreadable'],
  [/^Not a readable image\.$/, 'photoUnreadableField'],
  [/^Your email address is already confirmed\.$/, 'alreadyConfirmed'],
  [/^Too many email changes\./, 'tooManyEmailChanges'],
  [/^There is no such account\.$/, 'noAccount'],
  [/^Enter your email address\.$/, 'enterEmail'],
  [/^That email and password do not match an account\.$/, 'signInRefused'],
  [/^Confirm your email address first: /, 'confirmEmailFirst'],
  [/^Enter a new password\.$/, 'enterNewPassword'],
  [/^The link is incomplete\.$/, 'linkIncomplete'],
  [/^The link is not valid\.$/, 'linkInvalid'],
  [/^This link has expired or has already been used\. Ask for a new one\.$/, 'resetLinkRefused'],
  [/^This link has expired or has already been used\.$/, 'verifyLinkRefused'],
  // The plain form handler's own refusals (html-form.ts); a failed CSRF check of the scripted form is the
  // same thing to its reader: the page's token is no longer the session's.
  [/^The form is too long\. Please shorten it and try again\.$/, 'formTooLong'],
  [/^This page was open too long\. Please try again\.$/, 'pageExpired'],
  [/^The CSRF token |^The request did not come from this site\.$/, 'pageExpired'],
]

/** What an account form and its fields say about a refusal, in the page's language. */
export function localizeAccountError(refusal: AccountRefusal, texts: AccountErrorTexts): { message: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {}
  const known = (message: string) => matchKnownText(message, KNOWN, texts.known)
  for (const [field, messages] of Object.entries(refusal.argumentErrors)) {
    fieldErrors[field] = [...new Set(messages.map((m) => known(m) ?? texts.field))]
  }
  const message = refusal.status === 429 ? (known(refusal.description) ?? texts.rateLimited) : (known(refusal.description) ?? byCode(refusal, texts))
  return { message, fieldErrors }
}
