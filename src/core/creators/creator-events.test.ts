// The creator's event life on PGlite (issue 20): a draft made with its organizer profile, hidden until
// published, refused publication while parts are missing, found by search the moment it goes live, and
// managed (check-in, attendee CSV) by its owner only.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertPlaces } from '@/core/places/places-repository'
import { searchEvents } from '@/core/search/search-events'
import { isAppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { completeOrder } from '@/core/ticketing/complete-order'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { DbHandle } from '@/db/create-db'
import { events, orders, organizers, payments, ticketClasses, tickets } from '@/db/schema'
import { findOutboxEmails } from '@/core/mail/outbox-repository'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { buildPlace } from '../../../tests/factories/build-place'
import { buildSearchInput } from '../../../tests/factories/build-search-input'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { addTicketClass } from './add-ticket-class'
import { cancelEvent } from './cancel-event'
import { checkInTicket } from './check-in-ticket'
import { createSchedule } from './create-schedule'
import { createEventDraft, type CreateEventDraftInput } from './create-event-draft'
import { deleteEventDraft } from './delete-event-draft'
import { exportAttendeesCsv } from './export-attendees-csv'
import { getManagedEvent } from './get-managed-event'
import { listEventAttendees } from './list-event-attendees'
import { publishEvent } from './publish-event'
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
  creator = await insertUser(db, { fullName: 'Rosa Creator' })
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
