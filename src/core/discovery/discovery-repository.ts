import 'server-only'
import { sql } from 'drizzle-orm'
import type { BoundingBox } from '@/core/shared/bounding-box'
import type { Db } from '@/db/create-db'
import { queryRows, queryRowsOnOwnConnection } from '@/db/query-rows'
import { escapeLike, prefixUpperBound } from '@/core/shared/text-prefix'
import type { NamedEvent } from './event-name-directory'

export type TermCount = { term: string; count: number }

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`

/** Searched terms starting with `prefix` in `placeIds` ('' = no place; null = everywhere), most searched first. */
export async function findSearchTermsByPrefix(
  db: Db,
  { placeIds, prefix, limit }: { placeIds: string[] | null; prefix: string; limit: number },
): Promise<TermCount[]> {
  const inPlaces = placeIds ? sql`place_id = any(${textArray(placeIds)}) and` : sql``
  return queryRows<TermCount>(
    db,
    sql`select term, sum(search_count)::int as count from search_terms
        where ${inPlaces}
          term ~>=~ ${prefix} and term ~<~ ${prefixUpperBound(prefix)} and term like ${escapeLike(prefix) + '%'}
        group by term order by count desc, term limit ${limit}`,
  )
}

/** The most searched terms in `placeIds` since `since`, from the search log. */
export async function findTopSearchedTerms(
  db: Db,
  { placeIds, since, limit }: { placeIds: string[] | null; since: Date; limit: number },
): Promise<TermCount[]> {
  const where = placeIds ? sql`and place_id = any(${textArray(placeIds)})` : sql``
  return queryRows<TermCount>(
    db,
    sql`select normalized_query as term, count(*)::int as count from search_log
        where created_at >= ${since} ${where} and length(normalized_query) between 2 and 60
        group by normalized_query order by count desc, normalized_query limit ${limit}`,
  )
}

/**
 * Live dated events (series dates, not their parents) starting in [from, until), with what suggestions
 * rank by and their organizers: every such event (the name directory), or those of `ids` (a change).
 * Read in suggestion order, so the directory's sort finds them sorted.
 */
export async function findUpcomingNamedEvents(
  db: Db,
  { from, until, ids }: { from: Date; until: Date; ids?: readonly number[] },
): Promise<NamedEvent[]> {
  const only = ids ? sql`and e.id = any(${sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`})` : sql``
  // Every upcoming event (half a million rows at a million events) is read on a connection of its own.
  const rows = await (ids ? queryRows : queryRowsOnOwnConnection)<{
    id: number
    name: string
    bookmarks_count: number
    start_ms: number | string
    series_parent_id: number | null
    is_online: boolean
    latitude: number | null
    longitude: number | null
    organizer_id: number
    organizer_name: string
    num_followers: number
  }>(
    db,
    sql`select e.id, e.name, e.bookmarks_count, e.series_parent_id, extract(epoch from e.start_at) * 1000 as start_ms,
               e.is_online, e.latitude, e.longitude, e.organizer_id, o.name as organizer_name, o.num_followers
        from events e join organizers o on o.id = e.organizer_id
        where e.start_at >= ${from} and e.start_at < ${until} and e.publicly_listed ${only}
        order by e.bookmarks_count desc, e.start_at, e.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    bookmarks: r.bookmarks_count,
    startMs: Number(r.start_ms),
    series: r.series_parent_id,
    online: r.is_online,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    organizer: { id: r.organizer_id, name: r.organizer_name, followers: r.num_followers },
  }))
}

/** Organizer names starting with (or with a word starting with) `prefix`, most followed first. */
export async function findOrganizerNamesByPrefix(
  db: Db,
  { prefix, limit }: { prefix: string; limit: number },
): Promise<TermCount[]> {
  if (prefix.length < 3) return []
  return queryRows<TermCount>(
    db,
    sql`select name as term, num_followers as count from organizers
        where lower(name) like ${'%' + escapeLike(prefix) + '%'}
        order by num_followers desc, id limit ${limit}`,
  )
}

/** Subcategory ids most common among upcoming events in `area` within the next `days` days. */
export async function findTopSubcategoryIdsNear(
  db: Db,
  { area, now, until, limit }: { area: BoundingBox | 'online' | 'anywhere'; now: Date; until: Date; limit: number },
): Promise<number[]> {
  const where =
    area === 'online'
      ? sql`is_online`
      : area === 'anywhere'
        ? sql`true`
        : sql`point(longitude, latitude) <@ box(point(${area.swLng}, ${area.swLat}), point(${area.neLng}, ${area.neLat}))`
  const rows = await queryRows<{ subcategory_id: number }>(
    db,
    sql`select subcategory_id from (
          select subcategory_id from events
          where ${where} and start_at >= ${now} and start_at < ${until} and publicly_listed and subcategory_id is not null
          limit 5000
        ) m group by subcategory_id order by count(*) desc, subcategory_id limit ${limit}`,
  )
  return rows.map((r) => r.subcategory_id)
}

export type StoredPicture = { storageKey: string; width: number; height: number; blurDataUrl: string | null }

/**
 * The stored image most events of a subcategory show (the subcategory's own picture where events use
 * it, as the demo data's do), with its size and blur placeholder; null when none of them has one.
 */
export async function findMostUsedImageBySubcategoryId(db: Db, subcategoryId: number): Promise<StoredPicture | null> {
  const [row] = await queryRows<{ storage_key: string; width: number; height: number; blur_data_url: string | null }>(
    db,
    sql`select i.storage_key, i.width, i.height, i.blur_data_url
        from (select image_id, count(*) as uses from events
              where subcategory_id = ${subcategoryId} and image_id is not null
              group by image_id order by uses desc, image_id limit 1) top
        join images i on i.id = top.image_id`,
  )
  return row
    ? { storageKey: row.storage_key, width: row.width, height: row.height, blurDataUrl: row.blur_data_url }
    : null
}
