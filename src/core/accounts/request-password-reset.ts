import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail } from './account-rules'
import { findUserCredentialsByEmail } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { takeRateLimitHits } from './rate-limiter'
import { PASSWORD_RESETS_PER_EMAIL, PASSWORD_RESETS_PER_IP } from './rate-limits'

/** `locale`: the page the reset was asked from (`de_DE`), for the email's language (issue 25). */
export type RequestPasswordResetInput = { email: string; ip: string; siteUrl: string; locale?: string | null }

/**
 * "Forgot password?" (issue 21): emails a reset link to the account with this address, if there is one.
 * The answer is the same either way, so the form cannot be used to learn who has an account; the limits
 * per address and per IP count every request, known address or not.
 */
export async function requestPasswordReset(deps: Pick<CoreDeps, 'db' | 'clock'>, input: RequestPasswordResetInput): Promise<void> {
  const now = deps.clock.now()
  const email = normalizeEmail(input.email)
  await takeRateLimitHits(deps.db, now, [
    [PASSWORD_RESETS_PER_IP, input.ip],
    [PASSWORD_RESETS_PER_EMAIL, email],
  ])
  const user = await findUserCredentialsByEmail(deps.db, email)
  if (!user) return
  await deps.db.transaction(async (tx) => {
    await issueAccountToken(tx, { purpose: 'password-reset', userId: user.id, email: user.email, fullName: '', siteUrl: input.siteUrl, now, locale: input.locale ?? user.locale })
  })
}
