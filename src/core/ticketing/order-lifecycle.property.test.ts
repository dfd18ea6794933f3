// Invariants of the order lifecycle under random operations (issue 36 §6): fast-check drives sequences of
// holds, payments (on time, late, declined, with an extra 3-D Secure step), callbacks delivered once or
// again, cancellations, partial and full refunds by the buyer and the organizer, wait-list entries and
// offers, check-ins and event cancellations against a real database, and after every step checks what a
// buyer, an organizer and the door rely on:
// - sold + held ≤ capacity for every class, and the class's sold counter is its valid tickets;
// - no order returns more than was paid, and what it returned is what its trail says;
// - a ticket checks in only while its order is paid or partly refunded, and once;
// - each order's trail rebuilds its status;
// - no confirmation email twice, no second charge kept, no more refunded to a card than it was charged;
// - the ledger reconciles (issue 37): every transaction balances, every order's entries match its money,
//   its tax line the tax it was priced with; each run's organizer charges no tax, VAT included or sales
//   tax added (decision 043), so refunds split tax in proportion too.
// - an order's total is its ticket money after discounts, its fees and any tax added.
// On the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set (as in .ci/run).
// LIFECYCLE_SEED replays a run; LIFECYCLE_RUNS sets how many sequences (`npm run test:deep` runs more).
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cancelEvent } from '@/core/creators/cancel-event'
import { checkInTicket } from '@/core/creators/check-in-ticket'
import { refundOrderByOrganizer } from '@/core/creators/refund-order-by-organizer'
import { isAppError } from '@/core/shared/app-error'
import { findLedgerProblems } from '@/core/ledger/ledger-repository'
import type { DbHandle } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { replayLine, testSeed } from '../../../scripts/lib/test-seed'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { createTestTicketing, guestWithLink, type TestTicketing, refundThroughEmail } from '../../../tests/helpers/ticketing-deps'
import { cancelOrder } from './cancel-order'
import { completeOrder } from './complete-order'
import { computeOrderAccessToken } from './order-access'
import { handlePaymentCallback } from './handle-payment-callback'
import { joinConfirmedWaitlist } from '../../../tests/helpers/waitlist'
import { rebuildOrderStatus } from './order-state'
import { signPaymentCallback } from './payment-callback'
import { reserveTickets } from './reserve-tickets'
import { sweepWaitlistOffers } from './sweep-waitlist-offers'

const SEED = testSeed('LIFECYCLE_SEED')
const RUNS = Number(process.env.LIFECYCLE_RUNS ?? 25)

// The database the steps run on: the embedded one, then PostgreSQL when there is one.
let handle: DbHandle

type Step =
  | { kind: 'hold'; cls: number; quantity: number }
  | { kind: 'pay'; pick: number; card: 'tok_visa' | 'tok_chargeDeclined' | 'tok_threeDSecureRequired' }
  | { kind: 'confirm3ds'; pick: number }
  | { kind: 'deliver'; again: boolean }
  | { kind: 'advance'; minutes: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund'; pick: number; ticket: number | null; by: 'buyer' | 'organizer' }
  | { kind: 'waitlist'; cls: number; quantity: number }
  | { kind: 'sweep' }
  | { kind: 'checkIn'; pick: number }
  | { kind: 'cancelEvent' }

const pick = fc.nat({ max: 50 })
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('hold' as const), cls: fc.nat({ max: 1 }), quantity: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick, card: fc.constantFrom('tok_visa' as const, 'tok_chargeDeclined' as const, 'tok_threeDSecureRequired' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm3ds' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), again: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, ticket: fc.option(fc.nat({ max: 5 })), by: fc.constantFrom('buyer' as const, 'organizer' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('waitlist' as const), cls: fc.nat({ max: 1 }), quantity: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('checkIn' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelEvent' as const) }) },
)

type World = {
  t: TestTicketing
  eventId: number
  classIds: number[]
  manager: { userId: number; isStaff: boolean }
  orders: { id: number; token: string }[]
  /** References of charges waiting for their extra step. */
  actions: string[]
  delivered: number
}

type Tax = { mode: 'none' | 'included' | 'added'; rateMilli: number }
const taxSetting: fc.Arbitrary<Tax> = fc.record({ mode: fc.constantFrom('none' as const, 'included' as const, 'added' as const), rateMilli: fc.integer({ min: 1, max: 27_000 }) })

async function newWorld(tax: Tax): Promise<World> {
  const t = createTestTicketing(handle.db, new Date('2027-03-01T09:00:00Z'))
  const owner = await insertUser(handle.db)
  const organizer = await insertOrganizer(handle.db, { ownerUserId: owner.id, taxMode: tax.mode, taxRateMilli: tax.mode === 'none' ? 0 : tax.rateMilli })
  // Far enough ahead that a buyer's refund under the 30-day policy is always granted.
  const event = await insertEvent(handle.db, { organizerId: organizer.id, status: 'live', refundPolicy: '30_days', startAt: new Date('2027-06-01T19:00:00Z'), endAt: new Date('2027-06-01T22:00:00Z') })
  const small = await insertTicketClass(handle.db, { eventId: event.id, capacity: 3, priceMinor: 2500, kind: 'paid', maxPerOrder: 3, name: 'Small' })
  const large = await insertTicketClass(handle.db, { eventId: event.id, capacity: 5, priceMinor: 4000, kind: 'paid', maxPerOrder: 3, name: 'Large' })
  return { t, eventId: event.id, classIds: [small.id, large.id], manager: { userId: owner.id, isStaff: false }, orders: [], actions: [], delivered: 0 }
}

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length])

async function ticketsOf(orderId: number): Promise<{ id: number; code: string }[]> {
  return queryRows<{ id: number; code: string }>(handle.db, sql`select id, code from tickets where order_id = ${orderId} order by id`)
}

/** Delivers the provider's callbacks not yet delivered (and, `again`, every one before them a second time). */
async function deliver(w: World, again: boolean): Promise<void> {
  // The provider calls back a moment after the charge or the extra step.
  await new Promise((resolve) => setTimeout(resolve, 15))
  const from = again ? 0 : w.delivered
  for (const callback of w.t.callbacks.slice(from)) {
    // A provider signs each delivery as it sends it (a retry included).
    await handlePaymentCallback(w.t.deps, { body: callback.body, signature: signPaymentCallback(w.t.deps.callbackSecret, callback.body, w.t.deps.clock.now()) })
  }
  w.delivered = w.t.callbacks.length
}

async function apply(w: World, s: Step): Promise<void> {
  const { deps } = w.t
  const order = 'pick' in s ? at(w.orders, s.pick) : undefined
  switch (s.kind) {
    case 'hold': {
      const { order: held } = await reserveTickets(deps, { eventId: w.eventId, lines: [{ ticketClassId: w.classIds[s.cls]!, quantity: s.quantity }], userId: null, idempotency: null })
      w.orders.push({ id: Number(held.id), token: held.access_token })
      return
    }
    case 'pay': {
      if (!order) return
      const result = await completeOrder(deps, { orderId: order.id, actor: guestWithLink(order.token), buyer: { name: 'Random Buyer', email: `buyer-${order.id}@example.com` }, payment: { token: s.card } })
      const reference = /pi_test_[0-9a-f]+/.exec(result.next_action?.url ?? '')?.[0]
      if (reference) w.actions.push(reference)
      return
    }
    case 'confirm3ds': {
      const reference = at(w.actions, s.pick)
      if (reference) await w.t.provider.confirmAction(reference)
      return
    }
    case 'deliver':
      return deliver(w, s.again)
    case 'advance':
      w.t.advance(s.minutes * 60_000)
      return
    case 'cancel':
      if (order) await cancelOrder(deps, { orderId: order.id, actor: guestWithLink(order.token) })
      return
    case 'refund': {
      if (!order) return
      const ticket = s.ticket === null ? undefined : at(await ticketsOf(order.id), s.ticket)
      const ticketIds = ticket ? [ticket.id] : undefined
      if (s.by === 'buyer') await refundThroughEmail(deps, { orderId: order.id, actor: guestWithLink(order.token), ...(ticketIds ? { ticketIds } : {}) })
      else await refundOrderByOrganizer(deps, { eventId: w.eventId, orderId: order.id, manager: w.manager, ...(ticketIds ? { ticketIds } : {}) })
      return
    }
    case 'waitlist':
      await joinConfirmedWaitlist(deps, { ticketClassId: w.classIds[s.cls]!, email: `fan-${w.orders.length}@example.com`, quantity: s.quantity })
      return
    case 'sweep': {
      await sweepWaitlistOffers(deps)
      // The offers are held orders the fans complete through their emailed link: they join the orders.
      const offered = await queryRows<{ id: number }>(handle.db, sql`select id from orders where event_id = ${w.eventId} and waitlist_entry_id is not null`)
      for (const { id } of offered) if (!w.orders.some((o) => o.id === Number(id))) w.orders.push({ id: Number(id), token: computeOrderAccessToken(deps.secret, { id: Number(id), linkVersion: 0 }) })
      return
    }
    case 'checkIn': {
      const all = await queryRows<{ code: string }>(handle.db, sql`select t.code from tickets t join orders o on o.id = t.order_id where o.event_id = ${w.eventId} order by t.id`)
      const ticket = at(all, s.pick)
      if (ticket) await checkInTicket(deps, { eventId: w.eventId, manager: w.manager, code: ticket.code })
      return
    }
    case 'cancelEvent':
      await cancelEvent({ ...deps, invalidateCaches: async () => {} }, { eventId: w.eventId, manager: w.manager })
      return
  }
}

/** Every invariant, read from the database as it stands after a step. */
async function checkInvariants(w: World): Promise<void> {
  const now = w.t.deps.clock.now()
  const classes = await queryRows<{ id: number; capacity: number; sold: number; valid: number; held: number }>(
    handle.db,
    sql`select c.id, c.capacity, c.sold,
          (select count(*) from tickets k where k.ticket_class_id = c.id and k.status = 'valid')::int as valid,
          (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
            where l.ticket_class_id = c.id and o.status = 'reserved' and o.expires_at > ${now}::timestamptz)::int as held
        from ticket_classes c where c.id = any(${sql.param(w.classIds)}::int[])`,
  )
  for (const c of classes) {
    expect(c.valid + c.held, `class ${c.id}: sold + held ≤ capacity`).toBeLessThanOrEqual(c.capacity)
    expect(c.sold, `class ${c.id}: the sold counter is its valid tickets`).toBe(c.valid)
  }
  const orders = await queryRows<{ id: number; status: string; total_minor: number; refunded_minor: number; subtotal_minor: number; discount_minor: number; fees_minor: number; tax_minor: number; tax_mode: string }>(
    handle.db,
    sql`select id, status, total_minor, refunded_minor, subtotal_minor, discount_minor, fees_minor, tax_minor, tax_mode from orders where event_id = ${w.eventId} order by id`,
  )
  const trail = await queryRows<{ id: number; order_id: number; ticket_id: number | null; type: string; from_status: string | null; to_status: string; amount_minor: number | null }>(
    handle.db,
    sql`select e.id, e.order_id, e.ticket_id, e.type, e.from_status, e.to_status, e.amount_minor from order_events e join orders o on o.id = e.order_id where o.event_id = ${w.eventId} order by e.id`,
  )
  for (const o of orders) {
    const own = trail.filter((e) => Number(e.order_id) === Number(o.id))
    expect(rebuildOrderStatus(own.map((e) => ({ from: e.from_status as never, to: e.to_status as never, ticketId: e.ticket_id }))), `order ${o.id}: its trail rebuilds its status`).toBe(o.status)
    expect(o.refunded_minor, `order ${o.id}: refunds ≤ what was paid`).toBeLessThanOrEqual(o.total_minor)
    const added = o.tax_mode === 'added' ? o.tax_minor : 0
    expect(o.total_minor, `order ${o.id}: its total adds up, tax included`).toBe(o.subtotal_minor - o.discount_minor + o.fees_minor + added)
    const refundedByTrail = own.filter((e) => e.ticket_id === null && (e.to_status === 'refunded' || e.to_status === 'partially_refunded') && e.from_status !== 'reserved').reduce((n, e) => n + Number(e.amount_minor ?? 0), 0)
    expect(refundedByTrail, `order ${o.id}: the trail's refunds are what the order says it returned`).toBe(o.refunded_minor)
    // Each admission happened while the order was paid or partly refunded.
    for (const admission of own.filter((e) => e.type === 'ticket.checked_in')) {
      const before = own.filter((e) => Number(e.id) < Number(admission.id))
      const status = rebuildOrderStatus(before.map((e) => ({ from: e.from_status as never, to: e.to_status as never, ticketId: e.ticket_id })))
      expect(['paid', 'partially_refunded'], `order ${o.id}: checked in while ${status}`).toContain(status)
    }
  }
  const admissions = trail.filter((e) => e.type === 'ticket.checked_in').map((e) => Number(e.ticket_id))
  expect(new Set(admissions).size, 'a ticket checks in once').toBe(admissions.length)
  const twice = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from (select correlation_id from outbox_emails where kind = 'order-confirmation' and correlation_id in (select 'order:' || id from orders where event_id = ${w.eventId}) group by correlation_id having count(*) > 1) x`,
  )
  expect(Number(twice[0]?.n), 'no confirmation email twice').toBe(0)
  const charged = await queryRows<{ order_id: number; n: number }>(handle.db, sql`select p.order_id, count(*)::int as n from payments p join orders o on o.id = p.order_id where o.event_id = ${w.eventId} and p.status = 'succeeded' group by p.order_id having count(*) > 1`)
  expect(charged, 'no order keeps two charges').toEqual([])
  const payments = await queryRows<{ reference: string; amount: number }>(handle.db, sql`select p.provider_reference as reference, p.amount_minor as amount from payments p join orders o on o.id = p.order_id where o.event_id = ${w.eventId}`)
  for (const p of payments) {
    const back = w.t.refunds.filter((r) => r.reference === p.reference).reduce((n, r) => n + r.amountMinor, 0)
    expect(back, `card ${p.reference}: refunded ≤ charged`).toBeLessThanOrEqual(Number(p.amount))
  }
  // The ledger's reconciliation (issue 37, npm run ledger:check): balanced transactions, and each order's
  // clearing entries equal to what its buyer paid less what they got back.
  expect(await findLedgerProblems(handle.db), 'the ledger reconciles').toEqual([])
}

async function runRandomSequences(): Promise<void> {
  try {
    await fc.assert(
      fc.asyncProperty(taxSetting, fc.array(step, { minLength: 5, maxLength: 25 }), async (tax, steps) => {
        const w = await newWorld(tax)
        for (const s of steps) {
          try {
            await apply(w, s)
          } catch (error) {
            // A refusal the user would see (sold out, hold expired, card declined, not refundable, …) is
            // part of the game; anything else is a defect.
            if (!isAppError(error)) throw error
          }
          await checkInvariants(w)
        }
      }),
      { seed: SEED, numRuns: RUNS },
    )
  } catch (error) {
    console.error(replayLine({ LIFECYCLE_SEED: SEED }, 'npx vitest run src/core/ticketing/order-lifecycle.property.test.ts'))
    throw error
  }
}

const NAME = `Random holds, payments, refunds, cancellations, wait-list offers and check-ins keep every invariant (LIFECYCLE_SEED=${SEED})`

describe('On the embedded database', () => {
  beforeAll(async () => {
    handle = await createTestDb()
  })
  afterAll(() => handle.close())
  test(NAME, { timeout: 600_000 }, runRandomSequences)
})

describe.skipIf(!TEST_DATABASE_URL)('On PostgreSQL', () => {
  beforeAll(async () => {
    handle = await createPgTestDb()
  })
  afterAll(() => handle.close())
  test(NAME, { timeout: 600_000 }, runRandomSequences)
})
