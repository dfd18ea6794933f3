import 'server-only'
import type { BoundingBox } from '@/core/shared/bounding-box'
import { and, asc, eq, gte, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRowsPrepared } from '@/db/query-rows'
import { events, images, organizers, venues } from '@/db/schema'
import type { EventDetail } from './event-json'
import { GOING_FAST_WINDOW_MS } from './sales-status'
import { computeStatusListSql, TICKETED_ORDER_STATUSES } from '@/core/ticketing/order-state'
import { toTaxRule } from '@/core/ticketing/taxes'

// The lifecycle's sets of statuses (order-state.ts) as SQL lists.
const TICKETED_STATUSES_SQL = sql.raw(computeStatusListSql(TICKETED_ORDER_STATUSES))

export type EventListItem = {
  id: number
  name: string
  nameSlug: string
  summary: string
  startAt: Date
  timeZone: string
  hideStartDate: boolean
  isOnline: boolean
  isFree: boolean
  minPriceMinor: number | null
  currency: string
  venueName: string | null
  venueCity: string | null
  venueRegion: string | null
  organizerName: string
  imageKey: string | null
}


const listColumns = {
  id: events.id,
  name: events.name,
  nameSlug: events.nameSlug,
  summary: events.summary,
  startAt: events.startAt,
  timeZone: events.timeZone,
  hideStartDate: events.hideStartDate,
  isOnline: events.isOnline,
  isFree: events.isFree,
  minPriceMinor: events.minPriceMinor,
  currency: events.currency,
  venueName: venues.name,
  venueCity: venues.city,
  venueRegion: venues.region,
  organizerName: organizers.name,
  imageKey: images.storageKey,
}

// The one rule of public lists (decision 060): live, dated (series parents are containers; lists show
// their dated instances), listed and without a password: the generated column `publicly_listed`.
const listable = eq(events.publiclyListed, true)

/** Live events starting at or after `from` whose venue lies in `box`, soonest first (uses events_geo_idx). */
export async function findUpcomingEventsInBox(
  db: Db,
  { box, from, limit }: { box: BoundingBox; from: Date; limit: number },
): Promise<EventListItem[]> {
  return db
    .select(listColumns)
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(images, eq(images.id, events.imageId))
    .where(
      and(
        listable,
        gte(events.startAt, from),
        sql`point(${events.longitude}, ${events.latitude}) <@ box(point(${box.swLng}, ${box.swLat}), point(${box.neLng}, ${box.neLat}))`,
      ),
    )
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(limit)
}

/** Live online events starting at or after `from`, soonest first. */
export async function findUpcomingOnlineEvents(
  db: Db,
  { from, limit }: { from: Date; limit: number },
): Promise<EventListItem[]> {
  return db
    .select(listColumns)
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(images, eq(images.id, events.imageId))
    .where(and(listable, eq(events.isOnline, true), gte(events.startAt, from)))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(limit)
}

/** One row of findEventDetailsByIds's statement (snake_case, as PostgreSQL names them). */
type DetailRow = {
  id: number
  name: string
  name_slug: string
  summary: string
  start_at: Date | string
  end_at: Date | string
  time_zone: string
  hide_start_date: boolean
  is_online: boolean
  status: string
  listed: boolean
  has_password: boolean
  invitation_only: boolean
  requires_approval: boolean
  is_series_parent: boolean
  series_parent_id: number | null
  parent_name_slug: string | null
  is_promoted: boolean
  promoted_listing: EventDetail['promotedListing']
  tickets_by: string
  tickets_url: string | null
  category_id: number
  subcategory_id: number | null
  format_id: number
  tags: string[] | string
  bookmarks_count: number
  published_at: Date | string | null
  is_free: boolean
  min_price_minor: number | null
  max_price_minor: number | null
  price_sales_start: Date | string | null
  currency: string
  venue_id: number | null
  venue_name: string | null
  venue_address1: string | null
  venue_address2: string | null
  venue_city: string | null
  venue_region: string | null
  venue_postal_code: string | null
  venue_country_code: string | null
  venue_latitude: number | null
  venue_longitude: number | null
  organizer_id: number
  organizer_name: string
  organizer_slug: string
  organizer_num_followers: number
  tax_mode: string | null
  tax_rate_milli: number | null
  image_id: number | null
  image_key: string | null
  image_width: number | null
  image_height: number | null
  image_edge_color: string | null
  capacity: number | null
  sold: number | null
  sales_start: Date | string | null
  sales_end: Date | string | null
  early_bird: boolean | null
  open_id: number | null
  open_end_at: Date | string | null
  open_quantity_available: number | null
  open_quantity_sold: number | null
  has_bogo: boolean
  sold_recently: number | null
  series_current_future: number
  series_next_dates: (Date | string)[] | string | null
  saved: boolean
  public_collections: number
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v))

// PGlite may hand back an array column as its text form ("{a,b}"); the values here (dates, tags) are
// plain, so they are split without PostgreSQL's quoting rules beyond the quotes themselves.
function arrayItems(v: (Date | string)[] | string): (Date | string)[] {
  if (Array.isArray(v)) return v
  return v.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((item) => item.replace(/^"|"$/g, ''))
}

function toDateArray(v: DetailRow['series_next_dates']): Date[] {
  if (v === null) return []
  return arrayItems(v).map((d) => (d instanceof Date ? d : new Date(d)))
}

/**
 * Everything the Event JSON needs for `ids`, in the order given; unknown ids are skipped. One prepared
 * statement (per viewer case) reads the event, its venue, organizer, image and series parent, and per
 * event: visible ticket sums, the open discount that ends last, whether a BOGO offer is usable now, the series'
 * upcoming dates (for a series parent or any of its dates), the viewer's save and the number of public
 * collections holding it. Its plan is the same for any ids, and planning it would cost more than running
 * it; rows come as plain objects, with only the columns the JSON reads (the description, search vector
 * and locator are large and unused here).
 */
export async function findEventDetailsByIds(
  db: Db,
  ids: number[],
  { now, viewerUserId }: { now: Date; viewerUserId: number | null },
): Promise<EventDetail[]> {
  if (ids.length === 0) return []
  const rows = await queryRowsPrepared<DetailRow>(
    db,
    viewerUserId === null ? 'event_details' : 'event_details_viewer',
    sql`select e.id, e.name, e.name_slug, e.summary, e.start_at, e.end_at, e.time_zone, e.hide_start_date, e.is_online,
          e.status, e.listed, e.password_hash is not null as has_password, e.invitation_only, e.requires_approval, e.is_series_parent, e.series_parent_id, p.name_slug as parent_name_slug, e.is_promoted,
          e.promoted_listing, e.tickets_by, e.tickets_url, e.category_id, e.subcategory_id, e.format_id, e.tags,
          e.bookmarks_count, e.published_at, e.is_free, e.min_price_minor, e.max_price_minor, e.price_sales_start, e.currency,
          v.id as venue_id, v.name as venue_name, v.address_1 as venue_address1, v.address_2 as venue_address2,
          v.city as venue_city, v.region as venue_region, v.postal_code as venue_postal_code,
          v.country_code as venue_country_code, v.latitude as venue_latitude, v.longitude as venue_longitude,
          o.id as organizer_id, o.name as organizer_name, o.slug as organizer_slug, o.num_followers as organizer_num_followers,
          coalesce(e.tax_override->>'mode', o.tax_mode) as tax_mode, coalesce((e.tax_override->>'rateMilli')::int, o.tax_rate_milli) as tax_rate_milli,
          i.id as image_id, i.storage_key as image_key, i.width as image_width, i.height as image_height,
          i.edge_color as image_edge_color,
          t.capacity, t.sold, t.sales_start, t.sales_end, t.early_bird,
          od.id as open_id, od.end_at as open_end_at, od.quantity_available as open_quantity_available, od.quantity_sold as open_quantity_sold,
          bg.id is not null as has_bogo, rs.sold_recently,
          coalesce(sr.current_future, 0) as series_current_future, sr.next_dates as series_next_dates,
          ${viewerUserId === null ? sql`false` : sql`exists (select 1 from saved_events sv where sv.user_id = ${viewerUserId} and sv.event_id = e.id)`} as saved,
          (select count(*)::int from collection_events ce join collections c on c.id = ce.collection_id
            where c.is_public and ce.event_id = e.id) as public_collections
        -- The list is read through a subquery so that PostgreSQL estimates its length the same whether it
        -- sees the values or not; then, after five calls, the statement's one generic plan wins over
        -- planning each call anew (measured at a million events: 2.2 ms a call, of which 0.3 running).
        from unnest((select ${sql.param(ids)}::int[])) as x(id)
        join events e on e.id = x.id
        join organizers o on o.id = e.organizer_id
        left join venues v on v.id = e.venue_id
        left join images i on i.id = e.image_id
        left join events p on p.id = e.series_parent_id
        left join lateral (
          select sum(capacity)::int as capacity, sum(sold)::int as sold, min(sales_start) as sales_start, max(sales_end) as sales_end,
            bool_or(name ilike '%early bird%' and sold < capacity and (sales_start is null or sales_start <= ${now})
              and (sales_end is null or sales_end > ${now})) as early_bird
          from ticket_classes where event_id = e.id and not hidden
        ) t on true
        left join lateral (
          select id, end_at, quantity_available, quantity_sold from discounts
          where event_id = e.id and kind = 'open' order by end_at desc nulls first, id limit 1
        ) od on true
        left join lateral (
          -- Only an offer a buyer can use now: a card must not promise what checkout will not give.
          select id from discounts where event_id = e.id and kind = 'bogo'
            and (start_at is null or start_at <= ${now}) and (end_at is null or end_at >= ${now})
            and (quantity_available = 0 or quantity_sold < quantity_available)
          limit 1
        ) bg on true
        left join lateral (
          -- Sales velocity ("Going fast", issue 19 §10): tickets of orders paid within the window
          -- (orders_event_paid_idx finds them without reading the event's older orders).
          select coalesce(sum(ol.quantity), 0)::int as sold_recently
          from orders ro join order_lines ol on ol.order_id = ro.id
          where ro.event_id = e.id and ro.paid_at > ${new Date(now.getTime() - GOING_FAST_WINDOW_MS)}
            and ro.status in ${TICKETED_STATUSES_SQL}
        ) rs on true
        left join lateral (
          select count(*)::int as current_future, (array_agg(start_at order by start_at))[1:5] as next_dates
          from events s
          where s.series_parent_id = coalesce(e.series_parent_id, case when e.is_series_parent then e.id end)
            and s.end_at >= ${now} and s.status = 'live'
        ) sr on true`,
  )
  const byId = new Map(
    rows.map((r): [number, EventDetail] => [
      r.id,
      {
        id: r.id,
        name: r.name,
        nameSlug: r.name_slug,
        summary: r.summary,
        startAt: toDate(r.start_at)!,
        endAt: toDate(r.end_at)!,
        timeZone: r.time_zone,
        hideStartDate: r.hide_start_date,
        isOnline: r.is_online,
        status: r.status,
        listed: r.listed,
        hasPassword: r.has_password,
        invitationOnly: r.invitation_only,
        requiresApproval: r.requires_approval,
        isSeriesParent: r.is_series_parent,
        seriesParentId: r.series_parent_id,
        seriesParentNameSlug: r.parent_name_slug,
        isPromoted: r.is_promoted,
        promotedListing: r.promoted_listing ?? null,
        ticketsBy: r.tickets_by,
        ticketsUrl: r.tickets_url,
        categoryId: r.category_id,
        subcategoryId: r.subcategory_id,
        formatId: r.format_id,
        tags: arrayItems(r.tags) as string[],
        bookmarksCount: r.bookmarks_count,
        publishedAt: toDate(r.published_at),
        isFree: r.is_free,
        minPriceMinor: r.min_price_minor,
        maxPriceMinor: r.max_price_minor,
        priceSalesStart: toDate(r.price_sales_start),
        currency: r.currency,
        venue:
          r.venue_id === null
            ? null
            : {
                id: r.venue_id,
                name: r.venue_name!,
                address1: r.venue_address1!,
                address2: r.venue_address2,
                city: r.venue_city!,
                region: r.venue_region,
                postalCode: r.venue_postal_code,
                countryCode: r.venue_country_code!,
                latitude: r.venue_latitude!,
                longitude: r.venue_longitude!,
              },
        organizer: { id: r.organizer_id, name: r.organizer_name, slug: r.organizer_slug, numFollowers: r.organizer_num_followers },
        tax: toTaxRule(r),
        image:
          r.image_id === null
            ? null
            : { id: r.image_id, key: r.image_key!, width: r.image_width!, height: r.image_height!, edgeColor: r.image_edge_color },
        tickets: {
          capacity: r.capacity ?? 0,
          sold: r.sold ?? 0,
          salesStart: toDate(r.sales_start),
          salesEnd: toDate(r.sales_end),
          hasEarlyBirdOnSale: r.early_bird ?? false,
          soldRecently: Number(r.sold_recently ?? 0),
        },
        openDiscount:
          r.open_id !== null
            ? { endAt: toDate(r.open_end_at), quantityAvailable: r.open_quantity_available!, quantitySold: r.open_quantity_sold! }
            : null,
        hasBogo: r.has_bogo,
        series: r.series_current_future > 0 ? { currentFuture: r.series_current_future, nextDates: toDateArray(r.series_next_dates) } : null,
        savedByYou: r.saved,
        publicCollectionCount: r.public_collections,
      },
    ]),
  )
  return ids.map((id) => byId.get(id)).filter((d): d is EventDetail => d !== undefined)
}

export type EventPageFields = {
  status: string
  publishedAt: Date | null
  descriptionHtml: string
  refundPolicy: string
  /** Ticket transfers (decision 059): shown before purchase. */
  transfersAllowed: boolean
  transferCutoffHours: number
  isSeriesParent: boolean
  seriesParentId: number | null
  organizerId: number
  listed: boolean
  /** The stored hash of the event's password (decision 060), for checking a visitor's pass; never shown. */
  passwordHash: string | null
  invitationOnly: boolean
  nameSlug: string
}

/** The event columns only the event page shows (description, refund policy) plus what decides visibility. */
export async function findEventPageFieldsById(db: Db, id: number): Promise<EventPageFields | null> {
  const [row] = await db
    .select({
      status: events.status,
      publishedAt: events.publishedAt,
      descriptionHtml: events.descriptionHtml,
      refundPolicy: events.refundPolicy,
      transfersAllowed: events.transfersAllowed,
      transferCutoffHours: events.transferCutoffHours,
      isSeriesParent: events.isSeriesParent,
      seriesParentId: events.seriesParentId,
      organizerId: events.organizerId,
      listed: events.listed,
      passwordHash: events.passwordHash,
      invitationOnly: events.invitationOnly,
      nameSlug: events.nameSlug,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1)
  return row ?? null
}


export type EventCoreFields = {
  id: number
  name: string
  nameSlug: string
  summary: string
  startAt: Date
  endAt: Date
  timeZone: string
  /** The event's picture (an uploaded media id, issue 20), or null. */
  imageId: number | null
}

const eventCoreColumns = {
  id: events.id,
  name: events.name,
  nameSlug: events.nameSlug,
  summary: events.summary,
  startAt: events.startAt,
  endAt: events.endAt,
  timeZone: events.timeZone,
  imageId: events.imageId,
}

/** An event's name, summary and dates, locked for update until the transaction ends; null when absent. */
export async function findEventCoreFieldsByIdForUpdate(db: Db, id: number): Promise<EventCoreFields | null> {
  const [row] = await db.select(eventCoreColumns).from(events).where(eq(events.id, id)).limit(1).for('update')
  return row ?? null
}

/** Writes an event's name, slug, summary, dates and picture (search columns follow, being generated). */
export async function updateEventCoreFields(
  db: Db,
  id: number,
  fields: Pick<EventCoreFields, 'name' | 'nameSlug' | 'summary' | 'startAt' | 'endAt' | 'imageId' | 'timeZone'>,
): Promise<EventCoreFields | null> {
  const [row] = await db.update(events).set(fields).where(eq(events.id, id)).returning(eventCoreColumns)
  return row ?? null
}

export type SeriesDate = { id: number; nameSlug: string; startAt: Date; endAt: Date }

/** Live dates of a series that have not ended by `now`, soonest first. */
export async function findUpcomingSeriesDatesByParentId(
  db: Db,
  parentId: number,
  { now, limit }: { now: Date; limit: number },
): Promise<SeriesDate[]> {
  return db
    .select({ id: events.id, nameSlug: events.nameSlug, startAt: events.startAt, endAt: events.endAt })
    .from(events)
    .where(and(eq(events.seriesParentId, parentId), eq(events.status, 'live'), gte(events.endAt, now)))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(limit)
}

/** Upcoming live, published, dated events of one organizer, soonest first (the organizer page). */
export async function findUpcomingEventIdsByOrganizerId(
  db: Db,
  organizerId: number,
  { now, limit, offset }: { now: Date; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = and(listable, isNotNull(events.publishedAt), eq(events.organizerId, organizerId), gte(events.endAt, now))
  const [rows, totals] = await Promise.all([
    db.select({ id: events.id }).from(events).where(where).orderBy(asc(events.startAt), asc(events.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(events).where(where),
  ])
  return { ids: rows.map((r) => r.id), total: Number(totals[0]?.n ?? 0) }
}

/**
 * Sets an event's visibility (decision 060), and its series' dates' with it: a date of an unlisted or
 * private series is as unlisted or private as the series. `passwordHash` undefined keeps the password.
 * Answers the ids written.
 */
export async function updateEventVisibility(db: Db, id: number, fields: { listed?: boolean; passwordHash?: string | null; invitationOnly?: boolean }): Promise<number[]> {
  const set: { listed?: boolean; passwordHash?: string | null; invitationOnly?: boolean } = {}
  if (fields.listed !== undefined) set.listed = fields.listed
  if (fields.passwordHash !== undefined) set.passwordHash = fields.passwordHash
  if (fields.invitationOnly !== undefined) set.invitationOnly = fields.invitationOnly
  if (Object.keys(set).length === 0) return []
  const rows = await db.update(events).set(set).where(or(eq(events.id, id), eq(events.seriesParentId, id))).returning({ id: events.id })
  return rows.map((r) => r.id)
}
