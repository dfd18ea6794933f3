import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { isPlausibleEmail, normalizeEmail, normalizeFullName } from './account-rules'
import { deleteOtherSessionsOfUser, findUserCredentialsById, isEmailTakenByOtherUser, updateUserFields } from './accounts-repository'
import { issueAccountToken } from './issue-account-token'
import { hashPassword, verifyPassword } from './password-hash'
import { computeNewPasswordProblem } from './password-strength'
import { hashSessionToken } from './session-token'

export type AccountChange =
  | { kind: 'name'; fullName: string }
  | { kind: 'email'; email: string; currentPassword: string }
  | { kind: 'password'; currentPassword: string; newPassword: string }

const WRONG_PASSWORD = 'Your current password is not right.'

/**
 * Account settings (issue "Accounts"): a new name; a new email or password only with the current
 * password. A changed email or password ends the user's other sessions. A new email address is
 * unconfirmed until the link mailed to it is used (issue 21): the old confirmation was for another
 * inbox, and any link still pending for the old address stops working.
 */
export async function changeAccount(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; sessionToken: string | undefined; change: AccountChange; siteUrl: string },
): Promise<void> {
  const { change } = input
  if (change.kind === 'name') {
    const fullName = normalizeFullName(change.fullName)
    if (!fullName) throw new AppError('INVALID_ARGUMENT', 'Enter your full name.', { fullName: ['Enter your full name.'] })
    await updateUserFields(db, input.userId, { fullName })
    return
  }
  const user = await findUserCredentialsById(db, input.userId)
  if (!user?.passwordHash || !(await verifyPassword(change.currentPassword, user.passwordHash))) {
    throw new AppError('INVALID_ARGUMENT', WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] })
  }
  const keep = input.sessionToken ? hashSessionToken(input.sessionToken) : null
  if (change.kind === 'email') {
    const email = normalizeEmail(change.email)
    if (!isPlausibleEmail(email)) throw new AppError('INVALID_ARGUMENT', 'Enter a valid email address.', { email: ['Enter a valid email address.'] })
    if (await isEmailTakenByOtherUser(db, email, input.userId)) {
      throw new AppError('CONFLICT', 'That email address cannot be used. Try another one.', { email: ['That email address cannot be used.'] })
    }
    // The same address again (perhaps in other letter case) changes nothing worth re-confirming.
    if (email.toLowerCase() === user.email.toLowerCase()) {
      if (email !== user.email) await updateUserFields(db, input.userId, { email })
      return
    }
    await db.transaction(async (tx) => {
      await updateUserFields(tx, input.userId, { email, emailVerifiedAt: null })
      await deleteOtherSessionsOfUser(tx, input.userId, keep)
      await issueAccountToken(tx, { purpose: 'email-verification', userId: input.userId, email, fullName: user.fullName, siteUrl: input.siteUrl, now: clock.now(), locale: user.locale })
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
