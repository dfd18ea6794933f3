// The API's refusals in the page's language (decision 035). The API answers in English, its contract for
// every client (spec §8: `error`, `error_description`, `argument_errors`); a creator page in another
// language shows the catalog's words for the messages it knows and, for one it does not, a text chosen by
// the error's code (the form) or "Check this field." beside the field the API named. An English page, or
// one rendered without texts, shows the API's words as they are.
import { fillText } from '@/core/i18n/fill-text'
import type { Catalog } from '@/messages/catalog'

export type ErrorTexts = Catalog['actions']['errors']
type KnownKey = keyof ErrorTexts['known']
export type ApiRefusal = { status: number; error: string; description: string; argumentErrors: Record<string, string[]> }

// The API's messages the creator pages can meet, each to its catalog text; a pattern's first group fills
// the text's one placeholder.
const KNOWN: readonly [RegExp, KnownKey][] = [
  [/^Enter your name\.$/, 'enterName'],
  [/^Enter your email address\.$/, 'enterEmail'],
  [/^Enter a valid email address\.$/, 'validEmail'],
  [/^Write your message\.$/, 'writeMessage'],
  [/^Tell .+ a little more: at least (\d+) characters\.$/, 'moreText'],
  [/^Use at most ([\d,.]+) characters\.$/, 'atMost'],
  [/^Enter your organization’s name\.$/, 'organization'],
  [/^Choose how many tickets you sell a year\.$/, 'band'],
  [/^Choose an image under 10 MB\.$/, 'imageTooLarge'],
  [/^Choose an image file\.$/, 'imageFile'],
  [/^This order has already been refunded\.$/, 'alreadyRefunded'],
  [/^This ticket type has \d+ sold tickets? and cannot be deleted/, 'ticketSold'],
  [/^This ticket type is part of orders/, 'ticketInOrders'],
  [/^A published event needs at least one ticket type/, 'lastTicketType'],
  [/^Tickets have been sold for this event: cancel it instead\.$/, 'ticketsSold'],
  [/^This draft was on sale once and keeps its orders/, 'draftHasOrders'],
  [/^Orders have used this discount/, 'discountUsed'],
  [/^Only a paid order has tickets to resend\.$/, 'onlyPaidResend'],
  [/^This order has no email address to send to\.$/, 'noEmail'],
  [/^This order has no valid tickets left\.$/, 'noValidTickets'],
  [/^This event is already cancelled\.$/, 'alreadyCancelled'],
  [/^No one holds a ticket to this event yet\.$/, 'noHolders'],
  [/^This event already has that promo code\.$/, 'duplicateCode'],
  [/^The end must be after the start\.$/, 'endAfterStart'],
  [/^The start must be in the future\.$/, 'startInFuture'],
]

/** The text of the first pattern `message` matches, filled with the count it captured; null for none. */
export function matchKnownText<K extends string>(message: string, patterns: readonly (readonly [RegExp, K])[], known: Readonly<Record<K, string>>): string | null {
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(message)
    // A count is written without the API's English thousands separator ("5,000" → "5000").
    const count = (match?.[1] ?? '').replace(/[,.]/g, '')
    if (match) return fillText(known[key], { min: count, max: count })
  }
  return null
}

function known(message: string, texts: ErrorTexts): string | null {
  return matchKnownText(message, KNOWN, texts.known)
}

/** The words for a refusal by its status, when its message is not known. */
export type StatusTexts = Pick<ErrorTexts, 'rateLimited' | 'signIn' | 'forbidden' | 'notFound' | 'conflict' | 'invalid' | 'generic'>

/** A refusal named by its status (400, 401, 403, 404, 409, 429) or its RATE_LIMITED code. */
export function byCode(refusal: Pick<ApiRefusal, 'status' | 'error'>, texts: StatusTexts): string {
  if (refusal.status === 429 || refusal.error === 'RATE_LIMITED') return texts.rateLimited
  if (refusal.status === 401) return texts.signIn
  if (refusal.status === 403) return texts.forbidden
  if (refusal.status === 404) return texts.notFound
  if (refusal.status === 409) return texts.conflict
  if (refusal.status === 400) return texts.invalid
  return texts.generic
}

/** What the form and its fields say about a refusal, in the page's language (`texts`), or in the API's words. */
export function localizeApiError(refusal: ApiRefusal, texts: ErrorTexts | null, english: string): { message: string; fieldErrors: Record<string, string[]> } {
  if (!texts) return { message: refusal.description || english, fieldErrors: refusal.argumentErrors }
  const fieldErrors: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(refusal.argumentErrors)) {
    fieldErrors[field] = [...new Set(messages.map((m) => known(m, texts) ?? texts.field))]
  }
  return { message: known(refusal.description, texts) ?? byCode(refusal, texts), fieldErrors }
}
