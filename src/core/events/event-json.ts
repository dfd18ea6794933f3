// The Event of spec §3 "Event (API, snake_case)", built from what the repositories load. Pure: the
// same input always gives the same JSON, so search, event lists and the concierge share one shape.
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { getSubcategoryById, subcategoryKey } from '@/core/taxonomy/subcategories'
import { URGENCY_SIGNALS } from '@/core/taxonomy/urgency'
import { optimizedImageUrl, imageUrlForKey } from '@/core/images/image-optimizer-rules'
import { isOpenDiscountAvailable, type OpenDiscount } from './open-discount'
import { computeMoneyJson } from '@/core/money/money'
import { computeSalesStatus, computeUrgencyFlags, type TicketSummary } from './sales-status'
import { computeLocalDateTimeParts } from './zoned-iso'
import { isSoldHere } from './ticket-provider'
import { isEventCancelled } from './ticket-offer'
import { computeShownPrice } from '@/core/ticketing/fees'
import type { TaxRule } from '@/core/ticketing/taxes'

export type EventDetail = {
  id: number
  name: string
  nameSlug: string
  summary: string
  startAt: Date
  endAt: Date
  timeZone: string
  hideStartDate: boolean
  isOnline: boolean
  status: string
  /** Decision 060: false for an unlisted event (reached by its link only). */
  listed: boolean
  /** Decision 060: a private event, whose page asks for its password before the details. */
  hasPassword: boolean
  /** Decision 060: a private event only the people on its invitation list see. */
  invitationOnly: boolean
  /** Decision 064: registrations wait for the organizer's approval. */
  requiresApproval: boolean
  isSeriesParent: boolean
  seriesParentId: number | null
  seriesParentNameSlug: string | null
  isPromoted: boolean
  promotedListing: Record<string, unknown> | null
  ticketsBy: string
  ticketsUrl: string | null
  categoryId: number
  subcategoryId: number | null
  formatId: number
  tags: string[]
  bookmarksCount: number
  publishedAt: Date | null
  isFree: boolean
  minPriceMinor: number | null
  maxPriceMinor: number | null
  /** When the classes of the price range go on sale; null when they are on sale now (decision 052). */
  priceSalesStart: Date | null
  currency: string
  venue: {
    id: number
    name: string
    address1: string
    address2: string | null
    city: string
    region: string | null
    postalCode: string | null
    countryCode: string
    latitude: number
    longitude: number
  } | null
  organizer: { id: number; name: string; slug: string; numFollowers: number }
  /** The event's tax (its override, else its organizer's): sales tax added is in every shown price. */
  tax: TaxRule
  image: { id: number; key: string; width: number; height: number; edgeColor: string | null } | null
  tickets: TicketSummary
  openDiscount: OpenDiscount | null
  hasBogo: boolean
  /** For series instances: current and future instances of the series and their next start dates. */
  series: { currentFuture: number; nextDates: Date[] } | null
  savedByYou: boolean
  publicCollectionCount: number
}

export { DEFAULT_TICKET_PROVIDER } from './ticket-provider'

function localParts(date: Date, timeZone: string): { date: string; time: string } {
  const p = computeLocalDateTimeParts(date, timeZone)
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` }
}

function localIso(date: Date, timeZone: string): string {
  const p = localParts(date, timeZone)
  return `${p.date}T${p.time}:00`
}

export function eventPath(nameSlug: string, id: number): string {
  return `/e/${nameSlug}-tickets-${id}/`
}

export function organizerPath(slug: string, id: number): string {
  return `/o/${slug}-${id}/`
}

function price(amountMinor: number | null, currency: string) {
  if (amountMinor === null) return null
  return computeMoneyJson(amountMinor, currency)
}

function shownPrice(amountMinor: number | null, e: Pick<EventDetail, 'ticketsBy' | 'currency' | 'tax'>): number | null {
  return amountMinor === null ? null : computeShownPrice(amountMinor, { soldHere: isSoldHere(e.ticketsBy), currency: e.currency, tax: e.tax })
}

function computeTags(e: EventDetail) {
  const tags: { prefix: string; tag: string; display_name: string }[] = []
  const category = getCategoryById(e.categoryId)
  if (category) tags.push({ prefix: 'TesseraCategory', tag: `TesseraCategory/${category.id}`, display_name: category.name })
  const sub = e.subcategoryId === null ? null : getSubcategoryById(e.subcategoryId)
  if (sub) tags.push({ prefix: 'TesseraSubCategory', tag: subcategoryKey(sub.id), display_name: sub.title.trim() })
  const format = getFormatById(e.formatId)
  if (format) tags.push({ prefix: 'TesseraFormat', tag: `TesseraFormat/${format.id}`, display_name: format.name })
  for (const t of e.tags) tags.push({ prefix: 'OrganizerTag', tag: `OrganizerTag/${t}`, display_name: t })
  return tags
}

/** Spec §3 Event (API). `origin` makes URLs absolute for third-party callers. */
export function computeEventJson(e: EventDetail, { now, origin }: { now: Date; origin: string }) {
  const isSeriesInstance = e.seriesParentId !== null
  const sales = computeSalesStatus({ status: e.status, isSeriesInstance, tickets: e.tickets, now })
  const flags = computeUrgencyFlags({
    eventStart: e.startAt,
    salesStatus: sales.salesStatus,
    tickets: e.tickets,
    bookmarksCount: e.bookmarksCount,
    publishedAt: e.publishedAt,
    now,
  })
  const activeSignals = URGENCY_SIGNALS.filter((s) => flags[s.flag])
  const start = localParts(e.startAt, e.timeZone)
  const end = localParts(e.endAt, e.timeZone)
  // Issue 36 §3: a cancelled event sells nothing, so it has no price range and no offer to show anywhere.
  const cancelled = isEventCancelled(e.status)
  const openDiscount = !cancelled && e.openDiscount && isOpenDiscountAvailable(e.openDiscount, now) ? e.openDiscount : null
  const remaining = Math.max(0, e.tickets.capacity - e.tickets.sold)
  return {
    id: String(e.id),
    name: e.name,
    summary: e.summary,
    url: `${origin}${eventPath(e.nameSlug, e.id)}`,
    parent_url:
      e.seriesParentId !== null && e.seriesParentNameSlug
        ? `${origin}${eventPath(e.seriesParentNameSlug, e.seriesParentId)}`
        : null,
    series_id: e.seriesParentId !== null ? String(e.seriesParentId) : null,
    is_series_parent: e.isSeriesParent,
    tickets_url: e.ticketsUrl,
    tickets_by: e.ticketsBy,
    timezone: e.timeZone,
    start_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    start: { utc: e.startAt.toISOString(), local: localIso(e.startAt, e.timeZone), timezone: e.timeZone },
    end: { utc: e.endAt.toISOString(), local: localIso(e.endAt, e.timeZone), timezone: e.timeZone },
    hide_start_date: e.hideStartDate,
    is_online_event: e.isOnline,
    status: e.status,
    listed: e.listed,
    has_password: e.hasPassword,
    invitation_only: e.invitationOnly,
    requires_approval: e.requiresApproval,
    num_children: e.isSeriesParent ? (e.series?.currentFuture ?? 0) : 0,
    bookmarks_count: e.bookmarksCount,
    dedup: { key: `${e.organizer.id}:${e.nameSlug}` },
    tags: computeTags(e),
    image: e.image
      ? {
          id: String(e.image.id),
          url: optimizedImageUrl(e.image.key, 1080),
          edge_color: e.image.edgeColor,
          original: { url: imageUrlForKey(e.image.key), width: e.image.width, height: e.image.height },
        }
      : null,
    primary_venue: e.venue
      ? {
          id: String(e.venue.id),
          name: e.venue.name,
          address: {
            address_1: e.venue.address1,
            address_2: e.venue.address2,
            city: e.venue.city,
            region: e.venue.region,
            postal_code: e.venue.postalCode,
            country: e.venue.countryCode,
            latitude: String(e.venue.latitude),
            longitude: String(e.venue.longitude),
            localized_area_display: [e.venue.city, e.venue.region].filter(Boolean).join(', '),
            localized_address_display: [e.venue.address1, e.venue.city, e.venue.region, e.venue.postalCode]
              .filter(Boolean)
              .join(', '),
          },
        }
      : null,
    primary_organizer: {
      id: String(e.organizer.id),
      name: e.organizer.name,
      num_followers: e.organizer.numFollowers,
      url: `${origin}${organizerPath(e.organizer.slug, e.organizer.id)}`,
    },
    primary_organizer_id: String(e.organizer.id),
    promoted_listing_metadata: e.isPromoted ? { promoted: true, ...(e.promotedListing ?? {}) } : null,
    public_collections: {
      creator_collections: { collections: [], object_count: e.publicCollectionCount },
    },
    saves: { saved_by_you: e.savedByYou },
    widgets: [],
    series: e.series
      ? {
          counts: { current_future: e.series.currentFuture },
          next_dates: e.series.nextDates.map((d) => ({ start: d.toISOString() })),
        }
      : null,
    event_sales_status: {
      sales_status: sales.salesStatus,
      message: sales.message,
      message_type: sales.message ? 'default' : null,
      message_code: sales.messageCode,
      default_message: sales.message,
    },
    ticket_availability: {
      is_free: e.isFree,
      // All-in (issue 19 §1): cards, the event page and JSON-LD show what a ticket costs with its fee.
      minimum_ticket_price: cancelled ? null : price(shownPrice(e.minPriceMinor, e), e.currency),
      maximum_ticket_price: cancelled ? null : price(shownPrice(e.maxPriceMinor, e), e.currency),
      // Decision 052: the range is of the classes on sale now, or of those next on sale, from this date.
      start_sales_date:
        !cancelled && e.priceSalesStart
          ? { utc: e.priceSalesStart.toISOString(), local: localIso(e.priceSalesStart, e.timeZone), timezone: e.timeZone }
          : null,
      open_discount: openDiscount
        ? {
            end_date: openDiscount.endAt?.toISOString() ?? null,
            quantity_available: openDiscount.quantityAvailable,
            quantity_sold: openDiscount.quantitySold,
          }
        : null,
      has_bogo_tickets: !cancelled && e.hasBogo,
      end_sales_date: e.tickets.salesEnd
        ? { utc: e.tickets.salesEnd.toISOString(), local: localIso(e.tickets.salesEnd, e.timeZone), timezone: e.timeZone }
        : null,
      is_sold_out: sales.salesStatus === 'sold_out',
      has_available_tickets: sales.salesStatus === 'on_sale' && remaining > 0,
    },
    urgency_signals: {
      categories: activeSignals.map((s) => s.kind),
      messages: activeSignals.map((s) => s.label),
      ...flags,
    },
  }
}

export type EventJson = ReturnType<typeof computeEventJson>
