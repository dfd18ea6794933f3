// Data access for organizations' API keys (decision 065): the only file of this area that touches SQL.
import 'server-only'
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { apiKeys, users } from '@/db/schema'
import type { ApiKeyScope } from './api-key-scopes'

export type ApiKeyRow = typeof apiKeys.$inferSelect

export async function insertApiKey(
  db: Db,
  row: { organizerId: number; createdByUserId: number; name: string; prefix: string; secretHash: string; scopes: ApiKeyScope[]; createdAt: Date },
): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning()
  return inserted!
}

/** The organization's keys not revoked, oldest first. */
export async function findActiveApiKeysByOrganizerId(db: Db, organizerId: number): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(and(eq(apiKeys.organizerId, organizerId), isNull(apiKeys.revokedAt))).orderBy(asc(apiKeys.id))
}

export async function countActiveApiKeysByOrganizerId(db: Db, organizerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.organizerId, organizerId), isNull(apiKeys.revokedAt)))
  return Number(row?.n ?? 0)
}

/** Revokes one of the organization's keys; false when it has no such live key. */
export async function revokeApiKeyById(db: Db, input: { organizerId: number; id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: input.now })
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.organizerId, input.organizerId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id })
  return rows.length > 0
}

export type ApiKeyPrincipalRow = {
  id: number
  organizerId: number
  scopes: string[]
  secretHash: string
  lastUsedAt: Date | null
  userId: number
  publicId: string
}

/** The live key with this hash and its creator, when the creator's account still exists. */
export async function findLiveApiKeyBySecretHash(db: Db, secretHash: string): Promise<ApiKeyPrincipalRow | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      organizerId: apiKeys.organizerId,
      scopes: apiKeys.scopes,
      secretHash: apiKeys.secretHash,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      publicId: users.publicId,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt), isNull(users.deletedAt)))
    .limit(1)
  return row ?? null
}

/** Notes a use, unless another request noted one since `staleBefore` (at most one write a minute per key). */
export async function touchApiKeyLastUsed(db: Db, input: { id: number; now: Date; staleBefore: Date }): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: input.now })
    .where(and(eq(apiKeys.id, input.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, input.staleBefore))))
}
