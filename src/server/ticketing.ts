// The ticketing composition root (issue 19): the Payments adapter, the secrets, the clock, and who is
// asking about an order. Route modules in src/server/api/ take their dependencies from here.
import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from '@/env'
import { systemClock, type Clock } from '@/core/shared/core-deps'
import type { Db } from '@/db/create-db'
import type { OrderActor } from '@/core/ticketing/order-access'
import { createPaymentsInFlight, type PaymentsInFlight } from '@/core/ticketing/payments-in-flight'
import { findOrderById, findVerifiedUserEmail } from '@/core/ticketing/orders-repository'
import { handlePaymentCallback } from '@/core/ticketing/handle-payment-callback'
import { removeUnconfirmedWaitlistEntries } from '@/core/ticketing/remove-unconfirmed-waitlist-entries'
import { sweepWaitlistOffers } from '@/core/ticketing/sweep-waitlist-offers'
import { sendOrderReminders } from '@/core/ticketing/send-order-reminders'
import { expireLapsedApprovals } from '@/core/ticketing/expire-lapsed-approvals'
import { refreshEventPriceSummary } from '@/core/events/refresh-event-price-summary'
import { combinePayoutTransfers, createTestPayoutTransfers, type PayoutTransfers, type PayoutsDeps } from '@/core/payouts/payout-transfers'
import { createStripeConnect, type StripeConnect } from '@/core/payouts/stripe-connect'
import { sweepPayouts, type PayoutSweepResult } from '@/core/payouts/sweep-payouts'
import { createStripePayments, type StripePayments } from '@/core/ticketing/stripe-payments'
import { createTestPaymentProvider, type TestPaymentProvider } from '@/core/ticketing/test-payment-provider'
import type { ActiveWaitingRoom, TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { findEnabledWaitingRoom } from '@/core/waiting-room/waiting-rooms-repository'
import { startBackgroundLoop, type BackgroundLoop } from './background-loop'
import { getDeps, invalidateCaches } from './get-deps'
import { getRequestViewer } from './request-viewer'

type TicketingHolder = {
  provider?: TestPaymentProvider
  stripe?: StripePayments
  stripeConnect?: StripeConnect
  secret?: string
  callbackSecret?: { from: string; value: string }
  /** Test servers: how far each event's ticketing clock was moved forward (POST /api/v3/admin/test-clock/). */
  eventClockOffsetsMs: Map<number, number>
  sweep?: BackgroundLoop
  payoutSweep?: BackgroundLoop
  reminderSweep?: BackgroundLoop
  sweepStopped?: boolean
  payoutTransfers?: PayoutTransfers
  /** Checkout payments being recorded by this process, which their provider callbacks wait for. */
  paymentsInFlight?: PaymentsInFlight
}
// One provider and one set of event clock offsets per server process, kept across hot reloads in development.
const holder = ((globalThis as { __tesseraTicketing?: TicketingHolder }).__tesseraTicketing ??= { eventClockOffsetsMs: new Map<number, number>() } as TicketingHolder)

/** TICKETING_SECRET, or on a local install a random one kept in DATA_DIR so links survive restarts. */
function ticketingSecret(): string {
  const config = env()
  if (config.ticketing.secret) return config.ticketing.secret
  if (holder.secret) return holder.secret
  const file = path.join(config.dataDir, 'ticketing-secret')
  try {
    holder.secret = fs.readFileSync(file, 'utf8').trim()
  } catch {
    holder.secret = randomBytes(32).toString('hex')
    fs.mkdirSync(config.dataDir, { recursive: true })
    fs.writeFileSync(file, holder.secret, { mode: 0o600 })
  }
  return holder.secret
}

/**
 * Test servers (TEST_CLOCK=1): moves one event's ticketing clock forward, so that a journey can watch its
 * own hold expire while every other journey's holds, on other events, keep the server's time (issue 35).
 * Answers the event's new time.
 */
export async function advanceEventClock(eventId: number, ms: number): Promise<Date> {
  holder.eventClockOffsetsMs.set(eventId, (holder.eventClockOffsetsMs.get(eventId) ?? 0) + ms)
  const clock = eventClock(eventId)
  // Sales windows the move passed change the event's price summary, which search reads (decision 052).
  const { db } = await getDeps()
  await refreshEventPriceSummary({ db, clock, invalidateCaches }, { eventId })
  return clock.now()
}

function eventClock(eventId: number | null | undefined): Clock {
  const offsetMs = eventId ? holder.eventClockOffsetsMs.get(eventId) : undefined
  if (!offsetMs) return systemClock
  return { now: () => new Date(Date.now() + offsetMs) }
}

/** What a request is about, so that a moved event clock applies to it: the event, or an order of it. */
export type TicketingScope = { eventId?: number; orderId?: number }

// Only a test server that moved some event's clock pays for reading an order's event here.
async function clockFor(db: Db, scope: TicketingScope | undefined): Promise<Clock> {
  if (holder.eventClockOffsetsMs.size === 0 || !scope) return systemClock
  const eventId = scope.eventId ?? (scope.orderId ? (await findOrderById(db, scope.orderId))?.eventId : undefined)
  return eventClock(eventId)
}

/** Links in order emails and signed links point at the site's public origin (SITE_URL), never at localhost. */
export function siteOrigin(): string {
  return env().siteUrl
}

/** The key that signs list continuations (decision 065), derived from the ticketing secret. */
export function listCursorSecret(): string {
  return createHmac('sha256', ticketingSecret()).update('list-cursors').digest('hex')
}

/** The key that signs the waiting rooms' place and admission tokens (issue 42), derived from the ticketing secret. */
export function waitingRoomSecret(): string {
  return createHmac('sha256', ticketingSecret()).update('waiting-rooms').digest('hex')
}

// Issue 42: whether an event's waiting room gates its holds, as this instance saw it at most two seconds
// ago: one read per event every two seconds, not one per purchase. A room is turned on before its on-sale
// (configure-waiting-room.ts needs a future sales start), so this view is never late where it matters.
const ACTIVE_ROOM_TTL_MS = 2_000
const activeRooms = new Map<number, { at: number; room: { roomId: string; ticketClassId: number | null; prequeueOpensAt: Date } | null }>()

async function activeWaitingRoomOf(db: Db, eventId: number, now: Date): Promise<ActiveWaitingRoom | null> {
  let seen = activeRooms.get(eventId)
  if (!seen || Date.now() - seen.at > ACTIVE_ROOM_TTL_MS) {
    const row = await findEnabledWaitingRoom(db, eventId)
    seen = { at: Date.now(), room: row ? { roomId: row.id, ticketClassId: row.ticketClassId, prequeueOpensAt: row.prequeueOpensAt } : null }
    if (activeRooms.size > 10_000) activeRooms.clear()
    activeRooms.set(eventId, seen)
  }
  const room = seen.room
  return room && now >= room.prequeueOpensAt ? { roomId: room.roomId, ticketClassId: room.ticketClassId, secret: waitingRoomSecret() } : null
}

/** A room turned on or off here is seen at once by this instance (others within two seconds). */
export function forgetWaitingRoom(eventId: number): void {
  activeRooms.delete(eventId)
}

/** The key that signs embedded checkouts' sessions (decision 070), derived from the ticketing secret. */
export function embedSessionSecret(): string {
  return createHmac('sha256', ticketingSecret()).update('embed-sessions').digest('hex')
}

/** The key that signs payment callbacks, derived from the ticketing secret (once: every purchase asks). */
function paymentCallbackSecret(secret: string): string {
  if (holder.callbackSecret?.from !== secret) {
    holder.callbackSecret = { from: secret, value: createHmac('sha256', secret).update('payment-callbacks').digest('hex') }
  }
  return holder.callbackSecret.value
}

/** The ticketing use cases' dependencies; `scope` names the event or order asked about (test clocks). */
export async function getTicketingDeps(scope?: TicketingScope): Promise<TicketingDeps> {
  const config = env()
  const base = await getDeps()
  const secret = ticketingSecret()
  const callbackSecret = paymentCallbackSecret(secret)
  const deps: TicketingDeps = {
    db: base.db,
    clock: await clockFor(base.db, scope),
    payments: getStripePayments() ?? getTestPaymentProvider(callbackSecret),
    secret,
    callbackSecret,
    siteUrl: siteOrigin(),
    holdMinutes: config.ticketing.holdMinutes,
    waitlistOfferHours: config.ticketing.waitlistOfferHours,
    holdLimits: config.ticketing.holdLimits,
    mailLimits: config.ticketing.mailLimits,
    orderActionConfirmationsPerHour: config.ticketing.orderActionConfirmationsPerHour,
    paymentAttemptLimits: config.ticketing.paymentAttemptLimits,
    holdContexts: base.caches.holdContexts,
    paymentsInFlight: (holder.paymentsInFlight ??= createPaymentsInFlight()),
    activeWaitingRoom: (eventId, now) => activeWaitingRoomOf(base.db, eventId, now),
    // A sell-out drops the cached answers that show the event's availability, here and on other instances.
    onInventoryChanged: invalidateEventCaches,
    // A sell-out that changed the event's price can move it between the price facets (decision 052).
    onPriceSummaryChanged: (eventId) =>
      void invalidateCaches({ kind: 'event', ids: [eventId] }).catch((error: unknown) => console.error('Cache invalidation after a price change failed:', error)),
  }
  startWaitlistSweep()
  return deps
}

/** How often each instance looks for seats that expired holds gave back to a wait-listed class. */
const WAITLIST_SWEEP_MS = 60_000
/** How often each instance releases money by the payout schedule and moves payouts on (decision 042). */
const PAYOUT_SWEEP_MS = 5 * 60_000

/**
 * The payout sweep's dependencies: transfers through the test provider or, for an organizer whose method
 * is a Stripe connected account, Stripe Connect (decision 046); and the moved event clocks of a test server.
 */
export function getPayoutsDeps(db: Db): PayoutsDeps {
  return {
    db,
    clock: systemClock,
    transfers: (holder.payoutTransfers ??= combinePayoutTransfers(createTestPayoutTransfers(), getStripeConnect()?.transfers ?? null)),
    eventNow: (eventId) => eventClock(eventId).now(),
    latestNow: () => new Date(Date.now() + Math.max(0, ...holder.eventClockOffsetsMs.values())),
  }
}

/** One payout sweep now (the background loop's, and the test servers' POST /api/v3/admin/payouts/sweep/). */
export async function runPayoutSweep(): Promise<PayoutSweepResult> {
  return sweepPayouts(getPayoutsDeps((await getDeps()).db))
}

/**
 * Starts, once per process, the periodic wait-list sweep (sweep-waitlist-offers.ts): holds expire without
 * a write, so their seats reach the wait-list only this way. Safe with several instances (SKIP LOCKED).
 * It starts with the first ticketing request: a process that never served one holds no expiring hold of
 * its own, and another instance's sweep covers the rest.
 */
function startWaitlistSweep(): void {
  // Once stopped for shutdown it stays stopped: the last sweep itself asks for the ticketing deps.
  if (holder.sweep || holder.sweepStopped) return
  holder.sweep = startBackgroundLoop(
    async () => {
      const deps = await getTicketingDeps()
      await sweepWaitlistOffers(deps)
      await removeUnconfirmedWaitlistEntries(deps)
      // Registrations nobody approved in time (decision 064); test servers sweep when a journey asks.
      if (!env().ticketing.testClock) await runApprovalSweep()
    },
    WAITLIST_SWEEP_MS, (error) =>
    console.error('Wait-list sweep failed:', error),
  )
  // Test servers sweep payouts only when a journey asks (POST /api/v3/admin/payouts/sweep/), so that it
  // sees each state of a payout rather than whichever a background round left.
  if (!env().ticketing.testClock) {
    holder.payoutSweep = startBackgroundLoop(runPayoutSweep, PAYOUT_SWEEP_MS, (error) => console.error('Payout sweep failed:', error))
  }
}

/**
 * One reminder sweep now (the background loop's, and the test servers' POST /api/v3/admin/reminders/send/):
 * each event is judged at its own clock, which a test server may have moved.
 */
export async function runReminderSweep(): Promise<{ sent: number; skipped: number }> {
  const deps = await getTicketingDeps()
  const offsets = [...holder.eventClockOffsetsMs.values()]
  const span = { earliest: new Date(Date.now() + Math.min(0, ...offsets)), latest: new Date(Date.now() + Math.max(0, ...offsets)) }
  return sendOrderReminders({ ...deps, eventNow: (eventId) => eventClock(eventId).now() }, span)
}

/**
 * One approval sweep now (the wait-list loop's, and the test servers' POST /api/v3/admin/approvals/sweep/):
 * lapsed registrations expire and their authorisations are released, each judged at its event's clock.
 */
export async function runApprovalSweep(): Promise<{ expired: number }> {
  const deps = await getTicketingDeps()
  const latestNow = new Date(Date.now() + Math.max(0, ...holder.eventClockOffsetsMs.values()))
  return expireLapsedApprovals({ ...deps, eventNow: (eventId) => eventClock(eventId).now() }, latestNow)
}

/**
 * Starts, once per process at start-up (scripts/serve.ts), the reminder sweep: every instance runs it, and
 * each reminder's claim makes it go out once (send-order-reminders.ts). Test servers sweep only when a
 * journey asks, so that it sees the mail of the moment it chose.
 */
export function startReminderSweep(): void {
  if (holder.reminderSweep || holder.sweepStopped || env().ticketing.testClock) return
  holder.reminderSweep = startBackgroundLoop(
    runReminderSweep,
    // How often each instance looks for reminders that came due (decision 061): within a minute by default.
    env().ticketing.reminderSweepSeconds * 1000,
    (error) => console.error('Reminder sweep failed:', error),
  )
}

/** For shutdown: no more sweeps, and a sweep under way finishes before the pool closes. */
export async function stopWaitlistSweep(): Promise<void> {
  holder.sweepStopped = true
  const loops = [holder.sweep, holder.payoutSweep, holder.reminderSweep]
  holder.sweep = undefined
  holder.payoutSweep = undefined
  holder.reminderSweep = undefined
  await Promise.all(loops.map((loop) => loop?.stop() ?? Promise.resolve()))
}

/**
 * A sell-out changes what cards, event pages and JSON-LD say about an event (issue 19 §10: "a sell-out
 * shows at once everywhere"). The event page and the ticket-class API read availability fresh; the caches
 * that hold event JSON with availability (home feeds and pages, autocomplete answers) drop the event here
 * and, through PostgreSQL NOTIFY, on every other instance. After the commit, never blocking the answer.
 */
export function invalidateEventCaches(eventId: number): void {
  invalidateCaches({ kind: 'ticket-class', eventIds: [eventId] }).catch((error: unknown) =>
    console.error('Cache invalidation after a sell-out failed:', error),
  )
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (decision 029), else null and the built-in test provider takes
 * payments. Its webhooks reach /api/v3/payments/callback/ with a `Stripe-Signature`.
 */
export function getStripePayments(): StripePayments | null {
  const config = env()
  if (!config.stripe) return null
  holder.stripe ??= createStripePayments({ ...config.stripe, returnUrl: `${config.siteUrl}/orders/` })
  return holder.stripe
}

/**
 * Stripe Connect for payouts when STRIPE_SECRET_KEY is set (decision 046), else null: organizers then set
 * a test bank account. Its webhooks reach /api/v3/payments/callback/ beside the payment ones.
 */
export function getStripeConnect(): StripeConnect | null {
  const config = env()
  if (!config.stripe) return null
  const { secretKey, apiBase, webhookSecret, connectWebhookSecret } = config.stripe
  holder.stripeConnect ??= createStripeConnect({ secretKey, apiBase, webhookSecrets: connectWebhookSecret ? [connectWebhookSecret, webhookSecret] : [webhookSecret] })
  return holder.stripeConnect
}

/** The test provider, whose callbacks are delivered to our own handler, as a webhook would be. */
export function getTestPaymentProvider(callbackSecret: string): TestPaymentProvider {
  holder.provider ??= createTestPaymentProvider({
    secret: callbackSecret,
    now: systemClock.now,
    // The extra step is a page the buyer opens (issue 38 point 1), never the POST-only API behind its buttons.
    actionUrl: '/checkout/confirm-payment/{reference}/',
    enabled: env().allowTestPayments,
    deliver: async (body, signature) => {
      await handlePaymentCallback(await getTicketingDeps(), { body, signature })
    },
  })
  return holder.provider
}

/** Who asks about an order: the signed-in viewer (with their email) and the `token` of a signed link. */
export async function getOrderActor(request: Request): Promise<OrderActor> {
  const viewer = await getRequestViewer(request)
  const token = new URL(request.url).searchParams.get('token')
  const email = viewer ? await findVerifiedUserEmail((await getDeps()).db, viewer.id) : null
  return { userId: viewer?.id ?? null, email, isStaff: viewer?.isStaff ?? false, token: token && token.length <= 100 ? token : null }
}
