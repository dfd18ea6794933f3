import type { CoreDeps } from '@/core/shared/core-deps'
import type { TtlCache } from '@/core/shared/ttl-cache'
import type { HoldContextHint } from './checkout-repository'
import type { PaymentsInFlight } from './payments-in-flight'
import type { Payments } from './payments'
import type { HoldLimits } from './hold-limits'
import type { PaymentAttemptLimits } from './payment-attempts'
import type { MailLimits } from './mail-limits'

/** What the ticketing use cases need beyond the core: the Payments port, the link secret, the site's origin. */
export type TicketingDeps = Pick<CoreDeps, 'db' | 'clock'> & {
  payments: Payments
  /** Signs order links (order-access.ts). From TICKETING_SECRET. */
  secret: string
  /** Checks the provider's signed callbacks (payment-callback.ts). */
  callbackSecret: string
  /** The site's origin for links in emails, without a trailing slash. */
  siteUrl: string
  /** How long a checkout hold lasts (ARCHITECTURE §7: 10 minutes). */
  holdMinutes: number
  /** How long a wait-list offer holds its tickets (issue 19 §9: 24 hours unless configured). */
  waitlistOfferHours: number
  /**
   * This instance's recent hold contexts (the registry's `holdContexts`), so that a hold is one statement;
   * without it every hold reads its context first.
   */
  holdContexts?: TtlCache<HoldContextHint>
  /** The checkout payments this instance is recording (payments-in-flight.ts); the callback waits for them. */
  paymentsInFlight?: PaymentsInFlight
  /** Tickets one session, account and address may hold at once (decision 049); without it, no limit (internal callers, tests). */
  holdLimits?: HoldLimits
  /** Payment attempts per order, session, address and card (decision 049); without it, no limit. */
  paymentAttemptLimits?: PaymentAttemptLimits
  /** Free orders' confirmation emails per recipient, session and address (decision 048); without it, no limit. */
  mailLimits?: MailLimits
  /** Refund confirmations one order may email its buyer in an hour (decision 051); without it, the default. */
  orderActionConfirmationsPerHour?: number
  /**
   * Issue 42: the event's waiting room while it is active (this instance's view, a second or two old at
   * most), and the key its admission tokens are signed with; without it no room is looked for.
   */
  activeWaitingRoom?: (eventId: number, now: Date) => Promise<ActiveWaitingRoom | null>
  /** Called after a commit that sold out a class, so caches showing the event can drop it. */
  onInventoryChanged?: (eventId: number) => void
  /** Called when a sell-out changed the event's price summary (decision 052), so searches and facets drop it. */
  onPriceSummaryChanged?: (eventId: number) => void
}

/** A waiting room holds must pass through: the whole event's, or one class's (`ticketClassId`). */
export type ActiveWaitingRoom = { roomId: string; ticketClassId: number | null; secret: string }

export const HOLD_MINUTES = 10
export const WAITLIST_OFFER_HOURS = 24
