// The organizer's actions on an event's dashboard (issue 20), on PGlite: full and partial refunds whatever
// the refund policy, cancelling orders, resending tickets, one email to every ticket holder, the notice of
// a changed time or place, and page views with conversion from the analytics events. Every refusal leaves
// the database as it was.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { recordAnalyticsEvents } from '@/core/analytics/record-analytics-events'
import { updateEvent } from '@/core/events/update-event'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import type { CoreDeps } from '@/core/shared/core-deps'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { DbHandle } from '@/db/create-db'
import { orders, ticketClasses, tickets } from '@/db/schema'
import { createCacheInvalidation } from '@/server/cache-invalidation'
import { createCacheRegistry } from '@/server/cache-registry'
import { insertUser, type User } from '../../../tests/factories/insert-user'
import { insertCreator } from '../../../tests/factories/insert-creator'
import { createTestDb } from '../../../tests/helpers/test-db'
import { buyAsGuest, createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { appErrorCodeOf } from '../../../tests/helpers/app-error-code'
import { buildEventDraftInput } from '../../../tests/factories/build-event-draft-input'
import { addTicketClass } from './add-ticket-class'
import { cancelOrderByOrganizer } from './cancel-order-by-organizer'
import { createEventDraft } from './create-event-draft'
import { emailEventAttendees } from './email-event-attendees'
import { getCreatorOverview } from './get-creator-overview'
import { getEventDashboard } from './get-event-dashboard'
import { publishEvent } from './publish-event'
import { refundOrderByOrganizer } from './refund-order-by-organizer'
import { resendOrderTickets } from './resend-order-tickets'

let handle: DbHandle
let deps: Pick<CoreDeps, 'db' | 'clock' | 'caches' | 'invalidateCaches'>
let creator: User
let stranger: User
let staff: User
const nextYear = new Date().getUTCFullYear() + 1
const SITE = 'http://localhost:3000'

beforeAll(async () => {
  handle = await createTestDb()
  const registry = createCacheRegistry(handle.db)
  const invalidation = createCacheInvalidation(handle, registry)
  deps = { db: handle.db, clock: { now: () => new Date() }, caches: registry.caches, invalidateCaches: invalidation.invalidate }
  creator = await insertCreator(handle.db, { fullName: 'Rosa Organizer' })
  stranger = await insertUser(handle.db)
  staff = await insertUser(handle.db, { isStaff: true })
})

afterAll(async () => {
  await handle?.close()
})

const owner = () => ({ userId: creator.id, isStaff: false })
const other = () => ({ userId: stranger.id, isStaff: false })
const staffReader = () => ({ userId: staff.id, isStaff: true })
const ticketing = () => createTestTicketing(handle.db).deps

const codeOf = appErrorCodeOf

async function liveEvent(name: string): Promise<{ eventId: number; classId: number }> {
  const { eventId } = await createEventDraft(
    deps,
    buildEventDraftInput(creator.id, {
      name,
      start: { local: `${nextYear}-08-14T19:00:00`, timezone: 'America/Chicago' },
      end: { local: `${nextYear}-08-14T22:00:00`, timezone: 'America/Chicago' },
      venue: { name: 'River Stage', address1: '5 Dock St', city: 'Chicago', country: 'US', latitude: 41.88, longitude: -87.63 },
      // "No refunds": attendees cannot refund themselves, yet the organizer can.
      refundPolicy: 'none',
    }),
  )
  const cls = await addTicketClass(deps, { eventId, manager: owner(), name: 'General', free: false, currency: 'USD', priceMinor: 2500, capacity: 40, minPerOrder: 1, maxPerOrder: 10, salesStart: null, salesEnd: null })
  await publishEvent(deps, { eventId, manager: owner() })
  return { eventId, classId: Number(cls.id) }
}

const buy = (eventId: number, ticketClassId: number, quantity: number, buyer: { name: string; email: string }) => buyAsGuest(handle.db, { eventId, ticketClassId, quantity, buyer })

const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!
const ticketsOf = async (orderId: number) => handle.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.id)
const soldOf = async (classId: number) => (await handle.db.select().from(ticketClasses).where(eq(ticketClasses.id, classId)))[0]!.sold

describe('Refunds and cancellations by the organizer', () => {
  test('The organizer refunds a whole order under a no-refunds policy: tickets void, seats back, buyer emailed', async () => {
    const { eventId, classId } = await liveEvent('River Songs One')
    const orderId = await buy(eventId, classId, 2, { name: 'Ada Lovelace', email: 'ada.refund@example.com' })
    expect(await soldOf(classId)).toBe(2)
    const result = await refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: owner() })
    expect(result.refund).toMatchObject({ status: 'granted', amount: { value: (await orderRow(orderId)).totalMinor, currency: 'USD' }, currency: 'USD' })
    expect((await orderRow(orderId)).status).toBe('refunded')
    expect((await ticketsOf(orderId)).map((t) => t.status)).toEqual(['refunded', 'refunded'])
    expect(await soldOf(classId)).toBe(0)
    expect(await findOutboxEmails(handle.db, { to: 'ada.refund@example.com', kind: 'order-refund' })).toHaveLength(1)
    // The dashboard's money is the ledger's: two $25 tickets sold and refunded, Tessera's fees given back.
    expect(await getEventDashboard(deps, { eventId, manager: owner() })).toMatchObject({ ticketSalesMinor: 5000, refundsMinor: 5000, netMinor: 0, buyerFeesMinor: 0 })
    // A refunded order is no longer a sale in this week's figures.
    expect((await getCreatorOverview(deps, { userId: creator.id })).weekSales.filter((w) => w.currency === 'USD')).toEqual([])
  })

  test('A partial refund returns one ticket’s share; the rest of the order stays valid until its last ticket goes', async () => {
    const { eventId, classId } = await liveEvent('River Songs Two')
    const orderId = await buy(eventId, classId, 2, { name: 'Alan Turing', email: 'alan.partial@example.com' })
    const [first, second] = await ticketsOf(orderId)
    const total = (await orderRow(orderId)).totalMinor
    const partial = await refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: owner(), ticketIds: [first!.id] })
    expect(partial.refund.amount.value).toBe(total / 2)
    expect((await orderRow(orderId)).status).toBe('partially_refunded')
    expect((await ticketsOf(orderId)).map((t) => t.status)).toEqual(['refunded', 'valid'])
    expect(await soldOf(classId)).toBe(1)
    // The dashboard counts what went back, partial refunds included.
    expect(await getEventDashboard(deps, { eventId, manager: owner() })).toMatchObject({ ticketSalesMinor: 5000, refundsMinor: 2500, netMinor: 2500, buyerFeesMinor: (total - 5000) / 2 })
    expect(total).toBeGreaterThan(5000)
    // The refunded ticket cannot be refunded twice.
    expect(await codeOf(refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: owner(), ticketIds: [first!.id] }))).toBe('INVALID_ARGUMENT')
    await refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: owner(), ticketIds: [second!.id] })
    expect((await orderRow(orderId)).status).toBe('refunded')
  })

  test('Cancelling a paid order refunds what is left of it; cancelling a held order frees its seats', async () => {
    const { eventId, classId } = await liveEvent('River Songs Three')
    const paid = await buy(eventId, classId, 3, { name: 'Grace Hopper', email: 'grace.cancel@example.com' })
    const cancelled = await cancelOrderByOrganizer(ticketing(), { eventId, orderId: paid, manager: owner() })
    expect(cancelled.refunded).toMatchObject({ value: (await orderRow(paid)).totalMinor, currency: 'USD' })
    expect((await orderRow(paid)).status).toBe('refunded')
    expect(await codeOf(cancelOrderByOrganizer(ticketing(), { eventId, orderId: paid, manager: owner() }))).toBe('CONFLICT')
    const t = createTestTicketing(handle.db)
    const { order } = await reserveTickets(t.deps, { eventId, lines: [{ ticketClassId: classId, quantity: 2 }], userId: null, idempotency: null })
    const held = await cancelOrderByOrganizer(ticketing(), { eventId, orderId: Number(order.id), manager: owner() })
    expect(held).toMatchObject({ refunded: { value: 0, currency: 'USD' }, order: { status: 'cancelled' } })
  })

  test('Another user, staff (read only), another event’s order and an unknown order are all refused; nothing changes', async () => {
    const { eventId, classId } = await liveEvent('River Songs Four')
    const elsewhere = await liveEvent('River Songs Elsewhere')
    const orderId = await buy(eventId, classId, 1, { name: 'Edsger Dijkstra', email: 'ewd.refuse@example.com' })
    const foreign = await buy(elsewhere.eventId, elsewhere.classId, 1, { name: 'Barbara Liskov', email: 'bl@example.com' })
    expect(await codeOf(refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: other() }))).toBe('NOT_FOUND')
    expect(await codeOf(refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: staffReader() }))).toBe('NOT_FOUND')
    expect(await codeOf(cancelOrderByOrganizer(ticketing(), { eventId, orderId, manager: other() }))).toBe('NOT_FOUND')
    expect(await codeOf(resendOrderTickets(ticketing(), { eventId, orderId, manager: other() }))).toBe('NOT_FOUND')
    expect(await codeOf(refundOrderByOrganizer(ticketing(), { eventId, orderId: foreign, manager: owner() }))).toBe('NOT_FOUND')
    expect(await codeOf(cancelOrderByOrganizer(ticketing(), { eventId, orderId: 999_999, manager: owner() }))).toBe('NOT_FOUND')
    expect((await orderRow(orderId)).status).toBe('paid')
    expect((await orderRow(foreign)).status).toBe('paid')
  })
})

describe('Emails from the dashboard', () => {
  test('Resending tickets queues the confirmation again with a QR code for each valid ticket, five times an hour at most', async () => {
    const { eventId, classId } = await liveEvent('River Songs Five')
    const orderId = await buy(eventId, classId, 2, { name: 'Katherine Johnson', email: 'kj.resend@example.com' })
    const [first] = await ticketsOf(orderId)
    await refundOrderByOrganizer(ticketing(), { eventId, orderId, manager: owner(), ticketIds: [first!.id] })
    const sent = await resendOrderTickets(ticketing(), { eventId, orderId, manager: owner() })
    expect(sent).toEqual({ to: 'kj.resend@example.com', tickets: 1 })
    const mails = await findOutboxEmails(handle.db, { to: 'kj.resend@example.com', kind: 'order-confirmation' })
    expect(mails).toHaveLength(2)
    expect(mails.some((m) => (m.attachments ?? []).filter((a) => a.contentType === 'image/png').length === 1)).toBe(true)
    for (let i = 0; i < 4; i++) await resendOrderTickets(ticketing(), { eventId, orderId, manager: owner() })
    expect(await codeOf(resendOrderTickets(ticketing(), { eventId, orderId, manager: owner() }))).toBe('RATE_LIMITED')
  })

  test('An email to all attendees reaches each buyer with a valid ticket once, and not the refunded ones', async () => {
    const { eventId, classId } = await liveEvent('River Songs Six')
    await buy(eventId, classId, 1, { name: 'Mary Jackson', email: 'mj.all@example.com' })
    await buy(eventId, classId, 2, { name: 'Mary Jackson', email: 'mj.all@example.com' })
    await buy(eventId, classId, 1, { name: 'Dorothy Vaughan', email: 'dv.all@example.com' })
    const gone = await buy(eventId, classId, 1, { name: 'Gone Buyer', email: 'gone.all@example.com' })
    await refundOrderByOrganizer(ticketing(), { eventId, orderId: gone, manager: owner() })
    const result = await emailEventAttendees({ ...deps, siteUrl: SITE }, { eventId, manager: owner(), subject: 'Doors\u2028at 6', message: 'Doors open at 6 PM.\u0007\r\nSee you there!' })
    expect(result).toEqual({ emailed: 2 })
    const [mail] = await findOutboxEmails(handle.db, { to: 'mj.all@example.com', kind: 'attendee-announcement' })
    expect(mail?.subject).toBe('Doors at 6 (River Songs Six)')
    expect(mail?.text).toContain('Rosa Organizer, the organizer of River Songs Six, writes:\n\nDoors open at 6 PM.\nSee you there!')
    expect(mail?.text).toContain(`${SITE}/e/`)
    expect(await findOutboxEmails(handle.db, { to: 'gone.all@example.com', kind: 'attendee-announcement' })).toHaveLength(0)
  })

  test('An empty message, a stranger and an event nobody has bought are refused, and nothing is queued', async () => {
    const { eventId, classId } = await liveEvent('River Songs Seven')
    const empty = await liveEvent('River Songs Unsold')
    await buy(eventId, classId, 1, { name: 'Hedy Lamarr', email: 'hl.refused@example.com' })
    const send = (manager: { userId: number; isStaff: boolean }, id: number, message = 'Hello there') => emailEventAttendees({ ...deps, siteUrl: SITE }, { eventId: id, manager, subject: 'News', message })
    expect(await codeOf(send(owner(), eventId, ' \u0007 '))).toBe('INVALID_ARGUMENT')
    expect(await codeOf(send(other(), eventId))).toBe('NOT_FOUND')
    expect(await codeOf(send(staffReader(), eventId))).toBe('NOT_FOUND')
    expect(await codeOf(send(owner(), empty.eventId))).toBe('CONFLICT')
    expect(await findOutboxEmails(handle.db, { to: 'hl.refused@example.com', kind: 'attendee-announcement' })).toHaveLength(0)
  })

  test('Moving a live event’s time or place emails its ticket holders; a change of wording does not', async () => {
    const { eventId, classId } = await liveEvent('River Songs Eight')
    await buy(eventId, classId, 1, { name: 'Ida Wells', email: 'iw.change@example.com' })
    const changes = () => findOutboxEmails(handle.db, { to: 'iw.change@example.com', kind: 'event-changed' })
    await updateEvent({ ...deps, siteUrl: SITE }, { eventId, summary: 'Songs by the river, now with a choir.' })
    expect(await changes()).toHaveLength(0)
    const start = new Date(`${nextYear}-08-15T00:30:00Z`)
    await updateEvent({ ...deps, siteUrl: SITE }, { eventId, startAt: start, endAt: new Date(start.getTime() + 3 * 3600_000) })
    const [moved] = await changes()
    expect(moved?.subject).toBe('New time: River Songs Eight')
    expect(moved?.text).toContain('7:30 PM Central Time')
    await updateEvent({ ...deps, siteUrl: SITE }, { eventId, details: { venue: { name: 'Lake Hall', address1: '9 Shore Rd', city: 'Chicago', country: 'US', latitude: 41.9, longitude: -87.6 } } })
    const all = await changes()
    expect(all).toHaveLength(2)
    expect(all.some((m) => m.subject === 'New place: River Songs Eight' && m.text.includes('Where: Lake Hall, 9 Shore Rd, Chicago'))).toBe(true)
  })
})

describe('Page views and conversion', () => {
  test('The dashboard counts the event’s page views and card clicks and gives paid orders per view', async () => {
    const { eventId, classId } = await liveEvent('River Songs Nine')
    const view = { event: 'EventPageView', page: '/e/x/', properties: { eventId: String(eventId) } }
    // Four visitors see the page (one of them twice: counted once), one clicks its card; an unknown event is not counted.
    for (const visitor of ['v1', 'v2', 'v3', 'v4', 'v4']) await recordAnalyticsEvents(deps, { ip: '192.0.2.90', visitorKey: visitor, events: [view] })
    await recordAnalyticsEvents(deps, { ip: '192.0.2.90', visitorKey: 'v1', events: [{ event: 'EventCardClick', page: '/', properties: { eventId, position: 1 } }, { event: 'EventPageView', page: '/e/y/', properties: { eventId: '999999' } }] })
    expect(await getEventDashboard(deps, { eventId, manager: owner() })).toMatchObject({ pageViews: 4, cardClicks: 1, conversionPercent: 0 })
    await buy(eventId, classId, 1, { name: 'Rosalind Franklin', email: 'rf.views@example.com' })
    expect((await getEventDashboard(deps, { eventId, manager: owner() })).conversionPercent).toBe(25)
  })
})
