import 'server-only'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { rateLimits } from '@/db/schema'

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
