import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findLiveAccountToken, markEmailVerified, useAccountToken } from './account-tokens-repository'
import { deleteOtherSessionsOfUser, findUserCredentialsById, updateUserFields } from './accounts-repository'
import { openSession, type OpenedSession } from './open-session'
import { hashPassword } from './password-hash'
import { computeNewPasswordProblem } from './new-password-problem'
import { hashSessionToken } from './session-token'

export type ResetPasswordInput = { token: string; password: string; userAgent: string | null; previousToken: string | undefined }

export const RESET_LINK_REFUSED = 'This link has expired or has already been used. Ask for a new one.'

/**
 * Sets a new password from a reset link (issue 21): the link works once and within an hour, the new
 * password meets the strength rules, every session of the account ends and a fresh one opens here.
 * Following the link also proves the address, so it counts as verified.
 */
export async function resetPassword(deps: Pick<CoreDeps, 'db' | 'clock'>, input: ResetPasswordInput): Promise<OpenedSession> {
  const now = deps.clock.now()
  const tokenHash = hashSessionToken(input.token)
  const live = await findLiveAccountToken(deps.db, tokenHash, 'password-reset', now)
  if (!live) throw new AppError('INVALID_ARGUMENT', RESET_LINK_REFUSED, { token: [RESET_LINK_REFUSED] })
  // Checked before the link is used up: a refused password leaves the link working.
  const problem = computeNewPasswordProblem(input.password, { email: live.email, fullName: live.fullName })
  if (problem) throw new AppError('INVALID_ARGUMENT', problem, { password: [problem] })
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction(async (tx) => {
    if (!(await useAccountToken(tx, live.id, now))) throw new AppError('INVALID_ARGUMENT', RESET_LINK_REFUSED, { token: [RESET_LINK_REFUSED] })
    const user = await findUserCredentialsById(tx, live.userId)
    if (!user) throw new AppError('INVALID_ARGUMENT', RESET_LINK_REFUSED, { token: [RESET_LINK_REFUSED] })
    await updateUserFields(tx, user.id, { passwordHash })
    await markEmailVerified(tx, user.id, now)
    await deleteOtherSessionsOfUser(tx, user.id, null)
    return openSession({ db: tx, clock: deps.clock }, { userId: user.id, publicId: user.publicId, previousToken: input.previousToken, userAgent: input.userAgent })
  })
}
