// Demo events: generated group by group (a one-off event, or a series of 3–8 instances under a parent
// row), each group with its ticket classes and discounts, streamed in chunks.
import { REFUND_POLICIES } from '@/core/events/refund-policy'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { buildEvent } from '@/seed/builders/build-event'
import { civilDay, DAY_MS, DEMO_WINDOW_DAYS_AFTER, DEMO_WINDOW_DAYS_BEFORE, gaussian, HOUR_MS } from './demo-common'
import { buildInstanceDiscount, pickDiscountKind, type DiscountKind } from './demo-discounts'
import { buildGroupShape, type GroupShape } from './demo-event-shape'
import { SUBCATEGORY_CONTENT } from './content/subcategory-content'
import { seasonPlaceOf } from './demo-seasons'
import { composeEventText, type EventText } from './event-text'
import type { DemoPlan, EventChunk } from './demo-plan-types'
import { buildSeriesParent } from './demo-series'
import { computeEventPriceSummary } from '@/core/events/price-summary'
import { buildInstanceTicketClasses, type Scarcity } from './demo-ticket-classes'
import type { Random } from './random'
import { zonedTimeToUtc } from './zoned-time'

// Groups that are series, tuned so that ~10% of dated events belong to one (average 5.5 instances).
const SERIES_GROUP_SHARE = 0.03
const SERIES_FORMATS = new Set([2, 6, 7, 9, 10, 14, 16, 17])
const SOLD_OUT_SHARE = 0.035
const FEW_LEFT_SHARE = 0.04

type GroupRows = Omit<EventChunk, 'datedEvents'>
type TextedShape = GroupShape & { text: EventText }
type IdCursor = { event: number; ticketClass: number; discount: number }

/**
 * Event rows in chunks of about `chunkSize` dated events (a series is never split), with their ticket
 * classes and discounts. Ids are assigned in order: 1, 2, 3… across chunks.
 */
export function* generateEventChunks(plan: DemoPlan, chunkSize = 10_000): Generator<EventChunk> {
  const total = plan.input.events
  let dated = 0
  let group = 0
  const ids: IdCursor = { event: 1, ticketClass: 1, discount: 1 }
  let chunk: EventChunk = { events: [], ticketClasses: [], discounts: [], datedEvents: 0 }
  while (dated < total) {
    group += 1
    const r = plan.root.fork(`group:${group}`)
    let count = r.chance(SERIES_GROUP_SHARE) ? r.int(3, 8) : 1
    count = Math.min(count, total - dated)
    if (count === 2) count = 1
    const shape = buildGroupShape(plan, r)
    // A holiday event happens once, in the holiday's run-up at its place; galas, festivals and races
    // are one-offs too, while classes, shows, tours and meetups repeat.
    if (shape.seasonDays || !SERIES_FORMATS.has(shape.formatId)) count = 1
    const offsets = shape.seasonDays ? pickSeasonDayOffset(plan, r, shape, shape.seasonDays) : pickDayOffsetsWithWeekday(plan, r, shape, count)
    const text = composeGroupText(plan, r, shape, offsets)
    const groupRows = buildGroupRows(plan, r, { ...shape, text }, offsets, ids)
    chunk.events.push(...groupRows.events)
    chunk.ticketClasses.push(...groupRows.ticketClasses)
    chunk.discounts.push(...groupRows.discounts)
    chunk.datedEvents += count
    dated += count
    if (chunk.datedEvents >= chunkSize) {
      yield chunk
      chunk = { events: [], ticketClasses: [], discounts: [], datedEvents: 0 }
    }
  }
  if (chunk.events.length > 0) yield chunk
}

/** Day offsets (from the anchor's civil date) of the instances of a group. */
function pickDayOffsets(r: Random, count: number): number[] {
  if (count === 1) {
    const past = r.chance(0.16)
    // Denser in the coming weeks than months ahead, as listings are: about a sixth of the upcoming one-off
    // events fall in the next seven days. Not more: the ticket journeys look for events whose sales stay
    // open for three days among the first few hundred by date.
    return [past ? -r.int(1, DEMO_WINDOW_DAYS_BEFORE) : Math.floor(Math.pow(r.next(), 1.25) * (DEMO_WINDOW_DAYS_AFTER + 1))]
  }
  // Weekly mostly; daily runs (tours, classes), fortnightly and monthly ones when they fit the window.
  const room = DEMO_WINDOW_DAYS_BEFORE + DEMO_WINDOW_DAYS_AFTER - 7
  const cadences = [7, 1, 14, 28].filter((c) => c * (count - 1) <= room)
  const weights = [60, 15, 15, 10].slice(0, cadences.length)
  const cadence = r.weightedPick(cadences, weights)
  const span = cadence * (count - 1)
  const first = -DEMO_WINDOW_DAYS_BEFORE + r.int(0, Math.max(0, DEMO_WINDOW_DAYS_BEFORE + DEMO_WINDOW_DAYS_AFTER - span - 7))
  return Array.from({ length: count }, (_, i) => first + i * cadence)
}

/** One day of the season's days in the window, moved to the weekend when the group wants one and the season allows. */
function pickSeasonDayOffset(plan: DemoPlan, r: Random, shape: GroupShape, days: readonly number[]): number[] {
  const upcoming = days.filter((d) => d >= 0)
  const pool = upcoming.length > 0 && r.chance(0.85) ? upcoming : days
  let offset = r.pick(pool)
  if (shape.wantsWeekend) {
    const weekday = civilDay(plan.anchorDayMs + offset * DAY_MS).weekday
    const shifted = offset + ((6 - weekday + 7) % 7)
    if (days.includes(shifted)) offset = shifted
  }
  return [offset]
}

/** The group's name and description, told its dates and hours so that every word of it holds. */
function composeGroupText(plan: DemoPlan, r: Random, shape: GroupShape, offsets: readonly number[]) {
  const city = plan.cities[shape.cityIndex]
  return composeEventText(r, {
    categoryId: shape.category.id,
    formatId: shape.formatId,
    content: shape.content,
    format: shape.format,
    topic: shape.topic,
    city: shape.isOnline || !city ? null : city.name,
    organizerName: plan.organizerNames[shape.organizerId - 1] ?? 'the organizer',
    isOnline: shape.isOnline,
    overrides: shape.subcategory ? SUBCATEGORY_CONTENT[shape.subcategory.id] : undefined,
    facts: {
      startHour: shape.startHour,
      days: offsets.map((o) => plan.anchorDayMs + o * DAY_MS),
      place: seasonPlaceOf(shape.isOnline ? null : (city ?? null)),
      formatId: shape.formatId,
      online: shape.isOnline,
    },
  })
}

function pickDayOffsetsWithWeekday(plan: DemoPlan, r: Random, shape: GroupShape, count: number): number[] {
  const offsets = pickDayOffsets(r, count)
  if (!shape.wantsWeekend) return offsets
  // Move the first date forward to the next Saturday or Sunday; later instances keep the cadence.
  const weekday = civilDay(plan.anchorDayMs + (offsets[0] ?? 0) * DAY_MS).weekday
  const target = r.chance(0.6) ? 6 : 0
  const shift = (target - weekday + 7) % 7
  if ((offsets[offsets.length - 1] ?? 0) + shift > DEMO_WINDOW_DAYS_AFTER) return offsets
  return offsets.map((o) => o + shift)
}

/** What every instance of a group shares beyond its shape: listing dates, status, scarcity, offers. */
type GroupListing = {
  parentId: number | null
  nameSlug: string
  createdAt: Date
  publishedAt: Date
  status: 'live' | 'cancelled' | 'postponed'
  promotedListing: ReturnType<typeof pickPromotedListing> | null
  famous: number
  scarcity: Scarcity
  discountKind: DiscountKind | null
}

function buildGroupRows(plan: DemoPlan, r: Random, shape: TextedShape, offsets: readonly number[], ids: IdCursor): GroupRows {
  const anchorMs = plan.anchor.getTime()
  const firstEventId = ids.event
  const parentId = offsets.length > 1 ? ids.event++ : null
  const starts = offsets.map((offset) => {
    const day = civilDay(plan.anchorDayMs + offset * DAY_MS)
    return zonedTimeToUtc(
      { year: day.year, month: day.month, day: day.day, hour: shape.startHour, minute: shape.startMinute },
      shape.timeZone,
    )
  })
  const listing = pickGroupListing(plan, r, shape, { parentId, firstEventId, firstStart: starts[0] as Date })
  const classGroup = { ...shape, ...listing, anchorMs }
  const rows: GroupRows = { events: [], ticketClasses: [], discounts: [] }
  starts.forEach((startAt) => {
    const eventId = ids.event++
    const endAt = new Date(startAt.getTime() + (shape.multiDays - 1) * DAY_MS + shape.durationMinutes * 60_000)
    const isPast = startAt.getTime() < anchorMs
    const classes = shape.external
      ? []
      : buildInstanceTicketClasses(r, classGroup, { eventId, startAt, isPast }, ids)
    rows.ticketClasses.push(...classes)
    if (listing.discountKind && !isPast) {
      const instance = { eventId, startAt, publishedAt: listing.publishedAt, anchorMs }
      rows.discounts.push(buildInstanceDiscount(r, listing.discountKind, instance, ids))
    }
    rows.events.push(buildInstanceEvent(plan, r, shape, listing, { eventId, startAt, endAt, classes }))
  })
  if (parentId !== null) {
    const parent = buildSeriesParent(parentId, rows.events)
    if (parent) rows.events.unshift(parent)
  }
  return rows
}

function pickGroupListing(
  plan: DemoPlan,
  r: Random,
  shape: TextedShape,
  group: { parentId: number | null; firstEventId: number; firstStart: Date },
): GroupListing {
  const anchorMs = plan.anchor.getTime()
  // Most events were listed weeks ago; a few just now (the "Just added" signal).
  let createdMs = r.chance(0.08) ? anchorMs - r.int(1, 72) * HOUR_MS : anchorMs - r.int(4, 90) * DAY_MS - r.int(0, 23) * HOUR_MS
  createdMs = Math.min(createdMs, group.firstStart.getTime() - 2 * DAY_MS)
  const status = r.chance(0.012) ? 'cancelled' : r.chance(0.008) ? 'postponed' : 'live'
  const promotedListing = shape.isPromoted ? pickPromotedListing(plan, r, group.firstEventId) : null
  const famous = Math.sqrt(plan.organizerFollowers[shape.organizerId - 1] ?? 0)
  const scarcity: Scarcity = r.chance(SOLD_OUT_SHARE) ? 'sold-out' : r.chance(FEW_LEFT_SHARE / (1 - SOLD_OUT_SHARE)) ? 'few-left' : 'normal'
  // Offers go to one-off events: a series card leads to the series page, which lists no one date's offer.
  const discountKind = pickDiscountKind(r, shape.isFree || shape.external !== null || group.parentId !== null)
  return {
    parentId: group.parentId,
    nameSlug: slugifyPlaceName(shape.text.name) || 'event',
    createdAt: new Date(createdMs),
    publishedAt: new Date(createdMs + 10 * 60_000),
    status,
    promotedListing,
    famous,
    scarcity,
    discountKind,
  }
}

function pickPromotedListing(plan: DemoPlan, r: Random, firstEventId: number) {
  return {
    adId: `ad_${plan.input.seed}_${firstEventId}`,
    campaignId: `cmp_${r.int(10_000, 99_999)}`,
    placement: r.pick(['search', 'home', 'category']),
    displayAbTest: 'control',
    hasOpportunityFeedbackEnabled: false,
  }
}

/**
 * The stored price summary by the product's own rule (decision 052) at the demo data's instant; an event
 * whose tickets are sold elsewhere has no classes and keeps the price its shape says.
 */
function priceSummaryOf(plan: DemoPlan, shape: TextedShape, classes: EventChunk['ticketClasses']) {
  if (classes.length === 0) return { isFree: shape.isFree, minPriceMinor: null, maxPriceMinor: null, priceSalesStart: null, priceValidUntil: null }
  const summary = computeEventPriceSummary(classes, plan.anchor)
  return {
    isFree: summary.isFree,
    minPriceMinor: summary.minPriceMinor,
    maxPriceMinor: summary.maxPriceMinor,
    priceSalesStart: summary.salesStart,
    priceValidUntil: summary.validUntil,
  }
}

// Famous organizers, promoted and scarce events draw more bookmarks; the product keeps its historical
// order of factors so the float result, and so the data, stays the same.
function pickBookmarks(r: Random, shape: GroupShape, listing: GroupListing): number {
  return Math.min(
    20_000,
    Math.floor(
      Math.exp(gaussian(r) * 1.1 + 1.2) *
        (1 + listing.famous / 20) *
        (shape.isPromoted ? 3 : 1) *
        (listing.scarcity === 'normal' ? 1 : 2),
    ),
  )
}

function buildInstanceEvent(
  plan: DemoPlan,
  r: Random,
  shape: TextedShape,
  listing: GroupListing,
  instance: { eventId: number; startAt: Date; endAt: Date; classes: EventChunk['ticketClasses'] },
): EventChunk['events'][number] {
  const id = instance.eventId
  const parentId = listing.parentId
  const price = priceSummaryOf(plan, shape, instance.classes)
  const bookmarks = pickBookmarks(r, shape, listing)
  return buildEvent({
    id,
    name: shape.text.name,
    nameSlug: listing.nameSlug,
    summary: shape.text.summary,
    descriptionHtml: shape.text.descriptionHtml,
    startAt: instance.startAt,
    endAt: instance.endAt,
    timeZone: shape.timeZone,
    hideStartDate: false,
    isOnline: shape.isOnline,
    venueId: shape.venueId,
    latitude: shape.venueId === null ? null : (plan.venueLat[shape.venueId] ?? null),
    longitude: shape.venueId === null ? null : (plan.venueLng[shape.venueId] ?? null),
    organizerId: shape.organizerId,
    categoryId: shape.category.id,
    subcategoryId: shape.subcategory?.id ?? null,
    formatId: shape.formatId,
    tags: shape.tags,
    imageId: shape.imageId,
    isSeriesParent: false,
    seriesParentId: parentId,
    isPromoted: shape.isPromoted,
    promotedListing: listing.promotedListing,
    ticketsBy: shape.external?.by ?? 'tessera',
    ticketsUrl: shape.external ? shape.external.url(listing.nameSlug, parentId ?? id) : null,
    // From the id rather than the random stream, so the rest of the demo data stays as it was.
    refundPolicy: REFUND_POLICIES[(parentId ?? id) % REFUND_POLICIES.length]!,
    status: listing.status,
    ...price,
    currency: shape.currency,
    bookmarksCount: bookmarks,
    createdAt: listing.createdAt,
    publishedAt: listing.publishedAt,
  }) as EventChunk['events'][number]
}
