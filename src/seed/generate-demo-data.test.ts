import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { CATEGORIES } from '@/core/taxonomy/categories'
import { FORMATS } from '@/core/taxonomy/formats'
import { SUBCATEGORIES } from '@/core/taxonomy/subcategories'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { DEMO_TEST_CITIES } from '../../tests/factories/demo-cities'
import { DEMO_WINDOW_DAYS_AFTER, DEMO_WINDOW_DAYS_BEFORE } from './demo-common'
import { generateDemoData, type DemoData } from './generate-demo-data'

const ANCHOR = new Date('2026-10-15T12:00:00Z')
const DAY_MS = 86_400_000

function generate(seed = 7, events = 3000, anchorDate = ANCHOR): DemoData {
  return generateDemoData({ events, seed, anchorDate, cities: DEMO_TEST_CITIES })
}

function hash(data: DemoData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex')
}

function dated(data: DemoData) {
  return data.events.filter((e) => !e.isSeriesParent)
}

test('The same seed and anchor date give identical data; another seed gives different data', () => {
  const a = generate(7, 1500)
  const b = generate(7, 1500)
  expect(hash(a)).toBe(hash(b))
  expect(hash(generate(8, 1500))).not.toBe(hash(a))
  expect(hash(generate(7, 1500, new Date('2026-10-16T12:00:00Z')))).not.toBe(hash(a))
})

test('Exactly the requested number of dated events is generated, with sequential ids', () => {
  const data = generate(3, 1234)
  expect(dated(data)).toHaveLength(1234)
  expect(data.events.map((e) => e.id)).toEqual(data.events.map((_, i) => i + 1))
  expect(data.ticketClasses.map((t) => t.id)).toEqual(data.ticketClasses.map((_, i) => i + 1))
})

test('Every category and format appears in 3,000 events, and most subcategories do', () => {
  const events = dated(generate())
  const categories = new Set(events.map((e) => e.categoryId))
  const formats = new Set(events.map((e) => e.formatId))
  const subcategories = new Set(events.map((e) => e.subcategoryId))
  expect([...categories].sort()).toEqual(CATEGORIES.map((c) => c.id).sort())
  expect([...formats].sort((a, b) => a - b)).toEqual(FORMATS.map((f) => f.id))
  const covered = SUBCATEGORIES.filter((s) => subcategories.has(s.id)).length
  expect(covered / SUBCATEGORIES.length).toBeGreaterThanOrEqual(0.8)
  for (const event of events) {
    if (event.subcategoryId === null) continue
    expect(SUBCATEGORIES.find((s) => s.id === event.subcategoryId)?.categoryId).toBe(event.categoryId)
  }
})

test('About a tenth of dated events belong to a series whose parent spans its instances', () => {
  const data = generate()
  const events = dated(data)
  const children = events.filter((e) => e.seriesParentId !== null)
  expect(children.length / events.length).toBeGreaterThan(0.06)
  expect(children.length / events.length).toBeLessThan(0.15)
  const byId = new Map(data.events.map((e) => [e.id, e]))
  for (const parent of data.events.filter((e) => e.isSeriesParent)) {
    const instances = children.filter((c) => c.seriesParentId === parent.id)
    expect(instances.length).toBeGreaterThanOrEqual(3)
    expect(parent.startAt.getTime()).toBe(Math.min(...instances.map((i) => i.startAt.getTime())))
    expect(parent.endAt.getTime()).toBe(Math.max(...instances.map((i) => i.endAt.getTime())))
    expect(instances.every((i) => i.name === parent.name && i.organizerId === parent.organizerId)).toBe(true)
  }
  for (const child of children) expect(byId.get(child.seriesParentId ?? -1)?.isSeriesParent).toBe(true)
})

test('Events are free or paid in plausible shares, about an eighth online, a few external and promoted', () => {
  const events = dated(generate())
  const share = (pick: (e: (typeof events)[number]) => boolean) => events.filter(pick).length / events.length
  expect(share((e) => e.isFree)).toBeGreaterThan(0.25)
  expect(share((e) => e.isFree)).toBeLessThan(0.45)
  expect(share((e) => !e.isFree && e.minPriceMinor !== null)).toBeGreaterThan(0.5)
  expect(share((e) => e.isOnline)).toBeGreaterThan(0.08)
  expect(share((e) => e.isOnline)).toBeLessThan(0.17)
  expect(share((e) => e.ticketsBy !== 'tessera')).toBeGreaterThan(0.01)
  expect(share((e) => e.ticketsBy !== 'tessera')).toBeLessThan(0.06)
  expect(share((e) => e.isPromoted)).toBeGreaterThan(0.01)
  expect(share((e) => e.status !== 'live')).toBeLessThan(0.05)
  for (const event of events) {
    if (event.isOnline) expect([event.venueId, event.latitude, event.longitude]).toEqual([null, null, null])
    else expect(event.venueId).not.toBeNull()
    if (event.ticketsBy !== 'tessera') expect(event.ticketsUrl).toMatch(/^https:\/\/[a-z.]*example\.(org|com|net)\//)
    if (event.isPromoted) expect(event.promotedListing).toMatchObject({ displayAbTest: 'control' })
    expect(event.nameSlug).toBe(slugifyPlaceName(event.name))
  }
})

test('Each event ticket summary is of the classes on sale at the anchor, in the venue country currency', () => {
  const data = generate()
  const classesByEvent = new Map<number, typeof data.ticketClasses>()
  for (const c of data.ticketClasses) classesByEvent.set(c.eventId, [...(classesByEvent.get(c.eventId) ?? []), c])
  const venueCountry = new Map(data.venues.map((v) => [v.id, v.countryCode]))
  const currencyOf: Record<string, string> = { US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD', DE: 'EUR', FR: 'EUR', ES: 'EUR', IE: 'EUR', NL: 'EUR' }
  const at = ANCHOR.getTime()
  for (const event of data.events) {
    if (event.ticketsBy !== 'tessera') {
      expect(classesByEvent.get(event.id) ?? []).toHaveLength(0)
      expect([event.isFree, event.minPriceMinor, event.maxPriceMinor]).toEqual([false, null, null])
      continue
    }
    if (event.isSeriesParent) {
      // A series parent spans its dates' summaries.
      const instances = data.events.filter((e) => e.seriesParentId === event.id)
      expect(event.minPriceMinor).toBe(Math.min(...instances.map((e) => e.minPriceMinor!)))
      expect(event.maxPriceMinor).toBe(Math.max(...instances.map((e) => e.maxPriceMinor!)))
      continue
    }
    const classes = classesByEvent.get(event.id) ?? []
    expect(classes.length).toBeGreaterThan(0)
    // Decision 052: classes whose sales run at the anchor and that are not sold out; all of them when none is.
    const onSale = classes.filter((c) => c.salesStart!.getTime() <= at && c.salesEnd!.getTime() > at && c.sold < c.capacity)
    const prices = (onSale.length > 0 ? onSale : classes).map((c) => c.priceMinor)
    expect(event.minPriceMinor).toBe(Math.min(...prices))
    expect(event.maxPriceMinor).toBe(Math.max(...prices))
    expect(event.isFree).toBe(prices.every((p) => p === 0))
    for (const c of classes) {
      expect(c.currency).toBe(event.currency)
      // Free classes: a free event's, or the volunteer places some paid events have.
      expect(c.kind).toBe(c.priceMinor === 0 ? 'free' : 'paid')
      expect(c.sold).toBeGreaterThanOrEqual(0)
      expect(c.sold).toBeLessThanOrEqual(c.capacity)
      expect(c.salesEnd!.getTime()).toBeLessThanOrEqual(event.startAt.getTime())
    }
    if (event.venueId !== null) expect(event.currency).toBe(currencyOf[venueCountry.get(event.venueId) ?? ''])
  }
})

test('The demo data shows ended early birds, events with free and paid tickets, and small classes nothing was sold of', () => {
  const data = generate()
  const at = ANCHOR.getTime()
  const upcoming = new Set(dated(data).filter((e) => e.startAt.getTime() > at).map((e) => e.id))
  const classes = data.ticketClasses.filter((c) => upcoming.has(c.eventId))
  expect(classes.filter((c) => c.name === 'Early bird' && c.salesEnd!.getTime() <= at).length).toBeGreaterThan(10)
  const freeAndPaid = dated(data).filter((e) => upcoming.has(e.id) && !e.isFree && e.minPriceMinor === 0 && (e.maxPriceMinor ?? 0) > 0)
  expect(freeAndPaid.length).toBeGreaterThan(10)
  expect(classes.filter((c) => c.capacity <= 10 && c.sold === 0).length).toBeGreaterThan(10)
})

test('Sold-out events, events with few tickets left and discounts occur; no sales end early to look urgent', () => {
  const data = generate()
  const classesByEvent = new Map<number, typeof data.ticketClasses>()
  for (const c of data.ticketClasses) classesByEvent.set(c.eventId, [...(classesByEvent.get(c.eventId) ?? []), c])
  const withClasses = dated(data).filter((e) => (classesByEvent.get(e.id) ?? []).length > 0)
  const soldOut = withClasses.filter((e) => classesByEvent.get(e.id)!.every((c) => c.sold === c.capacity))
  const fewLeft = withClasses.filter((e) => {
    const classes = classesByEvent.get(e.id)!
    const sold = classes.reduce((s, c) => s + c.sold, 0)
    const capacity = classes.reduce((s, c) => s + c.capacity, 0)
    return sold >= 0.9 * capacity && sold < capacity
  })
  // Issue 23: "Sales end soon" must come from real sales windows, so ordinary tickets sell until the
  // event starts and only early-bird tiers close sooner, a week or more ahead.
  const endingEarly = withClasses.filter((e) =>
    classesByEvent.get(e.id)!.some((c) => !/early bird/i.test(c.name) && c.salesEnd!.getTime() < e.startAt.getTime()),
  )
  expect(soldOut.length).toBeGreaterThan(30)
  expect(fewLeft.length).toBeGreaterThan(40)
  expect(endingEarly).toHaveLength(0)
  const kinds = new Set(data.discounts.map((d) => d.kind))
  expect(kinds).toEqual(new Set(['open', 'bogo', 'coded']))
  expect(data.discounts.some((d) => d.kind === 'open' && d.quantityAvailable === 0)).toBe(true)
  for (const d of data.discounts) {
    if (d.quantityAvailable > 0) expect(d.quantitySold).toBeLessThanOrEqual(d.quantityAvailable)
    expect(d.endAt!.getTime()).toBeGreaterThan(ANCHOR.getTime())
  }
})

test('Start dates fall inside the window at plausible local hours', () => {
  const data = generate()
  const earliest = ANCHOR.getTime() - (DEMO_WINDOW_DAYS_BEFORE + 1) * DAY_MS
  const latest = ANCHOR.getTime() + (DEMO_WINDOW_DAYS_AFTER + 2) * DAY_MS
  for (const event of dated(data)) {
    expect(event.startAt.getTime()).toBeGreaterThanOrEqual(earliest)
    expect(event.startAt.getTime()).toBeLessThanOrEqual(latest)
    expect(event.endAt.getTime()).toBeGreaterThan(event.startAt.getTime())
    expect(event.createdAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime())
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: event.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(event.startAt))
    expect(hour).toBeGreaterThanOrEqual(7)
    expect(hour).toBeLessThanOrEqual(23)
  }
  const past = dated(data).filter((e) => e.startAt.getTime() < ANCHOR.getTime())
  expect(past.length / dated(data).length).toBeGreaterThan(0.08)
  expect(past.length / dated(data).length).toBeLessThan(0.3)
})

test('Organizers have long-tailed followings and venues sit inside their city', () => {
  const data = generate()
  const followers = data.organizers.map((o) => o.numFollowers).sort((a, b) => a - b)
  const median = followers[Math.floor(followers.length / 2)] ?? 0
  expect(followers[followers.length - 1]).toBeGreaterThan(median * 10)
  const cities = new Map(DEMO_TEST_CITIES.map((c) => [c.id, c]))
  for (const venue of data.venues) {
    const city = cities.get(venue.placeId ?? '')
    expect(city).toBeDefined()
    expect(venue.latitude).toBeGreaterThan(city!.viewportSwLat)
    expect(venue.latitude).toBeLessThan(city!.viewportNeLat)
    expect(venue.longitude).toBeGreaterThan(city!.viewportSwLng)
    expect(venue.longitude).toBeLessThan(city!.viewportNeLng)
    expect(venue.timeZone).toBe(city!.timeZone)
  }
})

test('Descriptions are short HTML paragraphs and lists, and names vary', () => {
  const events = dated(generate())
  const lengths = events.map((e) => e.descriptionHtml.length).sort((a, b) => a - b)
  expect(lengths[Math.floor(lengths.length / 2)]).toBeGreaterThanOrEqual(300)
  expect(lengths[lengths.length - 1]).toBeLessThanOrEqual(600)
  for (const event of events.slice(0, 200)) {
    expect(event.descriptionHtml).toMatch(/^<p>[^<]+<\/p><p>[^<]+<\/p><ul>(<li>[^<]+<\/li>){3}<\/ul><p>[^<]+<\/p>$/)
    expect(event.summary.length).toBeGreaterThan(20)
  }
  expect(new Set(events.map((e) => e.name)).size / events.length).toBeGreaterThan(0.8)
})

test('A search log of the last two weeks near the seeded cities and the default feature flags come too', () => {
  const data = generate()
  expect(data.searchLog.length).toBe(3000)
  const cityIds = new Set(DEMO_TEST_CITIES.map((c) => c.id))
  for (const row of data.searchLog) {
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(ANCHOR.getTime())
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(ANCHOR.getTime() - 14 * DAY_MS)
    expect(row.normalizedQuery).toBe(row.query.trim().toLowerCase().replace(/\s+/g, ' '))
    if (row.placeId !== null) expect(cityIds.has(row.placeId)).toBe(true)
  }
  expect(data.featureFlags.map((f) => [f.key, f.enabled])).toEqual([
    ['launchCreatorCreditsSectionAttendee', false],
    ['enableOldCollectionsLinkInHeader', false],
    ['isDetachInterestsEnabled', false],
    ['isCreatorHomeActivated', false],
    // Issue 38 point 16: a new visitor of the demo meets the chat concierge.
    ['chatbotEnabled', true],
  ])
})
