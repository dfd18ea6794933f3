import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUserCredentialsById } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { takeRateLimitHits } from './rate-limiter'
import { VERIFICATION_EMAILS_PER_USER } from './rate-limits'

export const ALREADY_VERIFIED = 'Your email address is already confirmed.'

/**
 * "Resend verification email" on account settings (issue 21): mails a fresh confirmation link to the
 * account's current address; earlier links stop working. Limited per account so the button cannot be
 * used to flood an inbox.
 */
export async function resendVerificationEmail(deps: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; siteUrl: string }): Promise<void> {
  const now = deps.clock.now()
  const user = await findUserCredentialsById(deps.db, input.userId)
  if (!user) throw new AppError('NOT_FOUND', 'There is no such account.')
  if (user.emailVerified) throw new AppError('CONFLICT', ALREADY_VERIFIED)
  await takeRateLimitHits(deps.db, now, [[VERIFICATION_EMAILS_PER_USER, String(user.id)]])
  await deps.db.transaction(async (tx) => {
    await issueAccountToken(tx, { purpose: 'email-verification', userId: user.id, email: user.email, fullName: user.fullName, siteUrl: input.siteUrl, now, locale: user.locale })
  })
}
