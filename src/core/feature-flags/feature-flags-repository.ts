import 'server-only'
import { sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { featureFlags } from '@/db/schema'

export type FeatureFlagRow = { key: string; enabled: boolean; description: string; updatedAt: Date }

export async function findAllFeatureFlags(db: Db): Promise<FeatureFlagRow[]> {
  return db
    .select({
      key: featureFlags.key,
      enabled: featureFlags.enabled,
      description: featureFlags.description,
      updatedAt: featureFlags.updatedAt,
    })
    .from(featureFlags)
    .orderBy(featureFlags.key)
}

/** Sets one flag, creating its row when the table does not have it yet. */
export async function upsertFeatureFlag(
  db: Db,
  input: { key: string; enabled: boolean; now: Date },
): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ key: input.key, enabled: input.enabled, updatedAt: input.now })
    .onConflictDoUpdate({
      target: featureFlags.key,
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    })
}
