import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'

/** The creation time (journal `when`, ms) of the newest migration applied, or null when none is. */
export async function findLatestAppliedMigrationTime(db: Db): Promise<number | null> {
  const rows = await queryRows<{ latest: string | number | null }>(
    db,
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  )
  const latest = rows[0]?.latest
  return latest === null || latest === undefined ? null : Number(latest)
}
