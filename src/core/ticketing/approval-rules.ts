// Approval (issue 40 "Approval", decision 064): the pure rules. A registration needs the organizer's
// approval when its event or one of its classes asks for it; a paid one's card is only authorised until
// the organizer decides, and the authorisation is given up after a time limit. No I/O here.

/**
 * How long a registration may wait for a decision: Stripe releases an uncaptured card authorisation after
 * seven days, so Tessera gives up one day before, never relying on an authorisation that may be gone.
 */
export const APPROVAL_AUTHORISATION_DAYS = 6

const DAY_MS = 24 * 60 * 60 * 1000

/** The longest organizer's message kept with a decision and sent to the buyer. */
export const APPROVAL_MESSAGE_MAX = 1000

/** At most this many orders are decided by one bulk request. */
export const APPROVAL_BULK_MAX = 100

/** Whether a registration for these classes of this event waits for the organizer (decision 064). */
export function computeRequiresApproval(event: { requiresApproval: boolean }, classes: readonly { requiresApproval: boolean }[]): boolean {
  return event.requiresApproval || classes.some((c) => c.requiresApproval)
}

/**
 * When an undecided registration lapses: the authorisation's time limit, or the event's start if that
 * comes first (no one is approved into an event that has begun). Never before `now` plus a minute, so a
 * registration made moments before the start is not lapsed by the sweep already running.
 */
export function computeApprovalDeadline(now: Date, eventStartAt: Date): Date {
  const limit = now.getTime() + APPROVAL_AUTHORISATION_DAYS * DAY_MS
  return new Date(Math.max(now.getTime() + 60_000, Math.min(limit, eventStartAt.getTime())))
}

/**
 * The organizer's optional message as plain text for the buyer's email: control characters and markup
 * brackets dropped (the email is text; nothing the organizer types becomes a tag or a link target), runs
 * of blank lines closed up, trimmed and cut to APPROVAL_MESSAGE_MAX. Null when nothing is left.
 */
export function computeApprovalMessage(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (text === '') return null
  return [...text].slice(0, APPROVAL_MESSAGE_MAX).join('').trim()
}

/** What a buyer's order page and API say about the card of an order that needed approval. */
export type ApprovalCardState = 'authorized' | 'captured' | 'released'


/** What an order that needed approval says about it (decision 064); absent on other orders. */
export type ApprovalJson = {
  /** `pending` until the organizer decides; `lapsed` when nobody decided within the time limit. */
  status: 'pending' | 'approved' | 'declined' | 'lapsed'
  /** When it was decided (or lapsed); null while pending. */
  decided_at: string | null
  /** The organizer's message with the decision, as plain text; null without one. */
  message: string | null
  /** A paid registration's card: only authorised while pending, captured on approval, else released. */
  card: ApprovalCardState | null
}

const DECISIONS: Readonly<Record<string, ApprovalJson['status']>> = {
  approved_by_organizer: 'approved',
  declined_by_organizer: 'declined',
  approval_lapsed: 'lapsed',
}

/** The approval part of an order's JSON from its trail (oldest first): null when it never awaited approval. */
export function computeApprovalJson(trail: readonly { ticketId: number | null; reason: string; amountMinor: number | null; details: Record<string, unknown> | null; createdAt: Date }[]): ApprovalJson | null {
  const own = trail.filter((e) => e.ticketId === null)
  const registered = own.find((e) => e.reason === 'registered_for_approval')
  if (!registered) return null
  const decided = own.findLast((e) => DECISIONS[e.reason] !== undefined)
  const status = decided ? DECISIONS[decided.reason]! : 'pending'
  const paid = (registered.amountMinor ?? 0) > 0
  const message = typeof decided?.details?.message === 'string' ? decided.details.message : null
  return {
    status,
    decided_at: decided ? decided.createdAt.toISOString() : null,
    message,
    card: paid ? (status === 'pending' ? 'authorized' : status === 'approved' ? 'captured' : 'released') : null,
  }
}
