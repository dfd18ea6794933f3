// The limits on tickets held at once (issue 39 finding 1, decision 049): per browser session, per account
// and per client address, on one event and across all events. Pure: the subjects a hold counts against,
// their limits, and how far a session's limit shrinks when it keeps abandoning holds.
import type { AbuseRefusalRule } from '@/core/shared/metrics'

export type HoldLimits = {
  /** Seats one browser session, or one account, may hold at once on one event and across all events. */
  buyerPerEvent: number
  buyerTotal: number
  /** Seats one client address may hold at once: higher, as a household, office or mobile network shares one. */
  addressPerEvent: number
  addressTotal: number
  /** Holds a session or account may let lapse within `abandonWindowHours` before its limits halve, one halving per further lapse. */
  freeAbandons: number
  abandonWindowHours: number
  /** A shrunk limit never goes below this: a buyer who lapsed often may still buy a couple of tickets. */
  shrunkFloor: number
}

// Defaults a family buying together never meets (decision 049): one class allows at most 10 per order by
// default, and nobody buys more than three events' worth in the same ten minutes.
export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  buyerPerEvent: 10,
  buyerTotal: 30,
  addressPerEvent: 40,
  addressTotal: 120,
  freeAbandons: 3,
  abandonWindowHours: 24,
  shrunkFloor: 2,
}

/** Who asks for a hold: a hash of the browser's CSRF cookie (null without one), the account, the client address. */
export type HoldClient = { session: string | null; userId: number | null; address: string | null }

export type HoldSubjectKind = 'session' | 'account' | 'address'

/** One running count a hold adds to: the subject (`s:…`, `u:…`, `a:…`), the event (0: all events) and its limit. */
export type HoldTally = { subject: string; kind: HoldSubjectKind; key: string; eventId: number; limit: number }

/**
 * The counts a hold on `eventId` adds to, sorted by subject then event: every path takes their row locks in
 * this order (before the classes'), so that two holds never wait on each other.
 */
export function computeHoldTallies(limits: HoldLimits, client: HoldClient, eventId: number): HoldTally[] {
  const tallies: HoldTally[] = []
  const add = (kind: HoldSubjectKind, key: string, perEvent: number, total: number) => {
    const subject = `${kind[0]}:${key}`
    tallies.push({ subject, kind, key, eventId, limit: perEvent }, { subject, kind, key, eventId: 0, limit: total })
  }
  if (client.session) add('session', client.session, limits.buyerPerEvent, limits.buyerTotal)
  if (client.userId !== null) add('account', String(client.userId), limits.buyerPerEvent, limits.buyerTotal)
  if (client.address) add('address', client.address, limits.addressPerEvent, limits.addressTotal)
  return tallies.sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : a.eventId - b.eventId))
}

/**
 * A buyer's limit after `abandoned` lapsed holds in the window: whole until `freeAbandons`, then halved
 * for each further one, never below `shrunkFloor` (nor above the limit). Addresses do not shrink: many
 * buyers share one, and one of them abandoning says nothing about the others.
 */
export function computeShrunkLimit(limits: HoldLimits, tally: Pick<HoldTally, 'kind' | 'limit'>, abandoned: number): number {
  if (tally.kind === 'address' || abandoned <= limits.freeAbandons) return tally.limit
  const halvings = Math.min(30, abandoned - limits.freeAbandons)
  return Math.min(tally.limit, Math.max(limits.shrunkFloor, Math.floor(tally.limit / 2 ** halvings)))
}

/** The metric rule a refusal of this kind counts under. */
export function holdRefusalRule(kind: HoldSubjectKind): AbuseRefusalRule {
  return kind === 'session' ? 'hold_session' : kind === 'account' ? 'hold_account' : 'hold_address'
}

/** What the buyer reads when a hold would pass a limit: what the limit is, and what to do. */
export function computeHoldRefusalText(tally: Pick<HoldTally, 'kind' | 'eventId'>, limit: number, held: number): string {
  const where = tally.eventId === 0 ? 'across all events' : 'for this event'
  const who = tally.kind === 'address' ? 'Buyers on your network' : 'You'
  return `${who} already hold ${held} tickets ${where}; at most ${limit} can be held at once. Complete or cancel the orders you are holding, or wait for them to expire, then try again.`
}
