import 'server-only'
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { rateLimits } from '@/db/schema'
import { queryRowsPrepared } from '@/db/query-rows'

export async function findRateLimitHits(db: Db, bucket: string, windowStart: Date): Promise<{ hits: number; lastHitAt: Date | null }> {
  const [row] = await db
    .select({ hits: rateLimits.hits, lastHitAt: rateLimits.lastHitAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)))
  return { hits: row?.hits ?? 0, lastHitAt: row?.lastHitAt ?? null }
}

export async function deleteRateLimitBucket(db: Db, bucket: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket))
}

/** Adds one hit to the bucket's window (atomically, across instances) and drops the bucket's old windows. */
export async function incrementRateLimitHits(db: Db, bucket: string, windowStart: Date, now: Date): Promise<number> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), lt(rateLimits.windowStart, windowStart)))
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, hits: 1, lastHitAt: now })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1`, lastHitAt: now } })
    .returning({ hits: rateLimits.hits })
  return row?.hits ?? 1
}

/**
 * Adds `weight` hits to each bucket's current window in one statement (the payment attempts' buckets,
 * decision 049), in bucket order so that two callers never wait on each other, and answers each bucket's
 * hits after the addition. Only the current window is written: the old ones go with deleteOldRateLimitWindows,
 * kept off the paying buyer's statement.
 */
export async function addRateLimitHits(db: Db, buckets: readonly string[], windowStart: Date, weight: number, now: Date): Promise<Map<string, number>> {
  const sorted = [...new Set(buckets)].sort()
  const rows = await queryRowsPrepared<{ bucket: string; hits: number }>(
    db,
    'rate_limits_add_hits',
    sql`insert into rate_limits as r (bucket, window_start, hits, last_hit_at)
        select b, ${windowStart}::timestamptz, ${weight}::int, ${now}::timestamptz from unnest(${sql.param(sorted)}::text[]) with ordinality as v(b, n) order by v.n
        on conflict (bucket, window_start) do update set hits = r.hits + excluded.hits, last_hit_at = excluded.last_hit_at
        returning bucket, hits`,
  )
  return new Map(rows.map((r) => [r.bucket, Number(r.hits)]))
}

/** Drops the buckets' windows before `windowStart` (after a declined payment, off the success path). */
export async function deleteOldRateLimitWindows(db: Db, buckets: readonly string[], windowStart: Date): Promise<void> {
  await db.delete(rateLimits).where(and(inArray(rateLimits.bucket, [...buckets]), lt(rateLimits.windowStart, windowStart)))
}

/**
 * The same addition as addRateLimitHits, as a fragment for another statement's `with` list (checkout's
 * first statement counts the payment attempt with it, decision 049): a CTE named `hits` answering
 * (bucket, hits), which writes only when `when` (an SQL condition over the statement's other CTEs) holds.
 */
export function computeAddRateLimitHitsSql(attempt: { buckets: readonly string[]; windowStart: Date; weight: number; now: Date }, when: SQL): SQL {
  const sorted = [...new Set(attempt.buckets)].sort()
  return sql`hits as (
      insert into rate_limits as r (bucket, window_start, hits, last_hit_at)
      select b, ${attempt.windowStart}::timestamptz, ${attempt.weight}::int, ${attempt.now}::timestamptz from unnest(${sql.param(sorted)}::text[]) with ordinality as v(b, n)
      where ${when} order by v.n
      on conflict (bucket, window_start) do update set hits = r.hits + excluded.hits, last_hit_at = excluded.last_hit_at
      returning bucket, hits
    )`
}
