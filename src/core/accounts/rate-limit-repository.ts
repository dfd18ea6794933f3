import 'server-only'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { rateLimits } from '@/db/schema'

export async function findRateLimitHits(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)))
  return row?.hits ?? 0
}

/** Adds one hit to the bucket's window (atomically, across instances) and drops the bucket's old windows. */
export async function incrementRateLimitHits(db: Db, bucket: string, windowStart: Date): Promise<number> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), lt(rateLimits.windowStart, windowStart)))
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits })
  return row?.hits ?? 1
}
