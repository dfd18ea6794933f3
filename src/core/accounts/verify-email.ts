import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findLiveLinkToken, markEmailVerified, retireSignUpsOfEmail, useAccountToken, type LiveLinkToken } from './account-tokens-repository'
import { insertUser, isEmailTakenByOtherUser, updateUserFields } from './accounts-repository'
import { openSession, type OpenedSession } from './open-session'
import { newPublicId } from './public-id'
import { hashSessionToken } from './session-token'

export const VERIFY_LINK_REFUSED = 'This link has expired or has already been used.'

export type VerifyEmailInput = { token: string; userAgent: string | null; previousToken: string | undefined }
/** `session`: opened when the link made the account (a sign-up's); `next`: where that account goes. */
export type VerifyEmailOutcome = { session: OpenedSession | null; next: string | null }

function refuse(): never {
  throw new AppError('INVALID_ARGUMENT', VERIFY_LINK_REFUSED, { token: [VERIFY_LINK_REFUSED] })
}

/**
 * Opens a link mailed to an address (issue 21, decision 050); each works once. A sign-up's makes the
 * account, confirmed, and signs its opener in; an email change's moves the account to the new address;
 * an older account's confirmation marks its address confirmed. A link whose address was taken meanwhile
 * is refused like a used one.
 */
export async function verifyEmail(deps: Pick<CoreDeps, 'db' | 'clock'>, input: VerifyEmailInput): Promise<VerifyEmailOutcome> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const live = await findLiveLinkToken(tx, hashSessionToken(input.token), now)
    if (!live || live.purpose === 'password-reset' || !(await useAccountToken(tx, live.id, now))) refuse()
    switch (live.purpose) {
      case 'sign-up':
        return { session: await makeSignedUpAccount({ db: tx, clock: deps.clock }, live, input), next: live.referrer ?? '/' }
      case 'email-change':
        if (live.userId === null || !live.email || (await isEmailTakenByOtherUser(tx, live.email, live.userId))) refuse()
        await updateUserFields(tx, live.userId, { email: live.email, emailVerifiedAt: now })
        return { session: null, next: null }
      default:
        if (live.userId === null) refuse()
        await markEmailVerified(tx, live.userId, now)
        return { session: null, next: null }
    }
  })
}

async function makeSignedUpAccount(deps: Pick<CoreDeps, 'db' | 'clock'>, live: LiveLinkToken, input: VerifyEmailInput): Promise<OpenedSession> {
  const now = deps.clock.now()
  // A taken address's row is never mailed; should its token ever be presented, it makes nothing.
  if (live.addressTaken || !live.email || !live.fullName || !live.passwordHash) refuse()
  const user = await insertUser(deps.db, { publicId: newPublicId(), email: live.email, fullName: live.fullName, passwordHash: live.passwordHash, now, locale: live.locale, emailVerifiedAt: now })
  if (!user) refuse()
  await retireSignUpsOfEmail(deps.db, live.email, now)
  return openSession(deps, { userId: user.id, publicId: user.publicId, previousToken: input.previousToken, userAgent: input.userAgent })
}
