// The creator's event life on PGlite (issue 20): a draft made with its organizer profile, hidden until
// published, refused publication while parts are missing, found by search the moment it goes live, and
// managed (check-in, attendee CSV) by its owner only.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertPlaces } from '@/core/places/places-repository'
import { searchEvents } from '@/core/search/search-events'
import { isAppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { getEventPage } from '@/core/events/get-event-page'
import { completeOrder } from '@/core/ticketing/complete-order'
import { getTicketQr } from '@/core/ticketing/get-ticket-qr'
import { joinWaitlist } from '@/core/ticketing/join-waitlist'
import { findOrderEventsByOrderId } from '@/core/ticketing/order-lifecycle-repository'
import { listTicketClasses } from '@/core/ticketing/list-ticket-classes'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { DbHandle } from '@/db/create-db'
import { events, orders, organizers, payments, ticketClasses, tickets } from '@/db/schema'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { buildPlace } from '../../../tests/factories/build-place'
import { buildSearchInput } from '../../../tests/factories/build-search-input'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { insertCreator } from '../../../tests/factories/insert-creator'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing, guestWithLink } from '../../../tests/helpers/ticketing-deps'
import { readMetricValue } from '../../../tests/helpers/metric-value'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { addTicketClass } from './add-ticket-class'
import { cancelEvent } from './cancel-event'
import { checkInTicket } from './check-in-ticket'
import { createSchedule } from './create-schedule'
import { createEventDraft, type CreateEventDraftInput } from './create-event-draft'
import { deleteEventDraft } from './delete-event-draft'
import { exportAttendeesCsv } from './export-attendees-csv'
import { getEventOrder } from './get-event-order'
import { getEventDashboard } from './get-event-dashboard'
import { getManagedEvent } from './get-managed-event'
import { listEventAttendees } from './list-event-attendees'
import { listMyEvents } from './list-my-events'
import { publishEvent } from './publish-event'
import { refundOrderByOrganizer } from './refund-order-by-organizer'
import { unpublishEvent } from './unpublish-event'

const NY = '5128581'
let handle: DbHandle
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches'>
let creator: User
let stranger: User
let staff: User

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  await insertPlaces(db, [
    buildPlace({ id: NY, name: 'New York', slug: 'ny--new-york', latitude: 40.71, longitude: -74.0, timeZone: 'America/New_York', viewportSwLat: 40.4, viewportSwLng: -74.3, viewportNeLat: 41.0, viewportNeLng: -73.6 }),
  ])
  const registry = createCacheRegistry(db)
  const invalidation = createCacheInvalidation(handle, registry)
  deps = { db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: invalidation.invalidate }
  creator = await insertCreator(db, { fullName: 'Rosa Creator' })
  stranger = await insertUser(db)
  staff = await insertUser(db, { isStaff: true })
})

afterAll(async () => {
  await handle?.close()
})

const owner = () => ({ userId: creator.id, isStaff: false })
const nextYear = new Date().getUTCFullYear() + 1

function draftInput(overrides: Partial<CreateEventDraftInput> = {}): CreateEventDraftInput {
  return {
    creatorUserId: creator.id,
    name: 'Lantern Quilting Circle',
    summary: 'Quilting by lantern light on the pier.',
    descriptionHtml: '<p>Bring a needle.</p>',
    categoryId: 113,
    formatId: 9,
    start: { local: `${nextYear}-06-20T19:00:00`, timezone: 'America/New_York' },
    end: { local: `${nextYear}-06-20T21:30:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Pier 17', address1: '89 South St', city: 'New York', country: 'US', latitude: 40.7056, longitude: -74.0014 },
    tags: ['quilting'],
    refundPolicy: '7_days',
    ...overrides,
  }
}

const codeOf = appErrorCodeOf

const searchNames = async (text: string) =>
  (
    await searchEvents(deps, buildSearchInput({ text, location: { kind: 'place', placeId: NY }, pageSize: 10, sort: 'date', origin: 'http://localhost' }))
  ).events.results.map((e) => e.name)

describe('Drafts and publishing', () => {
  test('The first event creates the creator’s organizer profile, the second reuses it, and times are read in the venue’s zone', async () => {
    const first = await createEventDraft(deps, draftInput())
    const second = await createEventDraft(deps, draftInput({ name: 'Second Circle' }))
    const owned = await handle.db.select().from(organizers).where(eq(organizers.ownerUserId, creator.id))
    expect(owned).toHaveLength(1)
    expect(owned[0]!.name).toBe('Rosa Creator')
    const json = await getManagedEvent(deps, { eventId: first.eventId, manager: owner(), origin: 'http://localhost' })
    expect(json.status).toBe('draft')
    // 19:00 in New York in June is 23:00 UTC (EDT, UTC−4).
    expect(json.start.utc).toBe(`${nextYear}-06-20T23:00:00.000Z`)
    expect(json.primary_organizer_id).toBe(String(owned[0]!.id))
    await deleteEventDraft(deps, { eventId: second.eventId, manager: owner() })
  })

  test('A draft stays out of search; publishing without tickets names the missing part; with one it is found by the next search', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Marigold Kite Festival' }))
    expect(await searchNames('marigold kite')).toEqual([])
    let problems: Record<string, string[]> | undefined
    try {
      await publishEvent(deps, { eventId, manager: owner() })
    } catch (error) {
      problems = isAppError(error) ? error.argumentErrors : undefined
    }
    expect(Object.keys(problems ?? {})).toEqual(['ticket_classes'])
    const add = (over: { free?: boolean; priceMinor?: number; userId?: number }) =>
      addTicketClass(deps, { eventId, manager: { userId: over.userId ?? creator.id, isStaff: false }, name: 'General', free: over.free ?? false, currency: 'USD', priceMinor: over.priceMinor ?? 2000, capacity: 50, minPerOrder: 1, maxPerOrder: 10, salesStart: null, salesEnd: null })
    expect(await codeOf(add({ priceMinor: 0 }))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(add({ free: true, priceMinor: 500 }))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(add({ userId: stranger.id }))).toBe('NOT_FOUND')
    const created = await add({})
    expect(created).toMatchObject({ name: 'General', free: false, cost: { value: 2000, currency: 'USD' }, quantity_total: 50, quantity_remaining: 50 })
    await publishEvent(deps, { eventId, manager: owner() })
    expect(await searchNames('marigold kite')).toEqual(['Marigold Kite Festival'])
    const [row] = await handle.db.select().from(events).where(eq(events.id, eventId))
    expect(row).toMatchObject({ isFree: false, minPriceMinor: 2000, maxPriceMinor: 2000 })
    // The dashboard offers Unpublish by the rule the server then applies.
    expect((await getEventDashboard(deps, { eventId, manager: owner() })).unpublish).toBe('allowed')
    await unpublishEvent(deps, { eventId, manager: owner() })
    expect(await searchNames('marigold kite')).toEqual([])
  })

  test('Bad taxonomy, a zone mismatch and an end before the start are refused with nothing written', async () => {
    const before = (await handle.db.select({ id: events.id }).from(events)).length
    expect(await codeOf(createEventDraft(deps, draftInput({ categoryId: 9999 })))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(createEventDraft(deps, draftInput({ end: { local: `${nextYear}-06-20T21:00:00`, timezone: 'Europe/Paris' } })))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(createEventDraft(deps, draftInput({ end: { local: `${nextYear}-06-20T18:00:00`, timezone: 'America/New_York' } })))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(createEventDraft(deps, draftInput({ start: { local: `${nextYear}-06-20T19:00:00`, timezone: 'Mars/Olympus' } })))).toBe('INVALID_ARGUMENT')
    expect((await handle.db.select({ id: events.id }).from(events)).length).toBe(before)
  })

  test('Another user is told the event does not exist; staff may read it but not publish or delete it', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Private Draft' }))
    const origin = 'http://localhost'
    expect(await codeOf(getManagedEvent(deps, { eventId, manager: { userId: stranger.id, isStaff: false }, origin }))).toBe('NOT_FOUND')
    expect(await codeOf(publishEvent(deps, { eventId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
    expect(await codeOf(deleteEventDraft(deps, { eventId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
    expect(await codeOf(getManagedEvent(deps, { eventId, manager: { userId: staff.id, isStaff: true }, origin }))).toBe('ok')
    expect(await codeOf(publishEvent(deps, { eventId, manager: { userId: staff.id, isStaff: true } }))).toBe('NOT_FOUND')
    expect(await codeOf(deleteEventDraft(deps, { eventId, manager: { userId: staff.id, isStaff: true } }))).toBe('NOT_FOUND')
  })
})

describe('Selling, check-in and the attendee list', () => {
  let eventId: number
  let ticketCode: string

  beforeAll(async () => {
    ;({ eventId } = await createEventDraft(deps, draftInput({ name: 'Door Test Night' })))
    const cls = await insertTicketClass(handle.db, { eventId, capacity: 10, priceMinor: 1500, name: 'General' })
    await publishEvent(deps, { eventId, manager: owner() })
    const t = createTestTicketing(handle.db)
    const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
    await completeOrder(t.deps, {
      orderId: Number(order.id),
      actor: { userId: null, email: null, isStaff: false, token: order.access_token },
      buyer: { name: '=HYPERLINK("http://evil.example","Click")', email: 'buyer@example.com' },
      payment: { token: 'tok_visa' },
    })
    const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.ticketClassId, cls.id))
    ticketCode = ticket!.code
  })

  test('A ticket checks in once; the second scan says when the first was', async () => {
    const first = await checkInTicket(deps, { eventId, manager: owner(), code: ticketCode })
    let second: unknown
    try {
      await checkInTicket(deps, { eventId, manager: owner(), code: ticketCode })
    } catch (error) {
      second = error
    }
    expect(second).toMatchObject({ code: 'ALREADY_CHECKED_IN', checkedInAt: first.checkedInAt })
    // The admission is in the order's trail once, with who scanned it.
    const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.code, ticketCode))
    const admitted = (await findOrderEventsByOrderId(handle.db, ticket!.orderId)).filter((e) => e.type === 'ticket.checked_in')
    expect(admitted.map((e) => [e.ticketId, e.actorKind, e.actorUserId, e.createdAt.getTime()])).toEqual([[ticket!.id, 'organizer', creator.id, first.checkedInAt.getTime()]])
  })

  test('The attendee list finds a ticket by code, order number or part of the name, and counts who is in', async () => {
    const byCode = await listEventAttendees(deps, { eventId, manager: owner(), q: ticketCode })
    expect(byCode).toMatchObject({ checked_in: 1, total: 1, attendees: [{ ticket_code: ticketCode, ticket_class_name: 'General' }] })
    const orderId = byCode.attendees[0]!.order_id
    expect((await listEventAttendees(deps, { eventId, manager: owner(), q: `#${orderId}` })).attendees).toHaveLength(1)
    expect((await listEventAttendees(deps, { eventId, manager: owner(), q: 'hyperlink' })).attendees).toHaveLength(1)
    expect((await listEventAttendees(deps, { eventId, manager: owner(), q: 'nobody-like-this' })).attendees).toEqual([])
    expect(await codeOf(listEventAttendees(deps, { eventId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
  })

  test("The organizer's order page has the order, its tickets and its history; staff may read it and not act; others get 404", async () => {
    const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.code, ticketCode))
    const orderId = ticket!.orderId
    const page = await getEventOrder(deps, { eventId, orderId, manager: owner() })
    expect(page.can_act).toBe(true)
    expect(page.order).toMatchObject({ id: String(orderId), event_name: 'Door Test Night', status: 'paid', buyer: { email: 'buyer@example.com' }, lines: [{ name: 'General', quantity: 1 }] })
    expect(page.order.tickets).toEqual([expect.objectContaining({ id: String(ticket!.id), status: 'valid', checked_in_at: ticket!.checkedInAt!.toISOString() })])
    expect(page.history.map((e) => [e.type, e.actor.kind, e.reason, e.amount?.display ?? null])).toEqual([
      ['order.created', 'buyer', 'hold', page.order.total.display],
      ['order.paid', 'buyer', 'payment', page.order.total.display],
      ['ticket.checked_in', 'organizer', 'checked_in', null],
    ])
    expect(page.history[2]).toMatchObject({ ticket_id: String(ticket!.id), actor: { user_id: String(creator.id) } })
    expect((await getEventOrder(deps, { eventId, orderId, manager: { userId: staff.id, isStaff: true } })).can_act).toBe(false)
    expect(await codeOf(getEventOrder(deps, { eventId, orderId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
    // Another event of the same organizer does not reach this order.
    const other = await createEventDraft(deps, draftInput({ name: 'Another Night' }))
    expect(await codeOf(getEventOrder(deps, { eventId: other.eventId, orderId, manager: owner() }))).toBe('NOT_FOUND')
    expect(await codeOf(getEventOrder(deps, { eventId, orderId: 999_999_999, manager: owner() }))).toBe('NOT_FOUND')
  })

  test('An unknown code, another user and staff are refused at the door', async () => {
    expect(await codeOf(checkInTicket(deps, { eventId, manager: owner(), code: 'NOPE' }))).toBe('NOT_FOUND')
    expect(await codeOf(checkInTicket(deps, { eventId, manager: { userId: stranger.id, isStaff: false }, code: ticketCode }))).toBe('NOT_FOUND')
    expect(await codeOf(checkInTicket(deps, { eventId, manager: { userId: staff.id, isStaff: true }, code: ticketCode }))).toBe('NOT_FOUND')
  })

  test('A refunded ticket is refused with its status named', async () => {
    await handle.db.update(tickets).set({ status: 'refunded', checkedInAt: null }).where(eq(tickets.code, ticketCode))
    await expect(checkInTicket(deps, { eventId, manager: owner(), code: ticketCode })).rejects.toThrow('refunded')
    await handle.db.update(tickets).set({ status: 'valid' }).where(eq(tickets.code, ticketCode))
  })

  test('The attendee CSV lists the buyer with a formula-looking name kept as text', async () => {
    const csv = await exportAttendeesCsv(deps, { eventId, manager: owner() })
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('"Order","Ticket code","Attendee","Buyer","Email","Ticket type","Status","Checked in at"')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(lines[1]).toContain('"buyer@example.com","General"')
    expect(await codeOf(exportAttendeesCsv(deps, { eventId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
  })

  test('An event with tickets sold cannot go back to draft or be deleted', async () => {
    expect((await getEventDashboard(deps, { eventId, manager: owner() })).unpublish).toBe('has_sales')
    expect(await codeOf(unpublishEvent(deps, { eventId, manager: owner() }))).toBe('CONFLICT')
    expect(await codeOf(deleteEventDraft(deps, { eventId, manager: owner() }))).toBe('CONFLICT')
  })
})

describe('Cancelling an event', () => {
  test('Cancelling refunds every paid order in full whatever the policy, emails each buyer, stops the tickets and takes the event out of search', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Thimble Regatta', refundPolicy: 'none' }))
    const cls = await insertTicketClass(handle.db, { eventId, capacity: 10, priceMinor: 3000 })
    await publishEvent(deps, { eventId, manager: owner() })
    const t = createTestTicketing(handle.db)
    const buy = async (email: string) => {
      const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
      await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Buyer', email }, payment: { token: 'tok_visa' } })
      return Number(order.id)
    }
    const paidIds = [await buy('ada@example.com'), await buy('alan@example.com')]
    expect(await searchNames('thimble regatta')).toEqual(['Thimble Regatta'])
    const cancelDeps = { ...t.deps, invalidateCaches: deps.invalidateCaches }
    expect(await codeOf(cancelEvent(cancelDeps, { eventId, manager: { userId: stranger.id, isStaff: false } }))).toBe('NOT_FOUND')
    expect(await cancelEvent(cancelDeps, { eventId, manager: owner() })).toEqual({ refundedOrders: 2, emailed: 2 })
    for (const id of paidIds) {
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, id))
      expect(order?.status).toBe('refunded')
      const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, id))
      expect(payment?.status).toBe('refunded')
      // The order's trail ends with the organizer's cancellation, giving back the whole total.
      const all = await findOrderEventsByOrderId(handle.db, id)
      const trail = all.filter((e) => e.ticketId === null)
      expect(all.filter((e) => e.ticketId !== null).map((e) => [e.type, e.reason])).toEqual([
        ['ticket.refunded', 'event_cancelled'],
        ['ticket.refunded', 'event_cancelled'],
      ])
      expect(trail.map((e) => [e.fromStatus, e.toStatus, e.actorKind, e.reason])).toEqual([
        [null, 'reserved', 'buyer', 'hold'],
        ['reserved', 'paid', 'buyer', 'payment'],
        ['paid', 'refunded', 'organizer', 'event_cancelled'],
      ])
      expect(trail[2]).toMatchObject({ actorUserId: creator.id, amountMinor: order!.totalMinor })
    }
    const statuses = (await handle.db.select().from(tickets).where(eq(tickets.ticketClassId, cls.id))).map((k) => k.status)
    expect(statuses).toEqual(['refunded', 'refunded', 'refunded', 'refunded'])
    const mail = await findOutboxEmails(handle.db, { to: 'ada@example.com', kind: 'event-cancelled' })
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe('Cancelled: Thimble Regatta')
    // The buyer gets back what they paid, fees included.
    const [adaOrder] = await handle.db.select().from(orders).where(eq(orders.id, paidIds[0]!))
    expect(adaOrder!.totalMinor).toBeGreaterThan(6000)
    expect(mail[0]!.text).toContain(`refunded in full ($${(adaOrder!.totalMinor / 100).toFixed(2)})`)
    expect(await searchNames('thimble regatta')).toEqual([])
    expect(await codeOf(cancelEvent(cancelDeps, { eventId, manager: owner() }))).toBe('CONFLICT')
  })

  test('Cancelling takes the one refund path: a partly refunded order gets back the rest, a hold is cancelled, seats go back and each refund is counted', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Quince Lantern Walk', refundPolicy: 'none' }))
    const cls = await insertTicketClass(handle.db, { eventId, capacity: 10, priceMinor: 2000, maxPerOrder: 5 })
    await publishEvent(deps, { eventId, manager: owner() })
    const t = createTestTicketing(handle.db)
    const guest = guestWithLink
    const paid = (await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: cls.id, quantity: 3 }], userId: null, idempotency: null })).order
    const done = await completeOrder(t.deps, { orderId: Number(paid.id), actor: guest(paid.access_token), buyer: { name: 'Partly', email: 'partly@example.com' }, payment: { token: 'tok_visa' } })
    const firstTicket = Number(done.order.tickets[0]!.id)
    const part = await refundOrderByOrganizer(t.deps, { eventId, orderId: Number(paid.id), manager: owner(), ticketIds: [firstTicket] })
    const held = (await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })).order
    const before = await readMetricValue('tessera_refunds_total', { reason: 'event_cancelled' })
    const cancelDeps = { ...t.deps, invalidateCaches: deps.invalidateCaches }
    expect(await cancelEvent(cancelDeps, { eventId, manager: owner() })).toEqual({ refundedOrders: 1, emailed: 1 })

    const [order] = await handle.db.select().from(orders).where(eq(orders.id, Number(paid.id)))
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: order!.totalMinor })
    const rest = order!.totalMinor - part.refund.amount.value
    const trail = (await findOrderEventsByOrderId(handle.db, Number(paid.id))).filter((e) => e.ticketId === null)
    expect(trail.at(-1)).toMatchObject({ fromStatus: 'partially_refunded', toStatus: 'refunded', reason: 'event_cancelled', amountMinor: rest })
    const [mail] = await findOutboxEmails(handle.db, { to: 'partly@example.com', kind: 'event-cancelled' })
    expect(mail?.text).toContain(`$${(rest / 100).toFixed(2)}`)
    expect(t.refunds.map((r) => r.amountMinor)).toEqual([part.refund.amount.value, rest])
    expect(await readMetricValue('tessera_refunds_total', { reason: 'event_cancelled' })).toBe(before + 1)

    const heldTrail = await findOrderEventsByOrderId(handle.db, Number(held.id))
    expect(heldTrail.map((e) => [e.toStatus, e.reason])).toEqual([
      ['reserved', 'hold'],
      ['cancelled', 'event_cancelled'],
    ])
    // Every seat is back: none sold, none held.
    const [row] = await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, cls.id))
    expect(row).toMatchObject({ sold: 0, held: 0 })
  })

  test('A cancelled event leaves Upcoming for Cancelled, offers nothing on its page or wait-list, and its tickets have no QR code and do not check in', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Lantern Walk' }))
    const cls = await insertTicketClass(handle.db, { eventId, capacity: 2, priceMinor: 1500 })
    await publishEvent(deps, { eventId, manager: owner() })
    const t = createTestTicketing(handle.db)
    const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: cls.id, quantity: 2 }], userId: null, idempotency: null })
    const actor = { userId: null, email: null, isStaff: false, token: order.access_token }
    const paid = await completeOrder(t.deps, { orderId: Number(order.id), actor, buyer: { name: 'Lena', email: 'lena@example.com' }, payment: { token: 'tok_visa' } })
    const ticket = paid.order.tickets[0]!
    const isIn = (list: { id: number }[]) => list.some((e) => e.id === eventId)
    // Sold out and live: upcoming, the page offers the wait-list, the ticket has its QR code.
    let mine = await listMyEvents(deps, { userId: creator.id })
    expect([isIn(mine.upcoming), isIn(mine.cancelled)]).toEqual([true, false])
    expect((await getEventPage(deps, { id: eventId, origin: 'https://t.example', viewerUserId: null })).ticketOffer).toBe('waitlist')
    expect(await getTicketQr(t.deps, { orderId: Number(order.id), ticketId: Number(ticket.id), actor })).toContain('<svg')

    await cancelEvent({ ...t.deps, invalidateCaches: deps.invalidateCaches }, { eventId, manager: owner() })
    mine = await listMyEvents(deps, { userId: creator.id })
    expect([isIn(mine.upcoming), isIn(mine.past), isIn(mine.cancelled)]).toEqual([false, false, true])
    expect(mine.cancelled.find((e) => e.id === eventId)?.listStatus).toBe('cancelled')
    expect((await getEventDashboard(deps, { eventId, manager: owner() })).listStatus).toBe('cancelled')
    const page = await getEventPage(deps, { id: eventId, origin: 'https://t.example', viewerUserId: null })
    expect(page.ticketOffer).toBe('cancelled')
    // The API's ticket classes say so too: nothing available, sales over.
    expect((await listTicketClasses(t.deps, { eventId })).ticket_classes.map((c) => [c.on_sale_status, c.quantity_remaining])).toEqual([['SALES_ENDED', 0]])
    expect(page.event.ticket_availability).toMatchObject({ minimum_ticket_price: null, has_available_tickets: false })
    expect(await codeOf(joinWaitlist(t.deps, { ticketClassId: cls.id, email: 'late@example.com', quantity: 1 }))).toBe('CONFLICT')
    expect(await codeOf(getTicketQr(t.deps, { orderId: Number(order.id), ticketId: Number(ticket.id), actor }))).toBe('CONFLICT')
    expect(await codeOf(checkInTicket(deps, { eventId, manager: owner(), code: ticket.code }))).toBe('CONFLICT')
  })
})

describe('Recurring schedules', () => {
  test('A weekly RRULE makes one child event per date in the venue’s zone, each with the tickets, published with its parent', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Tuesday Loom Club' }))
    await insertTicketClass(handle.db, { eventId, capacity: 12, priceMinor: 1000, name: 'Seat' })
    const rule = 'DTSTART:20300305T183000\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'
    expect(await codeOf(createSchedule(deps, { eventId, manager: { userId: stranger.id, isStaff: false }, occurrenceDurationSeconds: 7200, recurrenceRule: rule }))).toBe('NOT_FOUND')
    expect(await codeOf(createSchedule(deps, { eventId, manager: owner(), occurrenceDurationSeconds: 7200, recurrenceRule: 'RRULE:FREQ=WEEKLY' }))).toBe('INVALID_ARGUMENT')
    const { eventIds, starts } = await createSchedule(deps, { eventId, manager: owner(), occurrenceDurationSeconds: 7200, recurrenceRule: rule })
    expect(eventIds).toHaveLength(4)
    // 18:30 in New York: EST (UTC−5) on March 5, 2030, EDT (UTC−4) from March 12 (DST starts March 10).
    const hours = starts.map((d) => d.getUTCHours() + d.getUTCMinutes() / 60)
    expect(hours).toEqual([23.5, 22.5, 22.5, 22.5])
    const children = await handle.db.select().from(events).where(eq(events.seriesParentId, eventId))
    expect(children.map((c) => c.status)).toEqual(['draft', 'draft', 'draft', 'draft'])
    expect(children.every((c) => c.endAt.getTime() - c.startAt.getTime() === 7_200_000)).toBe(true)
    const seats = await handle.db.select().from(ticketClasses).where(eq(ticketClasses.eventId, eventIds[0]!))
    expect(seats).toMatchObject([{ name: 'Seat', capacity: 12, priceMinor: 1000 }])
    expect(await codeOf(createSchedule(deps, { eventId, manager: owner(), occurrenceDurationSeconds: 7200, recurrenceRule: rule }))).toBe('CONFLICT')

    await publishEvent(deps, { eventId, manager: owner() })
    const after = await handle.db.select().from(events).where(eq(events.seriesParentId, eventId))
    expect(after.map((c) => c.status)).toEqual(['live', 'live', 'live', 'live'])
    const parent = await getManagedEvent(deps, { eventId, manager: owner(), origin: 'http://localhost' })
    expect(parent.series?.counts.current_future).toBe(4)
  })

  test('A series’ attendee list and CSV show the tickets bought for its dates', async () => {
    const { eventId } = await createEventDraft(deps, draftInput({ name: 'Thursday Weaving Circle' }))
    await insertTicketClass(handle.db, { eventId, capacity: 12, priceMinor: 800, name: 'Place' })
    const { eventIds } = await createSchedule(deps, { eventId, manager: owner(), occurrenceDurationSeconds: 3600, recurrenceRule: 'DTSTART:20300307T180000\nRRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=2' })
    await publishEvent(deps, { eventId, manager: owner() })
    const [place] = await handle.db.select().from(ticketClasses).where(eq(ticketClasses.eventId, eventIds[1]!))
    const t = createTestTicketing(handle.db)
    const { order } = await reserveTickets(t.deps, { eventId: eventIds[1]!, lines: [{ ticketClassId: place!.id, quantity: 1 }], userId: null, idempotency: null })
    await completeOrder(t.deps, {
      orderId: Number(order.id),
      actor: { userId: null, email: null, isStaff: false, token: order.access_token },
      buyer: { name: 'Second Thursday Guest', email: 'weaver@example.com' },
      payment: { token: 'tok_visa' },
    })
    const list = await listEventAttendees(deps, { eventId, manager: owner() })
    expect(list).toMatchObject({ total: 1, attendees: [{ ticket_class_name: 'Place' }] })
    expect(await exportAttendeesCsv(deps, { eventId, manager: owner() })).toContain('Second Thursday Guest')
    // The series' check-in desk admits the ticket it lists.
    const checkedIn = await checkInTicket(deps, { eventId, manager: owner(), code: list.attendees[0]!.ticket_code })
    expect(checkedIn.checkedInAt).toEqual(expect.any(Date))
  })
})
