// Rate limits of ARCHITECTURE §8 on sign-in and sign-up: fixed windows counted in the database, so every
// app instance shares them. Sign-in counts failures only, so a user who types their password right is
// never locked out by their own earlier successes.
//
// Sign-in failures are throttled per account *and address* with growing delays (issue 21 finding 7): a
// hard per-account lock let anyone lock anyone out with five wrong passwords. Now a stranger's guesses
// only slow the stranger's own address, and each address still has its own overall cap.

export type RateLimitRule = { name: string; limit: number; windowSeconds: number }

// "Forgot password?" sends mail: limited so it cannot flood an inbox or our outbox.
export const PASSWORD_RESETS_PER_EMAIL: RateLimitRule = { name: 'reset-email', limit: 5, windowSeconds: 60 * 60 }
export const PASSWORD_RESETS_PER_IP: RateLimitRule = { name: 'reset-ip', limit: 30, windowSeconds: 60 * 60 }
// "Resend verification email" sends mail too, to the signed-in user's own address.
export const VERIFICATION_EMAILS_PER_USER: RateLimitRule = { name: 'verify-resend-user', limit: 5, windowSeconds: 60 * 60 }

// A team invitation mails the address typed in (issue 40, decision 061): an organizer builds a team in a
// few dozen invitations; a script mailing strangers meets the cap within the hour.
export const TEAM_INVITATIONS_PER_USER: RateLimitRule = { name: 'team-invite-user', limit: 30, windowSeconds: 60 * 60 }

/** Growing delays: after `freeFailures`, each failure doubles the wait from `baseDelaySeconds` up to `maxDelaySeconds`. */
export type ThrottleRule = { name: string; freeFailures: number; baseDelaySeconds: number; maxDelaySeconds: number; windowSeconds: number }

export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS: ThrottleRule = {
  name: 'signin-account-ip',
  freeFailures: 3,
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 24 * 60 * 60,
}
export const SIGN_IN_FAILURES_PER_IP: RateLimitRule = { name: 'signin-ip', limit: 30, windowSeconds: 15 * 60 }
export const SIGN_UPS_PER_IP: RateLimitRule = { name: 'signup-ip', limit: 50, windowSeconds: 60 * 60 }
// Repeated sign-ups for one address are how an attacker probes which emails exist.
export const SIGN_UPS_PER_EMAIL: RateLimitRule = { name: 'signup-email', limit: 5, windowSeconds: 60 * 60 }
// An email change mails the address typed in (decision 050): a person moving their account needs one or
// two, a typo a third; a script probing addresses or flooding inboxes meets the caps within minutes.
// Configurable (EMAIL_CHANGES_PER_USER_PER_HOUR, EMAIL_CHANGES_PER_ADDRESS_PER_HOUR).
export const EMAIL_CHANGES_PER_USER: RateLimitRule = { name: 'email-change-user', limit: 5, windowSeconds: 60 * 60 }
export const EMAIL_CHANGES_PER_IP: RateLimitRule = { name: 'email-change-ip', limit: 25, windowSeconds: 60 * 60 }

/** The start of the fixed window that `now` falls in. */
export function computeWindowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000
  return new Date(Math.floor(now.getTime() / ms) * ms)
}

export function rateLimitBucket(rule: { name: string }, subject: string): string {
  return `${rule.name}:${subject}`
}

/** Seconds until the window of `now` closes (the Retry-After a client should wait). */
export function computeRetryAfterSeconds(now: Date, windowSeconds: number): number {
  const end = computeWindowStart(now, windowSeconds).getTime() + windowSeconds * 1000
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000))
}

/** Seconds to wait after the latest of `failures` failures before another attempt is heard (0: none). */
export function computeThrottleDelaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (failures - rule.freeFailures))
}
// Contact us stores what anyone sends: capped so that nobody can fill the support inbox (issue 23).
export const CONTACT_MESSAGES_PER_IP: RateLimitRule = { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 }
export const CONTACT_MESSAGES_PER_EMAIL: RateLimitRule = { name: 'contact-email', limit: 3, windowSeconds: 60 * 60 }
// "Contact the organizer" mails an organizer what anyone writes (issue 20): capped per address and sender.
export const ORGANIZER_MESSAGES_PER_IP: RateLimitRule = { name: 'organizer-message-ip', limit: 5, windowSeconds: 60 * 60 }
export const ORGANIZER_MESSAGES_PER_EMAIL: RateLimitRule = { name: 'organizer-message-email', limit: 3, windowSeconds: 60 * 60 }
// Joining a waitlist mails a confirmation to the address given (issue 38 §7): capped per address and sender.
export const WAITLIST_JOINS_PER_EMAIL: RateLimitRule = { name: 'waitlist-join-email', limit: 5, windowSeconds: 60 * 60 }
export const WAITLIST_JOINS_PER_IP: RateLimitRule = { name: 'waitlist-join-ip', limit: 30, windowSeconds: 60 * 60 }
// "Find my tickets" mails a link to any address typed in (issue 38 §3): capped per address and sender.
export const ORDER_LOOKUPS_PER_EMAIL: RateLimitRule = { name: 'order-lookup-email', limit: 3, windowSeconds: 60 * 60 }
export const ORDER_LOOKUPS_PER_IP: RateLimitRule = { name: 'order-lookup-ip', limit: 30, windowSeconds: 60 * 60 }
// Setting a payout method checks bank numbers: capped so that nobody probes account numbers through it.
export const PAYOUT_METHOD_CHANGES_PER_USER: RateLimitRule = { name: 'payout-method-user', limit: 10, windowSeconds: 60 * 60 }
// Each Stripe onboarding link calls Stripe; a creator who lets a few links expire still gets through.
export const STRIPE_ONBOARDING_LINKS_PER_USER: RateLimitRule = { name: 'stripe-onboarding-user', limit: 20, windowSeconds: 60 * 60 }
// A retried payout calls the bank: a handful an hour is plenty.
export const PAYOUT_RETRIES_PER_USER: RateLimitRule = { name: 'payout-retry-user', limit: 10, windowSeconds: 60 * 60 }
// The analytics collector takes what any page sends (issue 39 finding 8): a browser sends a batch or two
// per page it shows, so a few a second is far more than any visitor needs, and a script filling the
// table meets the cap within a second. Both windows count batches of at most 50 events.
export const ANALYTICS_BATCHES_PER_IP_PER_MINUTE: RateLimitRule = { name: 'analytics-ip-minute', limit: 60, windowSeconds: 60 }
export const ANALYTICS_BATCHES_PER_IP_PER_HOUR: RateLimitRule = { name: 'analytics-ip-hour', limit: 1200, windowSeconds: 60 * 60 }
// Uploads are decoded and stored (issue 39 finding 8): an organizer setting up a few events uploads a
// handful of pictures an hour; 30 leaves room for trying several and stops a script filling the disk.
export const UPLOADS_PER_USER: RateLimitRule = { name: 'upload-user', limit: 30, windowSeconds: 60 * 60 }
// A ticket transfer mails the buyer and the new holder (decision 059): a buyer handing out a few tickets
// needs a handful; the caps stop a script mailing strangers through one order or from one address.
export const TICKET_TRANSFERS_PER_ORDER: RateLimitRule = { name: 'ticket-transfer-order', limit: 10, windowSeconds: 60 * 60 }
// A buyer changing their answers to the event's questions (decision 063) saves a handful of times; a
// script rewriting an order's answers in a loop meets the cap.
export const ANSWER_CHANGES_PER_ORDER: RateLimitRule = { name: 'answer-change-order', limit: 30, windowSeconds: 60 * 60 }
export const TICKET_TRANSFERS_PER_IP: RateLimitRule = { name: 'ticket-transfer-ip', limit: 30, windowSeconds: 60 * 60 }

// A private event's password (decision 060) is short enough to say aloud, so guessing it must be slow: an
// address gets this many tries per event in a window, then waits (429 with Retry-After).
export const EVENT_PASSWORD_ATTEMPTS_PER_IP_AND_EVENT: RateLimitRule = { name: 'event-password-ip-event', limit: 10, windowSeconds: 15 * 60 }
export const EVENT_PASSWORD_ATTEMPTS_PER_IP: RateLimitRule = { name: 'event-password-ip', limit: 60, windowSeconds: 60 * 60 }
// Invitations to a private event (decision 060) send mail to the addresses the organizer types: a dinner's
// guest list is sent in a few requests, a script mailing strangers meets the cap.
export const EVENT_INVITATIONS_PER_USER: RateLimitRule = { name: 'event-invitations-user', limit: 20, windowSeconds: 60 * 60 }
// API keys (decision 065): an organization sets up a few integrations; ten new keys an hour leaves room for
// rotating them all, and stops a stolen session minting keys by the hundred.
export const API_KEY_CREATIONS_PER_ORGANIZATION: RateLimitRule = { name: 'api-key-create-org', limit: 10, windowSeconds: 60 * 60 }
// Webhooks (issue 41, decision 066): each call makes our servers send a request, so an organizer sends a
// test event a few times a minute and replays up to an hour's worth of failed deliveries, not a flood.
// Creating and rotating endpoints is rarer still.
export const WEBHOOK_TESTS_PER_ORGANIZER: RateLimitRule = { name: 'webhook-test-organizer', limit: 10, windowSeconds: 60 }
export const WEBHOOK_REPLAYS_PER_ORGANIZER: RateLimitRule = { name: 'webhook-replay-organizer', limit: 60, windowSeconds: 60 * 60 }
export const WEBHOOK_CHANGES_PER_ORGANIZER: RateLimitRule = { name: 'webhook-change-organizer', limit: 60, windowSeconds: 60 * 60 }
// The sites allowed to embed the checkout (decision 070): a setting changed now and then.
export const EMBED_ORIGIN_CHANGES_PER_ORGANIZER: RateLimitRule = { name: 'embed-origin-change-organizer', limit: 60, windowSeconds: 60 * 60 }
