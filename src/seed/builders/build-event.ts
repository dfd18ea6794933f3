// Row builder for events (STYLE.md "Factories"). By default: a live, paid, in-person music event a
// week from now, owned by organizer 1; `insertEvent` creates the organizer when none is given.
import { slugifyPlaceName } from '@/core/places/place-slug'
import type { events } from '@/db/schema'

// The search vector is computed by the database, so it is never part of a row we write.
// A draft's planned schedule (issue 20) and its dismissed reminder (decision 056) are the creator tools'
// alone: built events have neither (the columns' null).
export type EventRow = Required<Omit<typeof events.$inferInsert, 'id' | 'schedulePlan' | 'draftReminderDismissedAt'>> & { id?: number }

const DAY_MS = 86_400_000
let counter = 0

export function buildEvent(overrides: Partial<EventRow> = {}): EventRow {
  counter += 1
  const name = overrides.name ?? `Test Event ${counter}`
  const startAt = overrides.startAt ?? new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + 7 * DAY_MS + 19 * 3_600_000)
  const createdAt = overrides.createdAt ?? new Date()
  return {
    name,
    nameSlug: slugifyPlaceName(name),
    summary: '',
    descriptionHtml: '',
    startAt,
    endAt: new Date(startAt.getTime() + 2 * 3_600_000),
    timeZone: 'America/New_York',
    hideStartDate: false,
    isOnline: false,
    onlineUrl: null,
    venueId: null,
    latitude: null,
    longitude: null,
    organizerId: 1,
    categoryId: 103,
    subcategoryId: null,
    formatId: 6,
    tags: [],
    imageId: null,
    isSeriesParent: false,
    seriesParentId: null,
    isPromoted: false,
    promotedListing: null,
    ticketsBy: 'tessera',
    ticketsUrl: null,
    refundPolicy: 'contact_organizer',
    reminderHours: [24, 2],
    transfersAllowed: true,
    transferCutoffHours: 0,
    status: 'live',
    isFree: false,
    minPriceMinor: null,
    maxPriceMinor: null,
    priceSalesStart: null,
    priceValidUntil: null,
    currency: 'USD',
    taxOverride: null,
    bookmarksCount: 0,
    createdAt,
    publishedAt: createdAt,
    listed: true,
    passwordHash: null,
    invitationOnly: false,
    requiresApproval: false,
    ...overrides,
  }
}
