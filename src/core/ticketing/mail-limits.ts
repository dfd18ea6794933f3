// The limits on mail that a buyer sends to an address nobody confirmed (issue 39 finding 7, decision 048):
// 100 free orders for someone else's address queued 100 confirmations in 1.2 s. Pure: the rules a free
// order's confirmation counts against, per recipient and per sender (browser session, client address).
import type { RateLimitRule } from '@/core/accounts/rate-limits'
import type { AbuseRefusalRule } from '@/core/shared/metrics'

export type MailLimits = {
  /** Confirmations of free orders one address may be sent in an hour when nobody signed in as it placed them. */
  perRecipient: number
  /** Such confirmations one browser session may cause in an hour. */
  perSession: number
  /** Such confirmations one client address may cause in an hour (shared by households and mobile networks, so higher). */
  perAddress: number
}

// Defaults nobody buying for themselves and friends meets: a person books a handful of free events in an
// hour, a family a few more; a script mailing strangers meets them within seconds.
export const DEFAULT_MAIL_LIMITS: MailLimits = { perRecipient: 10, perSession: 20, perAddress: 100 }

const HOUR = 60 * 60

export type MailLimitCheck = { rule: RateLimitRule; subject: string; refusal: AbuseRefusalRule; limitedBy: 'recipient' | 'session' | 'address' }

/** The buckets a free order's confirmation to `recipient` (normalised) counts against. */
export function computeMailLimitChecks(limits: MailLimits, input: { recipient: string; session: string | null; address: string | null }): MailLimitCheck[] {
  const checks: MailLimitCheck[] = [{ rule: { name: 'mail-recipient', limit: limits.perRecipient, windowSeconds: HOUR }, subject: input.recipient, refusal: 'mail_recipient', limitedBy: 'recipient' }]
  if (input.session) checks.push({ rule: { name: 'mail-sender-session', limit: limits.perSession, windowSeconds: HOUR }, subject: input.session, refusal: 'mail_sender', limitedBy: 'session' })
  if (input.address) checks.push({ rule: { name: 'mail-sender-address', limit: limits.perAddress, windowSeconds: HOUR }, subject: input.address, refusal: 'mail_sender', limitedBy: 'address' })
  return checks
}
