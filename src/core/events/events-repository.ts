import 'server-only'
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '@/db/create-db'
import { queryRowsPrepared } from '@/db/query-rows'
import { events, images, organizers, ticketClasses, venues } from '@/db/schema'
import type { EventDetail } from './event-json'
import type { TicketClassInput } from './ticket-class-availability'

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

export type Box = { swLat: number; swLng: number; neLat: number; neLng: number }

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

// Series parents are containers; lists show their dated instances.
const listable = and(eq(events.status, 'live'), eq(events.isSeriesParent, false))

/** Live events starting at or after `from` whose venue lies in `box`, soonest first (uses events_geo_idx). */
export async function findUpcomingEventsInBox(
  db: Db,
  { box, from, limit }: { box: Box; from: Date; limit: number },
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

type ExtrasRow = {
  event_id: number
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
  series_current_future: number
  series_next_dates: (Date | string)[] | string | null
  saved: boolean
  public_collections: number
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v))

function toDateArray(v: ExtrasRow['series_next_dates']): Date[] {
  if (v === null) return []
  // PGlite may hand back a timestamptz[] as its text form.
  const items = Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean).map((s) => s.replace(/^"|"$/g, ''))
  return items.map((d) => (d instanceof Date ? d : new Date(d)))
}

/**
 * Per event: visible ticket sums, the open discount that ends last, whether a BOGO offer exists, the
 * series' upcoming dates (for a series parent or any of its dates), the viewer's save and the number of
 * public collections holding it.
 */
async function findEventExtras(
  db: Db,
  ids: number[],
  { now, viewerUserId }: { now: Date; viewerUserId: number | null },
): Promise<ExtrasRow[]> {
  // Prepared (one statement per viewer case): its plan is the same for any ids, and planning it costs more
  // than running it.
  return queryRowsPrepared<ExtrasRow>(
    db,
    viewerUserId === null ? 'event_extras' : 'event_extras_viewer',
    sql`select x.id as event_id,
          t.capacity, t.sold, t.sales_start, t.sales_end, t.early_bird,
          od.id as open_id, od.end_at as open_end_at, od.quantity_available as open_quantity_available, od.quantity_sold as open_quantity_sold,
          exists (select 1 from discounts b where b.event_id = x.id and b.kind = 'bogo') as has_bogo,
          coalesce(sr.current_future, 0) as series_current_future, sr.next_dates as series_next_dates,
          ${viewerUserId === null ? sql`false` : sql`exists (select 1 from saved_events sv where sv.user_id = ${viewerUserId} and sv.event_id = x.id)`} as saved,
          (select count(*)::int from collection_events ce join collections c on c.id = ce.collection_id
            where c.is_public and ce.event_id = x.id) as public_collections
        from unnest(${sql.param(ids)}::int[]) as x(id)
        join events e on e.id = x.id
        left join lateral (
          select sum(capacity)::int as capacity, sum(sold)::int as sold, min(sales_start) as sales_start, max(sales_end) as sales_end,
            bool_or(name ilike '%early bird%' and sold < capacity and (sales_end is null or sales_end > ${now})) as early_bird
          from ticket_classes where event_id = x.id and not hidden
        ) t on true
        left join lateral (
          select id, end_at, quantity_available, quantity_sold from discounts
          where event_id = x.id and kind = 'open' order by end_at desc nulls first, id limit 1
        ) od on true
        left join lateral (
          select count(*)::int as current_future, (array_agg(start_at order by start_at))[1:5] as next_dates
          from events s
          where s.series_parent_id = coalesce(e.series_parent_id, case when e.is_series_parent then e.id end)
            and s.end_at >= ${now} and s.status = 'live'
        ) sr on true`,
  )
}

/** The event rows of findEventDetailsByIds, as one prepared statement per database (see queryRowsPrepared). */
function prepareEventRowsQuery(db: Db) {
  const parents = alias(events, 'series_parent')
  return db
    .select({
      // Only what the Event JSON reads: the description, search vector and locator are large and unused here.
      e: {
        id: events.id,
        name: events.name,
        nameSlug: events.nameSlug,
        summary: events.summary,
        startAt: events.startAt,
        endAt: events.endAt,
        timeZone: events.timeZone,
        hideStartDate: events.hideStartDate,
        isOnline: events.isOnline,
        status: events.status,
        isSeriesParent: events.isSeriesParent,
        seriesParentId: events.seriesParentId,
        isPromoted: events.isPromoted,
        promotedListing: events.promotedListing,
        ticketsBy: events.ticketsBy,
        ticketsUrl: events.ticketsUrl,
        categoryId: events.categoryId,
        subcategoryId: events.subcategoryId,
        formatId: events.formatId,
        tags: events.tags,
        bookmarksCount: events.bookmarksCount,
        publishedAt: events.publishedAt,
        isFree: events.isFree,
        minPriceMinor: events.minPriceMinor,
        maxPriceMinor: events.maxPriceMinor,
        currency: events.currency,
      },
      parentNameSlug: parents.nameSlug,
      venue: {
        id: venues.id,
        name: venues.name,
        address1: venues.address1,
        address2: venues.address2,
        city: venues.city,
        region: venues.region,
        postalCode: venues.postalCode,
        countryCode: venues.countryCode,
        latitude: venues.latitude,
        longitude: venues.longitude,
      },
      organizer: { id: organizers.id, name: organizers.name, slug: organizers.slug, numFollowers: organizers.numFollowers },
      image: { id: images.id, key: images.storageKey, width: images.width, height: images.height, edgeColor: images.edgeColor },
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(images, eq(images.id, events.imageId))
    .leftJoin(parents, eq(parents.id, events.seriesParentId))
    .where(sql`${events.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('event_details')
}

const eventRowsQueries = new WeakMap<Db, ReturnType<typeof prepareEventRowsQuery>>()

function eventRowsQueryFor(db: Db): ReturnType<typeof prepareEventRowsQuery> {
  let query = eventRowsQueries.get(db)
  if (!query) {
    query = prepareEventRowsQuery(db)
    eventRowsQueries.set(db, query)
  }
  return query
}

/**
 * Everything the Event JSON needs for `ids`, in the order given; unknown ids are skipped.
 */
export async function findEventDetailsByIds(
  db: Db,
  ids: number[],
  { now, viewerUserId }: { now: Date; viewerUserId: number | null },
): Promise<EventDetail[]> {
  if (ids.length === 0) return []
  const rowsQuery = eventRowsQueryFor(db).execute({ ids })
  // Everything else the JSON needs, for all ids in one statement beside the rows (two round trips in
  // parallel instead of five after one another).
  const [rows, extras] = await Promise.all([rowsQuery, findEventExtras(db, ids, { now, viewerUserId })])
  const extrasById = new Map(extras.map((x) => [x.event_id, x]))

  const byId = new Map(
    rows.map((r): [number, EventDetail] => {
      const e = r.e
      const x = extrasById.get(e.id)
      return [
        e.id,
        {
          id: e.id,
          name: e.name,
          nameSlug: e.nameSlug,
          summary: e.summary,
          startAt: e.startAt,
          endAt: e.endAt,
          timeZone: e.timeZone,
          hideStartDate: e.hideStartDate,
          isOnline: e.isOnline,
          status: e.status,
          isSeriesParent: e.isSeriesParent,
          seriesParentId: e.seriesParentId,
          seriesParentNameSlug: r.parentNameSlug,
          isPromoted: e.isPromoted,
          promotedListing: e.promotedListing ?? null,
          ticketsBy: e.ticketsBy,
          ticketsUrl: e.ticketsUrl,
          categoryId: e.categoryId,
          subcategoryId: e.subcategoryId,
          formatId: e.formatId,
          tags: e.tags,
          bookmarksCount: e.bookmarksCount,
          publishedAt: e.publishedAt,
          isFree: e.isFree,
          minPriceMinor: e.minPriceMinor,
          maxPriceMinor: e.maxPriceMinor,
          currency: e.currency,
          venue: r.venue?.id == null ? null : r.venue,
          organizer: r.organizer,
          image: r.image?.id == null ? null : { ...r.image, key: r.image.key },
          tickets: {
            capacity: x?.capacity ?? 0,
            sold: x?.sold ?? 0,
            salesStart: toDate(x?.sales_start ?? null),
            salesEnd: toDate(x?.sales_end ?? null),
            hasEarlyBirdOnSale: x?.early_bird ?? false,
          },
          openDiscount:
            x && x.open_id !== null
              ? { endAt: toDate(x.open_end_at), quantityAvailable: x.open_quantity_available!, quantitySold: x.open_quantity_sold! }
              : null,
          hasBogo: x?.has_bogo ?? false,
          series: x && x.series_current_future > 0 ? { currentFuture: x.series_current_future, nextDates: toDateArray(x.series_next_dates) } : null,
          savedByYou: x?.saved ?? false,
          publicCollectionCount: x?.public_collections ?? 0,
        },
      ]
    }),
  )
  return ids.map((id) => byId.get(id)).filter((d): d is EventDetail => d !== undefined)
}

export type EventPageFields = {
  status: string
  publishedAt: Date | null
  descriptionHtml: string
  refundPolicy: string
  isSeriesParent: boolean
  seriesParentId: number | null
  organizerId: number
}

/** The event columns only the event page shows (description, refund policy) plus what decides visibility. */
export async function findEventPageFieldsById(db: Db, id: number): Promise<EventPageFields | null> {
  const [row] = await db
    .select({
      status: events.status,
      publishedAt: events.publishedAt,
      descriptionHtml: events.descriptionHtml,
      refundPolicy: events.refundPolicy,
      isSeriesParent: events.isSeriesParent,
      seriesParentId: events.seriesParentId,
      organizerId: events.organizerId,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1)
  return row ?? null
}


/** The visible ticket classes of an event, in the organizer's order. */
export async function findVisibleTicketClassesByEventId(db: Db, eventId: number): Promise<TicketClassInput[]> {
  return db
    .select({
      id: ticketClasses.id,
      name: ticketClasses.name,
      kind: ticketClasses.kind,
      priceMinor: ticketClasses.priceMinor,
      currency: ticketClasses.currency,
      capacity: ticketClasses.capacity,
      sold: ticketClasses.sold,
      salesStart: ticketClasses.salesStart,
      salesEnd: ticketClasses.salesEnd,
    })
    .from(ticketClasses)
    .where(and(eq(ticketClasses.eventId, eventId), eq(ticketClasses.hidden, false)))
    .orderBy(asc(ticketClasses.sortOrder), asc(ticketClasses.id))
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
