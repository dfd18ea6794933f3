import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUserIdBySessionTokenHash } from './accounts-repository'
import { hashSessionToken } from './session-token'

/** The signed-in viewer's user id (for saved_by_you and the search log), or null. */
export async function getViewerId({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, sessionToken: string | undefined): Promise<number | null> {
  if (!sessionToken || sessionToken.length > 200) return null
  return findUserIdBySessionTokenHash(db, hashSessionToken(sessionToken), clock.now())
}
