import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUserFactsBySessionTokenHash } from './accounts-repository'
import { hashSessionToken } from './session-token'
import { computeUserJson, type UserJson } from './user-json'

/** The signed-in user for a session cookie value, or null (no cookie, unknown or expired session). */
export async function getCurrentUser(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  sessionToken: string | undefined,
): Promise<UserJson | null> {
  if (!sessionToken || sessionToken.length > 200) return null
  const facts = await findUserFactsBySessionTokenHash(db, hashSessionToken(sessionToken), clock.now())
  return facts ? computeUserJson(facts) : null
}
