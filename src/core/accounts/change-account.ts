import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { isPlausibleEmail, normalizeEmail, normalizeFullName } from './account-rules'
import { buildEmailChangeToTakenEmail } from './account-emails'
import { deleteOtherSessionsOfUser, findUserCredentialsByEmail, findUserCredentialsById, updateUserFields } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { hashPassword, verifyPassword } from './password-hash'
import { computeNewPasswordProblem } from './new-password-problem'
import { takeRateLimitHits } from './rate-limiter'
import { EMAIL_CHANGES_PER_IP, EMAIL_CHANGES_PER_USER, type RateLimitRule } from './rate-limits'
import { hashSessionToken } from './session-token'

export type AccountChange =
  | { kind: 'name'; fullName: string }
  | { kind: 'email'; email: string; currentPassword: string }
  | { kind: 'password'; currentPassword: string; newPassword: string }

const WRONG_PASSWORD = 'Your current password is not right.'
export const TOO_MANY_EMAIL_CHANGES = 'Too many email changes. Please wait an hour and try again.'

/** Email changes an hour, per account and per client address (EMAIL_CHANGES_PER_*_PER_HOUR); the rules' defaults otherwise. */
export type EmailChangeLimits = { perUser?: number; perAddress?: number }

const withLimit = (rule: RateLimitRule, limit: number | undefined): RateLimitRule => (limit ? { ...rule, limit } : rule)

/**
 * Account settings (issue "Accounts"): a new name; a new email or password only with the current
 * password. A changed password ends the user's other sessions. A new email address takes effect only
 * when the link mailed to it is opened (decision 050): the answer is the same whether or not another
 * account has the address (its owner is told instead), and email changes are rate-limited per account
 * and per client address, so that nobody can probe which addresses have accounts.
 */
export async function changeAccount(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; sessionToken: string | undefined; change: AccountChange; siteUrl: string; ip?: string; emailChangeLimits?: EmailChangeLimits },
): Promise<void> {
  const { change } = input
  if (change.kind === 'name') {
    const fullName = normalizeFullName(change.fullName)
    if (!fullName) throw new AppError('INVALID_ARGUMENT', 'Enter your full name.', { fullName: ['Enter your full name.'] })
    await updateUserFields(db, input.userId, { fullName })
    return
  }
  if (change.kind === 'email') {
    // Counted before the password is checked: the limit also bounds guesses at it.
    await takeRateLimitHits(db, clock.now(), [
      [withLimit(EMAIL_CHANGES_PER_USER, input.emailChangeLimits?.perUser), String(input.userId)],
      ...(input.ip ? [[withLimit(EMAIL_CHANGES_PER_IP, input.emailChangeLimits?.perAddress), input.ip] as const] : []),
    ]).catch((error: unknown) => {
      // The settings page says which limit was met, not only "too many attempts".
      if (error instanceof AppError && error.code === 'RATE_LIMITED') throw new AppError('RATE_LIMITED', TOO_MANY_EMAIL_CHANGES, undefined, error.extra)
      throw error
    })
  }
  const user = await findUserCredentialsById(db, input.userId)
  if (!user?.passwordHash || !(await verifyPassword(change.currentPassword, user.passwordHash))) {
    throw new AppError('INVALID_ARGUMENT', WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] })
  }
  const keep = input.sessionToken ? hashSessionToken(input.sessionToken) : null
  if (change.kind === 'email') {
    const email = normalizeEmail(change.email)
    if (!isPlausibleEmail(email)) throw new AppError('INVALID_ARGUMENT', 'Enter a valid email address.', { email: ['Enter a valid email address.'] })
    // The same address again (perhaps in other letter case) changes nothing worth confirming.
    if (email.toLowerCase() === user.email.toLowerCase()) {
      if (email !== user.email) await updateUserFields(db, input.userId, { email })
      return
    }
    await db.transaction(async (tx) => {
      const owner = await findUserCredentialsByEmail(tx, email)
      if (owner) {
        await enqueueEmail(tx, buildEmailChangeToTakenEmail({ to: owner.email, siteUrl: input.siteUrl, locale: owner.locale }))
        return
      }
      await issueAccountToken(tx, { purpose: 'email-change', userId: input.userId, email, fullName: user.fullName, siteUrl: input.siteUrl, now: clock.now(), locale: user.locale })
    })
    return
  }
  const problem = computeNewPasswordProblem(change.newPassword, { email: user.email })
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, { newPassword: [problem] })
  const passwordHash = await hashPassword(change.newPassword)
  await db.transaction(async (tx) => {
    await updateUserFields(tx, input.userId, { passwordHash })
    await deleteOtherSessionsOfUser(tx, input.userId, keep)
  })
}
