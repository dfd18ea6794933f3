import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail, normalizeFullName } from './account-rules'
import { findUserCredentialsByEmail } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { computeNewPasswordProblem } from './new-password-problem'
import { hashPassword } from './password-hash'
import { takeRateLimitHits } from './rate-limiter'
import { SIGN_UPS_PER_EMAIL, SIGN_UPS_PER_IP } from './rate-limits'

export type SignUpInput = {
  email: string
  password: string
  fullName: string
  ip: string
  /** Our configured origin (SITE_URL), for the links in the emails. */
  siteUrl: string
  /** Where the confirmed account goes: a safe path of ours (safe-referrer.ts), `/` when none. */
  referrer: string
  /** The configured per-address hourly limit (SIGN_UPS_PER_ADDRESS_PER_HOUR); the rule's default otherwise. */
  signUpsPerAddress?: number
  /** The locale of the page signed up on (`de_DE`): the account's emails are written in it (issue 25). */
  locale?: string | null
}

/** What a sign-up answers, for a new address and a taken one alike: where to look for the link. */
export type SignUpOutcome = { email: string }

/**
 * Starts an account: nobody is signed in until the address is confirmed (issue 39 finding 10, decision
 * 050). A new address is mailed a link that makes the account and signs its opener in; a taken one's
 * owner is told instead (issue 21 finding 8). Both answer alike, after the same hashing work, and both
 * keep a pending row, so that a later sign-in with this password also answers alike (sign-in.ts).
 * Rate-limited per IP and per email; the password is stored scrypt-hashed only.
 */
export async function signUp(deps: Pick<CoreDeps, 'db' | 'clock'>, input: SignUpInput): Promise<SignUpOutcome> {
  const now = deps.clock.now()
  const email = normalizeEmail(input.email)
  await takeRateLimitHits(deps.db, now, [
    [input.signUpsPerAddress ? { ...SIGN_UPS_PER_IP, limit: input.signUpsPerAddress } : SIGN_UPS_PER_IP, input.ip],
    [SIGN_UPS_PER_EMAIL, email],
  ])
  const problem = computeNewPasswordProblem(input.password, { email, fullName: input.fullName })
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, { password: [problem] })
  const fullName = normalizeFullName(input.fullName)
  if (!fullName) throw new AppError('INVALID_ARGUMENT', 'Enter your full name.', { fullName: ['Enter your full name.'] })
  const passwordHash = await hashPassword(input.password)
  await deps.db.transaction(async (tx) => {
    const owner = await findUserCredentialsByEmail(tx, email)
    const signUp = { email, fullName, passwordHash, locale: input.locale ?? null, referrer: input.referrer, addressTaken: owner !== null }
    // The taken address's notice goes out in its owner's language, not the page's.
    const locale = owner ? owner.locale : input.locale
    await issueAccountToken(tx, { purpose: 'sign-up', userId: null, email, fullName, siteUrl: input.siteUrl, now, locale, signUp })
  })
  return { email }
}
