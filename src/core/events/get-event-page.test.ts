import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { getOrganizerPage } from '@/core/organizers/get-organizer-page'
import { setOrganizerFollowed } from '@/core/social/set-organizer-followed'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { insertVenue } from '../../../tests/factories/insert-venue'
import { createTestDb } from '../../../tests/helpers/test-db'
import { listTicketClasses } from '@/core/ticketing/list-ticket-classes'
import { computeCardPrice } from './event-card-display'
import { computeEventJsonLd } from './event-json-ld'
import { getEventPage } from './get-event-page'

const now = new Date('2026-11-20T12:00:00Z')
const clock = { now: () => now }
const origin = 'https://tessera.example'
let handle: DbHandle
const ids: Record<string, number> = {}

beforeAll(async () => {
  handle = await createTestDb()
  const db = handle.db
  const organizer = await insertOrganizer(db, { name: 'Harbour Music', slug: 'harbour-music', numFollowers: 321 })
  const venue = await insertVenue(db, {})
  const at = (iso: string) => new Date(iso)
  const common = { organizerId: organizer.id, venueId: venue.id, latitude: venue.latitude, longitude: venue.longitude }
  ids.single = (
    await insertEvent(db, {
      ...common,
      name: 'Roof Jazz',
      startAt: at('2026-12-05T01:00:00Z'),
      endAt: at('2026-12-05T04:00:00Z'),
      descriptionHtml: '<p>Come <em>early</em>.</p><script>alert(1)</script>',
      refundPolicy: '7_days',
      minPriceMinor: 2500,
      maxPriceMinor: 4000,
    })
  ).id
  await insertTicketClass(db, { eventId: ids.single, name: 'General', priceMinor: 2500, capacity: 100, sold: 20, sortOrder: 0 })
  await insertTicketClass(db, { eventId: ids.single, name: 'VIP', priceMinor: 4000, capacity: 10, sold: 10, sortOrder: 1 })
  await insertTicketClass(db, { eventId: ids.single, name: 'Staff', priceMinor: 0, capacity: 5, hidden: true })
  ids.draft = (await insertEvent(db, { ...common, name: 'Secret Draft', status: 'draft' })).id
  ids.unpublished = (await insertEvent(db, { ...common, name: 'Not Yet', publishedAt: null })).id
  ids.parent = (await insertEvent(db, { ...common, name: 'Weekly Salsa', isSeriesParent: true, startAt: at('2026-11-27T00:00:00Z') })).id
  for (const [i, day] of ['2026-11-13', '2026-11-27', '2026-12-04', '2026-12-11'].entries()) {
    ids[`date${i}`] = (
      await insertEvent(db, {
        ...common,
        name: 'Weekly Salsa',
        seriesParentId: ids.parent,
        startAt: at(`${day}T00:00:00Z`),
        endAt: at(`${day}T02:00:00Z`),
      })
    ).id
  }
  ids.organizer = organizer.id
})

afterAll(async () => {
  await handle.close()
})

test('An event page has the sanitised description, refund policy and visible ticket classes', async () => {
  const page = await getEventPage({ db: handle.db, clock }, { id: ids.single!, origin, viewerUserId: null })
  expect(page.event.name).toBe('Roof Jazz')
  expect(page.event.primary_organizer).toMatchObject({ name: 'Harbour Music', num_followers: 321 })
  expect(page.descriptionHtml).toBe('<p>Come <em>early</em>.</p>')
  expect(page.refundPolicyText).toBe('Refunds up to 7 days before the event.')
  expect(page.ticketClasses.map((t) => [t.name, t.priceText, t.availabilityText])).toEqual([
    ['General', '$26.87', 'Available'],
    ['VIP', '$42.39', 'Sold out'],
  ])
  expect(page.seriesDates).toEqual([])
  expect(page.moreDates).toBe(0)
})

test('The event page, its card price and its JSON-LD offer show the checkout\'s all-in price', async () => {
  const page = await getEventPage({ db: handle.db, clock }, { id: ids.single!, origin, viewerUserId: null })
  const checkout = await listTicketClasses({ db: handle.db, clock }, { eventId: ids.single! })
  const general = checkout.ticket_classes.find((t) => t.name === 'General')!
  expect(general.display_price.display).toBe('$26.87')
  expect(page.ticketClasses[0]?.priceText).toBe(general.display_price.display)
  expect(page.event.ticket_availability.minimum_ticket_price?.value).toBe(general.display_price.value)
  expect(computeCardPrice(page.event)).toBe('From $26.87')
  expect(computeEventJsonLd(page.event, { origin }).offers).toMatchObject({ lowPrice: '26.87', highPrice: '42.39' })
})

test('An external seller\'s prices are shown as that seller gives them, with no fee of ours', async () => {
  const external = await insertEvent(handle.db, { name: 'Sold Elsewhere', ticketsBy: 'othertix', ticketsUrl: 'https://tickets.example/x', minPriceMinor: 2500, maxPriceMinor: 2500 })
  await insertTicketClass(handle.db, { eventId: external.id, name: 'General', priceMinor: 2500, capacity: 100 })
  const page = await getEventPage({ db: handle.db, clock }, { id: external.id, origin, viewerUserId: null })
  expect(computeCardPrice(page.event)).toBe('From $25')
  expect(page.ticketClasses[0]?.priceText).toBe('$25')
})

test('Drafts, unpublished and unknown events are not found', async () => {
  for (const id of [ids.draft!, ids.unpublished!, 999_999]) {
    await expect(getEventPage({ db: handle.db, clock }, { id, origin, viewerUserId: null })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  }
})

test('A series lists its upcoming dates and "+ N more" counts the others', async () => {
  const page = await getEventPage({ db: handle.db, clock }, { id: ids.date2!, origin, viewerUserId: null })
  expect(page.seriesDates.map((d) => d.startUtc)).toEqual(['2026-11-27T00:00:00.000Z', '2026-12-04T00:00:00.000Z', '2026-12-11T00:00:00.000Z'])
  expect(page.seriesDates.find((d) => d.isThisEvent)?.id).toBe(String(ids.date2))
  expect(page.moreDates).toBe(2)
  const parent = await getEventPage({ db: handle.db, clock }, { id: ids.parent!, origin, viewerUserId: null })
  expect(parent.seriesDates).toHaveLength(3)
  expect(parent.moreDates).toBe(2)
})

test('The organizer page lists the organizer’s upcoming dated events with the follower count', async () => {
  const page = await getOrganizerPage({ db: handle.db, clock }, { id: ids.organizer!, page: 1, pageSize: 3, origin, viewerUserId: null })
  expect(page.organizer).toMatchObject({ name: 'Harbour Music', numFollowers: 321 })
  // Past dates, the series container, the draft and the unpublished event are not listed.
  expect(page.events.map((e) => e.name)).toEqual(['Weekly Salsa', 'Weekly Salsa', 'Roof Jazz'])
  expect(page.totalUpcoming).toBe(4)
  expect(page.pageCount).toBe(2)
  await expect(getOrganizerPage({ db: handle.db, clock }, { id: 424242, page: 1, pageSize: 3, origin, viewerUserId: null })).rejects.toMatchObject({
    code: 'NOT_FOUND',
  })
})

test('A viewer who follows the organizer is shown as following on the event and organizer pages', async () => {
  const fan = await insertUser(handle.db)
  const stranger = await insertUser(handle.db)
  await setOrganizerFollowed({ db: handle.db, clock }, { userId: fan.id, organizerId: ids.organizer!, following: true })
  const eventPage = (viewerUserId: number | null) => getEventPage({ db: handle.db, clock }, { id: ids.single!, origin, viewerUserId })
  const organizerPage = (viewerUserId: number | null) =>
    getOrganizerPage({ db: handle.db, clock }, { id: ids.organizer!, page: 1, pageSize: 3, origin, viewerUserId })
  expect((await eventPage(fan.id)).viewerFollowsOrganizer).toBe(true)
  expect((await eventPage(stranger.id)).viewerFollowsOrganizer).toBe(false)
  expect((await eventPage(null)).viewerFollowsOrganizer).toBe(false)
  expect((await organizerPage(fan.id)).viewerFollows).toBe(true)
  expect((await organizerPage(stranger.id)).viewerFollows).toBe(false)
})

test('A cancelled event’s page offers nothing and its card no price; a sold-out one offers the wait-list, as checkout does', async () => {
  const db = handle.db
  const cancelled = await insertEvent(db, { name: 'Called Off', status: 'cancelled', minPriceMinor: 2500, maxPriceMinor: 2500 })
  await insertTicketClass(db, { eventId: cancelled.id, name: 'General', priceMinor: 2500, capacity: 100 })
  const off = await getEventPage({ db, clock }, { id: cancelled.id, origin, viewerUserId: null })
  expect(off.ticketOffer).toBe('cancelled')
  expect(off.event.ticket_availability.minimum_ticket_price).toBeNull()
  expect(computeCardPrice(off.event)).toBeNull()

  const full = await insertEvent(db, { name: 'Full House', minPriceMinor: 2500, maxPriceMinor: 2500 })
  await insertTicketClass(db, { eventId: full.id, name: 'General', priceMinor: 2500, capacity: 2, sold: 2 })
  const soldOut = await getEventPage({ db, clock }, { id: full.id, origin, viewerUserId: null })
  const checkout = await listTicketClasses({ db, clock }, { eventId: full.id })
  expect(checkout.ticket_classes.map((t) => t.on_sale_status)).toEqual(['SOLD_OUT'])
  expect(soldOut.ticketClasses.map((t) => t.onSaleStatus)).toEqual(['SOLD_OUT'])
  expect(soldOut.ticketOffer).toBe('waitlist')

  const single = await getEventPage({ db, clock }, { id: ids.single!, origin, viewerUserId: null })
  expect(single.ticketOffer).toBe('tickets')
})
