import 'server-only'
import type { Db } from '@/db/create-db'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { buildEmailVerificationEmail, buildPasswordResetEmail, EMAIL_VERIFICATION_DAYS, PASSWORD_RESET_MINUTES } from './account-emails'
import { insertAccountToken, retireAccountTokensOfUser, type AccountTokenPurpose } from './account-tokens-repository'
import { createSessionToken, hashSessionToken } from './session-token'

/** `locale`: the recipient's (`de_DE`), for the email's language (issue 25); English when null. */
export type IssueAccountTokenInput = { purpose: AccountTokenPurpose; userId: number; email: string; fullName: string; siteUrl: string; now: Date; locale?: string | null }

const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': PASSWORD_RESET_MINUTES * 60_000,
  'email-verification': EMAIL_VERIFICATION_DAYS * 86_400_000,
}

/**
 * Creates a single-use link token (256 random bits, stored as its SHA-256 only) and queues its email in
 * the same transaction as `db` (issue 21 "Account recovery"). Older live tokens of the same purpose stop
 * working: only the newest link counts.
 */
export async function issueAccountToken(db: Db, input: IssueAccountTokenInput): Promise<void> {
  const token = createSessionToken()
  await retireAccountTokensOfUser(db, input.userId, input.purpose, input.now)
  const { id } = await insertAccountToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashSessionToken(token),
    now: input.now,
    expiresAt: new Date(input.now.getTime() + LIFETIME_MS[input.purpose]),
  })
  const message =
    input.purpose === 'password-reset'
      ? buildPasswordResetEmail({ to: input.email, siteUrl: input.siteUrl, token, tokenId: id, locale: input.locale })
      : buildEmailVerificationEmail({ to: input.email, fullName: input.fullName, siteUrl: input.siteUrl, token, tokenId: id, locale: input.locale })
  await enqueueEmail(db, message)
}
