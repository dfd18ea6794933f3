import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail } from './account-rules'
import { findNewestLiveSignUp } from './account-tokens-repository'
import { findUserCredentialsByEmail } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { openSession, type OpenedSession } from './open-session'
import { verifyAgainstDecoy, verifyPassword } from './password-hash'
import { assertThrottleElapsed, assertUnderRateLimit, clearThrottle, recordRateLimitHit, takeRateLimitHits } from './rate-limiter'
import { SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_FAILURES_PER_IP, SIGN_UPS_PER_EMAIL } from './rate-limits'

export type SignInInput = {
  email: string
  password: string
  ip: string
  userAgent: string | null
  previousToken: string | undefined
  /** Our configured origin (SITE_URL), for the link of a sign-up's confirmation sent again. */
  siteUrl: string
}

export const SIGN_IN_REFUSED = 'That email and password do not match an account.'
export const CONFIRM_EMAIL_FIRST = 'Confirm your email address first: we have sent you a new link. Open it to log in.'

/**
 * Checks email and password and opens a fresh session. Failures are counted per IP (a cap) and per
 * account and IP together (growing delays, issue 21 finding 7), shared across instances; nobody can lock
 * another's account from their own address. One message covers unknown emails and wrong passwords alike.
 * Accounts made before decision 050 sign in whether or not their address is confirmed.
 */
export async function signIn(deps: Pick<CoreDeps, 'db' | 'clock'>, input: SignInInput): Promise<OpenedSession> {
  const now = deps.clock.now()
  const email = normalizeEmail(input.email)
  await assertUnderRateLimit(deps.db, SIGN_IN_FAILURES_PER_IP, input.ip, now)
  const accountAndAddress = `${email} ${input.ip}`
  await assertThrottleElapsed(deps.db, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, accountAndAddress, now)
  const user = await findUserCredentialsByEmail(deps.db, email)
  const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password)
  if (user && ok) {
    await clearThrottle(deps.db, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, accountAndAddress)
    return openSession(deps, { userId: user.id, publicId: user.publicId, previousToken: input.previousToken, userAgent: input.userAgent })
  }
  await resendPendingSignUp(deps, input, email)
  await recordRateLimitHit(deps.db, SIGN_IN_FAILURES_PER_IP, input.ip, now)
  await recordRateLimitHit(deps.db, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, accountAndAddress, now)
  throw new AppError('UNAUTHENTICATED', SIGN_IN_REFUSED)
}

/**
 * The password of a sign-up not yet confirmed (decision 050): its link goes out again (a taken
 * address's owner is told again instead) and the answer says so. A new and a taken address answer
 * alike, and every failed sign-in pays for the same two hashes, so this tells nobody more than the
 * sign-up did. Counted with the sign-ups of the address, so it cannot flood an inbox.
 */
async function resendPendingSignUp(deps: Pick<CoreDeps, 'db' | 'clock'>, input: SignInInput, email: string): Promise<void> {
  const now = deps.clock.now()
  const pending = await findNewestLiveSignUp(deps.db, email, now)
  const matches = pending?.passwordHash ? await verifyPassword(input.password, pending.passwordHash) : await verifyAgainstDecoy(input.password)
  if (!pending?.email || !pending.fullName || !pending.passwordHash || !matches) return
  await takeRateLimitHits(deps.db, now, [[SIGN_UPS_PER_EMAIL, email]])
  const signUp = { email: pending.email, fullName: pending.fullName, passwordHash: pending.passwordHash, locale: pending.locale, referrer: pending.referrer ?? '/', addressTaken: pending.addressTaken }
  const owner = pending.addressTaken ? await findUserCredentialsByEmail(deps.db, email) : null
  await deps.db.transaction(async (tx) => {
    await issueAccountToken(tx, { purpose: 'sign-up', userId: null, email: signUp.email, fullName: signUp.fullName, siteUrl: input.siteUrl, now, locale: owner ? owner.locale : signUp.locale, signUp })
  })
  throw new AppError('EMAIL_NOT_VERIFIED', CONFIRM_EMAIL_FIRST)
}
