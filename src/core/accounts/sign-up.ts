import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail, normalizeFullName } from './account-rules'
import { insertUser } from './accounts-repository'
import { computeNewPasswordProblem } from './password-strength'
import { newPublicId } from './public-id'
import { openSession, type OpenedSession } from './open-session'
import { hashPassword } from './password-hash'
import { assertUnderRateLimit, recordRateLimitHit } from './rate-limiter'
import { SIGN_UPS_PER_EMAIL, SIGN_UPS_PER_IP } from './rate-limits'

export type SignUpInput = {
  email: string
  password: string
  fullName: string
  ip: string
  userAgent: string | null
  previousToken: string | undefined
}

// Same words whether the email is taken or not (issue "Accounts": errors never reveal which emails exist).
export const SIGN_UP_REFUSED = 'We could not create an account with these details. If you already have one, log in instead.'

/** Creates an account and signs it in. Rate-limited per IP and per email; the password is stored scrypt-hashed only. */
export async function signUp(deps: Pick<CoreDeps, 'db' | 'clock'>, input: SignUpInput): Promise<OpenedSession> {
  const now = deps.clock.now()
  const email = normalizeEmail(input.email)
  await assertUnderRateLimit(deps.db, SIGN_UPS_PER_IP, input.ip, now)
  await assertUnderRateLimit(deps.db, SIGN_UPS_PER_EMAIL, email, now)
  await recordRateLimitHit(deps.db, SIGN_UPS_PER_IP, input.ip, now)
  await recordRateLimitHit(deps.db, SIGN_UPS_PER_EMAIL, email, now)
  const problem = computeNewPasswordProblem(input.password, { email, fullName: input.fullName })
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, { password: [problem] })
  const fullName = normalizeFullName(input.fullName)
  if (!fullName) throw new AppError('INVALID_ARGUMENT', 'Enter your full name.', { fullName: ['Enter your full name.'] })
  const passwordHash = await hashPassword(input.password)
  const user = await insertUser(deps.db, { publicId: newPublicId(), email, fullName, passwordHash, now })
  if (!user) throw new AppError('CONFLICT', SIGN_UP_REFUSED)
  return openSession(deps, { userId: user.id, publicId: user.publicId, previousToken: input.previousToken, userAgent: input.userAgent })
}
