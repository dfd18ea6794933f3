import 'server-only'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { accountTokens, users } from '@/db/schema'

export type AccountTokenPurpose = 'password-reset' | 'email-verification'

export async function insertAccountToken(
  db: Db,
  input: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; now: Date; expiresAt: Date },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(accountTokens)
    .values({ userId: input.userId, purpose: input.purpose, tokenHash: input.tokenHash, createdAt: input.now, expiresAt: input.expiresAt })
    .returning({ id: accountTokens.id })
  return row!
}

export type LiveAccountToken = { id: number; userId: number; email: string; fullName: string }

/** The unused, unexpired token with this hash and purpose, with its live user; null otherwise. */
export async function findLiveAccountToken(db: Db, tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<LiveAccountToken | null> {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId, email: users.email, fullName: users.fullName })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Marks the token used if it still is live: one conditional update, so two requests with the same link
 * cannot both succeed. True when this call used it.
 */
export async function useAccountToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ id: accountTokens.id })
  return rows.length === 1
}

/** Retires every other live token of the user for this purpose (a new reset link replaces the old one). */
export async function retireAccountTokensOfUser(db: Db, userId: number, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
}

export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
}
