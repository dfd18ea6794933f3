// Approval (issue 40, decision 064) on PGlite: a paid registration's card is only authorised; approving
// captures it, issues the tickets, records the payment in the ledger and sends the confirmation; declining
// frees the seats, releases the authorisation and emails the organizer's message; a free registration is
// approved without payment; a decided order cannot be decided again; an undecided one lapses after the
// time limit; the dashboard counts the decisions; only the event's managers decide.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import type { CoreDeps } from '@/core/shared/core-deps'
import { expireLapsedApprovals } from '@/core/ticketing/expire-lapsed-approvals'
import { completeOrder } from '@/core/ticketing/complete-order'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { DbHandle } from '@/db/create-db'
import { orders, payments, ticketClasses, tickets } from '@/db/schema'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { insertCreator } from '../../../tests/factories/insert-creator'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { buildEventDraftInput } from '../../../tests/factories/build-event-draft-input'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing, type TestTicketing } from '../../../tests/helpers/ticketing-deps'
import { addTicketClass } from './add-ticket-class'
import { approveOrder } from './approve-order'
import { createEventDraft } from './create-event-draft'
import { decideOrders } from './decide-orders'
import { declineOrder } from './decline-order'
import { getEventDashboard } from './get-event-dashboard'
import { publishEvent } from './publish-event'

let handle: DbHandle
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches'>
let creator: User
let stranger: User
const nextYear = new Date().getUTCFullYear() + 1

beforeAll(async () => {
  handle = await createTestDb()
  const registry = createCacheRegistry(handle.db)
  deps = { db: handle.db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: createCacheInvalidation(handle, registry).invalidate }
  creator = await insertCreator(handle.db, { fullName: 'Rosa Approver' })
  stranger = await insertUser(handle.db)
})

afterAll(async () => {
  await handle?.close()
})

const owner = () => ({ userId: creator.id, isStaff: false })

async function approvalMeetup(name: string, priceMinor: number): Promise<{ eventId: number; classId: number }> {
  const { eventId } = await createEventDraft(
    deps,
    buildEventDraftInput(creator.id, {
      name,
      start: { local: `${nextYear}-09-14T19:00:00`, timezone: 'America/Chicago' },
      end: { local: `${nextYear}-09-14T21:00:00`, timezone: 'America/Chicago' },
      venue: { name: 'Loft', address1: '5 Dock St', city: 'Chicago', country: 'US', latitude: 41.88, longitude: -87.63 },
      requiresApproval: true,
    }),
  )
  const cls = await addTicketClass(deps, { eventId, manager: owner(), name: 'Seat', free: priceMinor === 0, currency: 'USD', priceMinor, capacity: 3, minPerOrder: 1, maxPerOrder: 3, salesStart: null, salesEnd: null })
  await publishEvent(deps, { eventId, manager: owner() })
  return { eventId, classId: Number(cls.id) }
}

async function register(t: TestTicketing, eventId: number, classId: number, quantity: number, email: string): Promise<number> {
  const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: classId, quantity }], userId: null, idempotency: null })
  const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Ada Buyer', email }, payment: { token: 'tok_visa' } })
  expect(done.order.status).toBe('pending_approval')
  return Number(order.id)
}

const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!
const soldOf = async (classId: number) => (await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, classId)))[0]!.sold
const paymentOf = async (orderId: number) => (await handle.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!
const ticketsOf = (orderId: number) => handle.db.select().from(tickets).where(eq(tickets.orderId, orderId))

test('A paid registration only authorises the card; approving captures it and issues the tickets, declining releases it', async () => {
  const t = createTestTicketing(handle.db)
  const { eventId, classId } = await approvalMeetup('Approval Meetup One', 2000)
  const approved = await register(t, eventId, classId, 1, 'ada.approved@example.com')
  const declined = await register(t, eventId, classId, 2, 'bob.declined@example.com')
  // Seats are kept while the organizer decides; nothing issued, nothing in the ledger, the card authorised.
  expect(await soldOf(classId)).toBe(3)
  expect(await ticketsOf(approved)).toHaveLength(0)
  expect(t.provider.inspect((await paymentOf(approved)).providerReference)?.status).toBe('authorized')
  expect(await findOutboxEmails(handle.db, { to: 'ada.approved@example.com', kind: 'order-approval-received' })).toHaveLength(1)
  expect((await getEventDashboard(deps, { eventId, manager: owner() })).ticketSalesMinor).toBe(0)

  const result = await approveOrder(t.deps, { eventId, orderId: approved, manager: owner(), message: 'Welcome!' })
  expect(result.order).toMatchObject({ status: 'paid', approval: { status: 'approved', card: 'captured', message: 'Welcome!' } })
  expect(t.provider.inspect((await paymentOf(approved)).providerReference)?.status).toBe('captured')
  expect(await ticketsOf(approved)).toHaveLength(1)
  expect(await findOutboxEmails(handle.db, { to: 'ada.approved@example.com', kind: 'order-confirmation' })).toHaveLength(1)
  expect((await getEventDashboard(deps, { eventId, manager: owner() })).ticketSalesMinor).toBe(2000)

  const no = await declineOrder(t.deps, { eventId, orderId: declined, manager: owner(), message: 'Sorry, <b>full</b>.' })
  expect(no.order).toMatchObject({ status: 'cancelled', approval: { status: 'declined', card: 'released', message: 'Sorry, bfull/b.' } })
  expect(t.provider.inspect((await paymentOf(declined)).providerReference)?.status).toBe('released')
  expect(await soldOf(classId)).toBe(1)
  const [email] = await findOutboxEmails(handle.db, { to: 'bob.declined@example.com', kind: 'order-declined' })
  expect(email?.text).toContain('Sorry, bfull/b.')

  // Decided once: a second decision is refused, the order unchanged.
  expect(await appErrorCodeOf(declineOrder(t.deps, { eventId, orderId: approved, manager: owner() }))).toBe('CONFLICT')
  expect(await appErrorCodeOf(approveOrder(t.deps, { eventId, orderId: declined, manager: owner() }))).toBe('CONFLICT')
  expect((await orderRow(declined)).status).toBe('cancelled')
  expect((await getEventDashboard(deps, { eventId, manager: owner() })).approvals).toEqual({ awaiting: 0, approved: 1, declined: 1 })
})

test('A free registration is approved without any payment; bulk decisions report what they could not decide', async () => {
  const t = createTestTicketing(handle.db)
  const { eventId, classId } = await approvalMeetup('Approval Meetup Free', 0)
  const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: classId, quantity: 1 }], userId: null, idempotency: null })
  const done = await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Cleo', email: 'cleo.free@example.com' } })
  expect(done.order).toMatchObject({ status: 'pending_approval', approval: { status: 'pending', card: null } })
  const bulk = await decideOrders(t.deps, { eventId, orderIds: [Number(order.id), 999_999], decision: 'approve', manager: owner() })
  expect(bulk.orders.map((o) => o.status)).toEqual(['paid'])
  expect(bulk.errors).toEqual([{ order_id: '999999', error: 'NOT_FOUND', error_description: 'There is no such order.' }])
  expect(await ticketsOf(Number(order.id))).toHaveLength(1)
  expect(t.charges).toHaveLength(0)
})

test('Nobody decides within six days: the registration lapses, its seats return and the authorisation is released', async () => {
  const t = createTestTicketing(handle.db)
  const { eventId, classId } = await approvalMeetup('Approval Meetup Lapse', 1500)
  const orderId = await register(t, eventId, classId, 2, 'dan.lapsed@example.com')
  expect(await expireLapsedApprovals(t.deps)).toEqual({ expired: 0 })
  t.advance(6 * 24 * 60 * 60 * 1000 + 1000)
  expect(await expireLapsedApprovals(t.deps)).toEqual({ expired: 1 })
  expect((await orderRow(orderId)).status).toBe('expired')
  expect(await soldOf(classId)).toBe(0)
  expect(t.provider.inspect((await paymentOf(orderId)).providerReference)?.status).toBe('released')
  expect(await findOutboxEmails(handle.db, { to: 'dan.lapsed@example.com', kind: 'order-approval-lapsed' })).toHaveLength(1)
  expect(await appErrorCodeOf(approveOrder(t.deps, { eventId, orderId, manager: owner() }))).toBe('CONFLICT')
})

test('Only the event’s managers decide: a stranger is told there is no such order', async () => {
  const t = createTestTicketing(handle.db)
  const { eventId, classId } = await approvalMeetup('Approval Meetup Strangers', 1000)
  const orderId = await register(t, eventId, classId, 1, 'eve.stranger@example.com')
  expect(await appErrorCodeOf(approveOrder(t.deps, { eventId, orderId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
  expect(await appErrorCodeOf(declineOrder(t.deps, { eventId, orderId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
  expect((await orderRow(orderId)).status).toBe('pending_approval')
})
