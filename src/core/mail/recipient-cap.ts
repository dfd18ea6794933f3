// One address's inbox, whatever the kind of email (issue 39 finding 7, decision 051): sign-up, password
// reset, order lookup, wait-list, order emails and organizer messages each had their own limit, so a mix of
// cheap requests could still send one address dozens of emails an hour. The outbox's enqueue counts every
// email to the address in the last hour and queues no more than the cap, except mail that reports money
// that moved (a paid order's tickets, a refund): that is never dropped, and it still counts.
import { AppError } from '@/core/shared/app-error'

export type RecipientCap = {
  /** MAIL_TO_RECIPIENT_PER_HOUR: emails of any kind one address is sent in an hour; null: no cap. */
  perHour: number | null
  /** Told of each email the cap kept back (the server logs a warning line with the kind). */
  onCapped: (capped: { kind: string; to: string }) => void
}

// Five password resets, five order lookups, a sign-up and its verification, a few orders and wait-list
// emails: a person who really asked for all of these stays under it; a script mailing a stranger meets it.
export const DEFAULT_MAIL_TO_RECIPIENT_PER_HOUR = 20

// Emails whose absence loses the recipient something they paid for or were paid back; a paid order's
// confirmation carries its tickets; an event's cancellation refunds it. Each is caused by money moving (or
// an organizer cancelling an event), which no cheap request can do.
const NEVER_DROPPED_KINDS: ReadonlySet<string> = new Set(['order-refund', 'payment-refunded', 'event-cancelled'])

/** True for mail the cap never holds back: a refund notice, or the confirmation (tickets) of a priced order. */
export function isNeverDroppedEmail(message: { kind: string; moneyMoved?: boolean }): boolean {
  return NEVER_DROPPED_KINDS.has(message.kind) || message.moneyMoved === true
}

// Our HTTP server and the Next.js build load separate copies of this module (as request-context.ts
// explains): both must read the one setting the composition root (src/server/get-deps.ts) made.
const KEY = Symbol.for('tessera.recipient-cap')
const store = globalThis as { [KEY]?: RecipientCap }

/** Sets the cap for this process (the composition root, from MAIL_TO_RECIPIENT_PER_HOUR; tests). */
export function configureRecipientCap(cap: RecipientCap): void {
  store[KEY] = cap
}

/** The process's cap; without configuration (core tests) there is none. */
export function currentRecipientCap(): RecipientCap {
  return store[KEY] ?? { perHour: null, onCapped: () => undefined }
}

export const TOO_MANY_EMAILS_TO_ADDRESS = 'We have sent as many emails to this address as we may for now. Please try again in an hour.'

/**
 * For a request whose only effect is an email (a confirmation link, a wait-list join, a message): the cap
 * kept it back, so the request answers 429 TOO_MANY_EMAILS rather than pretend it was sent.
 */
export function assertEmailQueued(queued: { id: string | null }): void {
  if (queued.id === null) throw new AppError('TOO_MANY_EMAILS', TOO_MANY_EMAILS_TO_ADDRESS, undefined, { retryAfterSeconds: 3600, details: { limited_by: 'recipient' } })
}
