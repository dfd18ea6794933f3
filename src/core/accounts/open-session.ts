import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteSessionByTokenHash, insertSession } from './accounts-repository'
import { createSessionToken, hashSessionToken, SESSION_DAYS } from './session-token'

export type OpenedSession = { token: string; expiresAt: Date; publicId: string }

/**
 * Starts a session with a brand-new token (ARCHITECTURE §8: rotated at sign-in, so a token planted
 * before sign-in never becomes a signed-in session); the session the browser had before is ended.
 */
export async function openSession(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; publicId: string; previousToken: string | undefined; userAgent: string | null },
): Promise<OpenedSession> {
  const now = clock.now()
  const token = createSessionToken()
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  if (input.previousToken && input.previousToken.length <= 200) {
    await deleteSessionByTokenHash(db, hashSessionToken(input.previousToken))
  }
  await insertSession(db, { tokenHash: hashSessionToken(token), userId: input.userId, now, expiresAt, userAgent: input.userAgent?.slice(0, 300) ?? null })
  return { token, expiresAt, publicId: input.publicId }
}
