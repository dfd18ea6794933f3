import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteSessionByTokenHash } from './accounts-repository'
import { hashSessionToken } from './session-token'

/** Ends the session behind the cookie (ARCHITECTURE §8: deleted at sign-out). No session is not an error. */
export async function signOut({ db }: Pick<CoreDeps, 'db'>, sessionToken: string | undefined): Promise<void> {
  if (!sessionToken || sessionToken.length > 200) return
  await deleteSessionByTokenHash(db, hashSessionToken(sessionToken))
}
