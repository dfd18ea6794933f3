import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail, normalizeFullName } from './account-rules'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { buildSignUpWithTakenEmailEmail } from './account-emails'
import { insertUser } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { computeNewPasswordProblem } from './password-strength'
import { newPublicId } from './public-id'
import { openSession, type OpenedSession } from './open-session'
import { hashPassword } from './password-hash'
import { takeRateLimitHits } from './rate-limiter'
import { SIGN_UPS_PER_EMAIL, SIGN_UPS_PER_IP } from './rate-limits'
import { createSessionToken, SESSION_DAYS } from './session-token'

export type SignUpInput = {
  email: string
  password: string
  fullName: string
  ip: string
  userAgent: string | null
  previousToken: string | undefined
  /** Our configured origin (SITE_URL), for the links in the emails. */
  siteUrl: string
  /** The configured per-address hourly limit (SIGN_UPS_PER_ADDRESS_PER_HOUR); the rule's default otherwise. */
  signUpsPerAddress?: number
  /** The locale of the page signed up on (`de_DE`): the account's emails are written in it (issue 25). */
  locale?: string | null
}

/**
 * Creates an account, queues its verification email and signs it in. Rate-limited per IP and per email;
 * the password is stored scrypt-hashed only. A taken address answers exactly like a new one (same status,
 * body and cookie, after the same hashing work) and its owner gets an email instead (issue 21 finding 8):
 * the session handed back then belongs to nobody, so the caller stays signed out.
 */
export async function signUp(deps: Pick<CoreDeps, 'db' | 'clock'>, input: SignUpInput): Promise<OpenedSession> {
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
  return deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, { publicId: newPublicId(), email, fullName, passwordHash, now, locale: input.locale ?? null })
    if (!user) {
      await enqueueEmail(tx, buildSignUpWithTakenEmailEmail({ to: email, siteUrl: input.siteUrl, locale: input.locale }))
      return unattachedSession(now)
    }
    await issueAccountToken(tx, { purpose: 'email-verification', userId: user.id, email, fullName, siteUrl: input.siteUrl, now, locale: input.locale })
    return openSession({ db: tx, clock: deps.clock }, { userId: user.id, publicId: user.publicId, previousToken: input.previousToken, userAgent: input.userAgent })
  })
}

// Looks like a new session (fresh token, public id, expiry) but is stored nowhere: it signs nobody in.
function unattachedSession(now: Date): OpenedSession {
  return { token: createSessionToken(), publicId: newPublicId(), expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000) }
}
