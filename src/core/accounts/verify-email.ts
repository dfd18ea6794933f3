import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findLiveAccountToken, markEmailVerified, useAccountToken } from './account-tokens-repository'
import { hashSessionToken } from './session-token'

export const VERIFY_LINK_REFUSED = 'This link has expired or has already been used.'

/** Confirms an account's email address from the link of its verification email (issue 21); the link works once. */
export async function verifyEmail(deps: Pick<CoreDeps, 'db' | 'clock'>, input: { token: string }): Promise<void> {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const live = await findLiveAccountToken(tx, hashSessionToken(input.token), 'email-verification', now)
    if (!live || !(await useAccountToken(tx, live.id, now))) {
      throw new AppError('INVALID_ARGUMENT', VERIFY_LINK_REFUSED, { token: [VERIFY_LINK_REFUSED] })
    }
    await markEmailVerified(tx, live.userId, now)
  })
}
