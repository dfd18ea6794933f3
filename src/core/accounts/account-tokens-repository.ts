import 'server-only'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { accountTokens, users } from '@/db/schema'

/**
 * `email-verification`: confirms an account's current address (accounts made before decision 050);
 * `sign-up`: makes the account when opened (decision 050); `email-change`: moves an account to `email`.
 */
export type AccountTokenPurpose = 'password-reset' | 'email-verification' | 'sign-up' | 'email-change'

/** What a sign-up's account is made with once its link is opened (decision 050). */
export type PendingSignUp = { email: string; fullName: string; passwordHash: string; locale: string | null; referrer: string; addressTaken: boolean }

export async function insertAccountToken(
  db: Db,
  input: { userId: number | null; purpose: AccountTokenPurpose; tokenHash: string; now: Date; expiresAt: Date; email?: string; signUp?: PendingSignUp },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: input.tokenHash,
      createdAt: input.now,
      expiresAt: input.expiresAt,
      email: input.signUp?.email ?? input.email ?? null,
      fullName: input.signUp?.fullName ?? null,
      passwordHash: input.signUp?.passwordHash ?? null,
      locale: input.signUp?.locale ?? null,
      referrer: input.signUp?.referrer ?? null,
      addressTaken: input.signUp?.addressTaken ?? false,
    })
    .returning({ id: accountTokens.id })
  return row!
}

/** A live link of any purpose but a password reset, with what it carries (decision 050). */
export type LiveLinkToken = {
  id: number
  purpose: AccountTokenPurpose
  userId: number | null
  email: string | null
  fullName: string | null
  passwordHash: string | null
  locale: string | null
  referrer: string | null
  addressTaken: boolean
}

const linkColumns = {
  id: accountTokens.id,
  purpose: sql<AccountTokenPurpose>`${accountTokens.purpose}`,
  userId: accountTokens.userId,
  email: accountTokens.email,
  fullName: accountTokens.fullName,
  passwordHash: accountTokens.passwordHash,
  locale: accountTokens.locale,
  referrer: accountTokens.referrer,
  addressTaken: accountTokens.addressTaken,
}

/** The unused, unexpired token with this hash, whatever its purpose; one of a deleted account is dead. */
export async function findLiveLinkToken(db: Db, tokenHash: string, now: Date): Promise<LiveLinkToken | null> {
  const [row] = await db
    .select(linkColumns)
    .from(accountTokens)
    .leftJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        sql`(${accountTokens.userId} is null or ${users.deletedAt} is null)`,
      ),
    )
    .limit(1)
  return row ?? null
}

/** The newest live sign-up for this address (any letter case), or null. */
export async function findNewestLiveSignUp(db: Db, email: string, now: Date): Promise<LiveLinkToken | null> {
  const [row] = await db
    .select(linkColumns)
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.purpose, 'sign-up'),
        sql`lower(${accountTokens.email}) = lower(${email})`,
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1)
  return row ?? null
}

/** Retires every live sign-up for this address: once one made the account, the others have nothing to make. */
export async function retireSignUpsOfEmail(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.purpose, 'sign-up'), sql`lower(${accountTokens.email}) = lower(${email})`, isNull(accountTokens.usedAt)))
}

export type LiveAccountToken = { id: number; userId: number; email: string; fullName: string }

// Tokens with a user (password resets) join it; the inner join drops sign-ups, which have none.

/** The unused, unexpired token with this hash and purpose, with its live user; null otherwise. */
export async function findLiveAccountToken(db: Db, tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<LiveAccountToken | null> {
  const [row] = await db
    .select({ id: accountTokens.id, userId: users.id, email: users.email, fullName: users.fullName })
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
