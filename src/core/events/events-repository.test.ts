// Event hydration on both databases the app runs on: the embedded PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (the drivers hand back dates and arrays differently).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { collectionEvents, collections, images, orderLines, orders, savedEvents } from '@/db/schema'
import { insertDiscount } from '../../../tests/factories/insert-discount'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { insertVenue } from '../../../tests/factories/insert-venue'
import { createPgTestDb, createTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { findEventDetailsByIds } from './events-repository'

const now = new Date('2026-11-23T12:00:00Z')
const day = (n: number) => new Date(now.getTime() + n * 86_400_000)

function hydrationTests(open: () => Promise<DbHandle>) {
  let handle: DbHandle
  let full: number
  let plain: number
  let parent: number
  let dates: number[]
  let viewer: number

  beforeAll(async () => {
    handle = await open()
    const { db } = handle
    full = (await insertEvent(db, { name: 'Everything Fest', startAt: day(5), endAt: day(6) })).id
    await insertTicketClass(db, { eventId: full, name: 'Early Bird', capacity: 50, sold: 10, salesStart: day(-10), salesEnd: day(2) })
    await insertTicketClass(db, { eventId: full, name: 'General', capacity: 100, sold: 40, salesStart: day(-5), salesEnd: day(4) })
    await insertTicketClass(db, { eventId: full, name: 'Secret', capacity: 1000, sold: 0, hidden: true })
    await insertDiscount(db, { eventId: full, kind: 'open', endAt: day(1), quantityAvailable: 10, quantitySold: 2 })
    await insertDiscount(db, { eventId: full, kind: 'open', endAt: day(3), quantityAvailable: 20, quantitySold: 5 })
    await insertDiscount(db, { eventId: full, kind: 'bogo', endAt: day(3) })
    plain = (await insertEvent(db, { name: 'Plain Talk', startAt: day(2), endAt: day(2) })).id
    parent = (await insertEvent(db, { name: 'Weekly Run', isSeriesParent: true, startAt: day(1), endAt: day(60) })).id
    dates = []
    for (const n of [-7, 1, 8, 15, 22, 29, 36]) {
      dates.push((await insertEvent(db, { name: 'Weekly Run', seriesParentId: parent, startAt: day(n), endAt: day(n) })).id)
    }
    viewer = (await insertUser(db)).id
    const owner = await insertUser(db)
    await db.insert(savedEvents).values({ userId: viewer, eventId: full })
    const [shown] = await db.insert(collections).values({ userId: owner.id, name: 'Shown', isPublic: true }).returning()
    const [hidden] = await db.insert(collections).values({ userId: owner.id, name: 'Hidden', isPublic: false }).returning()
    await db.insert(collectionEvents).values([
      { collectionId: shown!.id, eventId: full },
      { collectionId: hidden!.id, eventId: full },
    ])
  })
  afterAll(async () => {
    await handle?.close()
  })

  test('ticket sums leave out hidden classes and see an early-bird class on sale', async () => {
    const [d] = await findEventDetailsByIds(handle.db, [full], { now, viewerUserId: null })
    expect(d!.tickets).toEqual({ capacity: 150, sold: 50, salesStart: day(-10), salesEnd: day(4), hasEarlyBirdOnSale: true, soldRecently: 0 })
  })

  test('an early-bird class counts as selling only inside its sales window', async () => {
    const { db } = handle
    const soon = (await insertEvent(db, { name: 'Early Bird Soon', startAt: day(20), endAt: day(20) })).id
    await insertTicketClass(db, { eventId: soon, name: 'Early Bird', capacity: 50, sold: 0, salesStart: day(2), salesEnd: day(10) })
    const [d] = await findEventDetailsByIds(db, [soon], { now, viewerUserId: null })
    expect(d!.tickets.hasEarlyBirdOnSale).toBe(false)
  })

  test('recent sales count the tickets of orders paid in the last 24 hours only, refunded ones left out', async () => {
    const { db } = handle
    const hot = (await insertEvent(db, { name: 'Hot Ticket', startAt: day(9), endAt: day(9) })).id
    const cls = await insertTicketClass(db, { eventId: hot, name: 'General', capacity: 100, sold: 30 })
    const hour = 3_600_000
    const order = async (status: string, paidHoursAgo: number | null, quantity: number) => {
      const [row] = await db
        .insert(orders)
        .values({
          eventId: hot,
          status,
          currency: 'USD',
          subtotalMinor: 0,
          totalMinor: 0,
          expiresAt: now,
          createdAt: now,
          paidAt: paidHoursAgo === null ? null : new Date(now.getTime() - paidHoursAgo * hour),
        })
        .returning()
      await db.insert(orderLines).values({ orderId: row!.id, ticketClassId: cls.id, quantity, unitPriceMinor: 0 })
    }
    await order('paid', 1, 4)
    await order('partially_refunded', 23, 3)
    await order('paid', 25, 20) // a day ago: not recent
    await order('refunded', 2, 6)
    await order('reserved', null, 9) // a hold is not a sale
    const [d] = await findEventDetailsByIds(db, [hot], { now, viewerUserId: null })
    expect(d!.tickets.soldRecently).toBe(7)
  })

  test('the open discount is the one that ends last, and a BOGO offer is flagged', async () => {
    const [d] = await findEventDetailsByIds(handle.db, [full], { now, viewerUserId: null })
    expect(d!.openDiscount).toEqual({ endAt: day(3), quantityAvailable: 20, quantitySold: 5 })
    expect(d!.hasBogo).toBe(true)
  })

  test("an event with none of those has empty tickets, no offers, no series and nobody's save", async () => {
    const [d] = await findEventDetailsByIds(handle.db, [plain], { now, viewerUserId: viewer })
    expect(d!.tickets).toEqual({ capacity: 0, sold: 0, salesStart: null, salesEnd: null, hasEarlyBirdOnSale: false, soldRecently: 0 })
    expect(d!.openDiscount).toBeNull()
    expect(d!.hasBogo).toBe(false)
    expect(d!.series).toBeNull()
    expect(d!.savedByYou).toBe(false)
    expect(d!.publicCollectionCount).toBe(0)
  })

  test('a series parent and its dates both know the upcoming dates, at most five, soonest first', async () => {
    const [p, first] = await findEventDetailsByIds(handle.db, [parent, dates[1]!], { now, viewerUserId: null })
    const upcoming = [1, 8, 15, 22, 29].map(day)
    expect(p!.series).toEqual({ currentFuture: 6, nextDates: upcoming })
    expect(first!.series).toEqual({ currentFuture: 6, nextDates: upcoming })
  })

  test("the viewer's save and public collections count; private collections do not", async () => {
    const [mine] = await findEventDetailsByIds(handle.db, [full], { now, viewerUserId: viewer })
    expect(mine!.savedByYou).toBe(true)
    expect(mine!.publicCollectionCount).toBe(1)
    const [anonymous] = await findEventDetailsByIds(handle.db, [full], { now, viewerUserId: null })
    expect(anonymous!.savedByYou).toBe(false)
  })

  test("an event's own fields, venue, organizer, image and series parent come back as stored", async () => {
    const { db } = handle
    const venue = await insertVenue(db, { name: 'Hall Nine', city: 'Chicago', latitude: 41.88, longitude: -87.63 })
    const [image] = await db
      .insert(images)
      .values({ storageKey: 'events/hall-nine.webp', contentType: 'image/webp', width: 1024, height: 512, byteSize: 2048, edgeColor: '#112233' })
      .returning()
    const stored = await insertEvent(db, {
      name: 'Hall Nine Jazz',
      venueId: venue.id,
      imageId: image!.id,
      tags: ['jazz', 'late-night'],
      startAt: day(3),
      endAt: day(3.2),
      publishedAt: day(-2),
      seriesParentId: parent,
    })
    const [d] = await findEventDetailsByIds(db, [stored.id], { now, viewerUserId: null })
    expect(d).toMatchObject({
      id: stored.id,
      name: 'Hall Nine Jazz',
      nameSlug: stored.nameSlug,
      startAt: day(3),
      endAt: day(3.2),
      publishedAt: day(-2),
      tags: ['jazz', 'late-night'],
      seriesParentId: parent,
      seriesParentNameSlug: (await findEventDetailsByIds(db, [parent], { now, viewerUserId: null }))[0]!.nameSlug,
      venue: { id: venue.id, name: 'Hall Nine', address1: venue.address1, city: 'Chicago', latitude: 41.88, longitude: -87.63 },
      organizer: { id: stored.organizerId },
      image: { id: image!.id, key: 'events/hall-nine.webp', width: 1024, height: 512, edgeColor: '#112233' },
    })
  })

  test('events come back in the order asked, unknown ids left out', async () => {
    const got = await findEventDetailsByIds(handle.db, [plain, 999_999, full], { now, viewerUserId: null })
    expect(got.map((d) => d.id)).toEqual([plain, full])
  })
}

describe('event hydration on PGlite', () => hydrationTests(createTestDb))
describe.skipIf(!TEST_DATABASE_URL)('event hydration on PostgreSQL', () => hydrationTests(createPgTestDb))
