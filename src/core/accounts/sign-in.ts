import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail } from './account-rules'
import { findUserCredentialsByEmail } from './accounts-repository'
import { openSession, type OpenedSession } from './open-session'
import { verifyAgainstDecoy, verifyPassword } from './password-hash'
import { assertThrottleElapsed, assertUnderRateLimit, clearThrottle, recordRateLimitHit } from './rate-limiter'
import { SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_FAILURES_PER_IP } from './rate-limits'

export type SignInInput = {
  email: string
  password: string
  ip: string
  userAgent: string | null
  previousToken: string | undefined
}

export const SIGN_IN_REFUSED = 'That email and password do not match an account.'

/**
 * Checks email and password and opens a fresh session. Failures are counted per IP (a cap) and per
 * account and IP together (growing delays, issue 21 finding 7), shared across instances; nobody can lock
 * another's account from their own address. One message covers unknown emails and wrong passwords alike.
 */
export async function signIn(deps: Pick<CoreDeps, 'db' | 'clock'>, input: SignInInput): Promise<OpenedSession> {
  const now = deps.clock.now()
  const email = normalizeEmail(input.email)
  await assertUnderRateLimit(deps.db, SIGN_IN_FAILURES_PER_IP, input.ip, now)
  const accountAndAddress = `${email} ${input.ip}`
  await assertThrottleElapsed(deps.db, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, accountAndAddress, now)
  const user = await findUserCredentialsByEmail(deps.db, email)
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password)
  if (!user || !ok) {
    await recordRateLimitHit(deps.db, SIGN_IN_FAILURES_PER_IP, input.ip, now)
    await recordRateLimitHit(deps.db, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, accountAndAddress, now)
    throw new AppError('UNAUTHENTICATED', SIGN_IN_REFUSED)
  }
  await clearThrottle(deps.db, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, accountAndAddress)
  return openSession(deps, { userId: user.id, publicId: user.publicId, previousToken: input.previousToken, userAgent: input.userAgent })
}
