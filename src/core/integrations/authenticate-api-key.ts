// Who a bearer request is (decision 065): the live key whose hash matches, acting for its organization
// with its creator's standing (read afresh on each request by managed-event-access.ts) narrowed by its
// scopes. Nothing caches keys, so a revocation answers 401 from the next request on.
import type { CoreDeps } from '@/core/shared/core-deps'
import { isApiKeyScope, type ApiKeyScope } from './api-key-scopes'
import { hashApiKeySecret, isSameSecretHash, parseApiKeySecret } from './api-key-secret'
import { findLiveApiKeyBySecretHash, touchApiKeyLastUsed } from './api-keys-repository'

export type ApiKeyPrincipal = { keyId: number; organizerId: number; scopes: ApiKeyScope[]; userId: number; publicId: string }

// "Last used" is shown to the minute: writing it on every request would make every read a write.
const LAST_USED_RESOLUTION_MS = 60_000

/** The key's principal, or null for a malformed, unknown or revoked secret. */
export async function authenticateApiKey({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, secret: string): Promise<ApiKeyPrincipal | null> {
  if (!parseApiKeySecret(secret)) return null
  const hash = hashApiKeySecret(secret)
  const row = await findLiveApiKeyBySecretHash(db, hash)
  // The index found the row by equality; the constant-time check keeps that the only way in.
  if (!row || !isSameSecretHash(row.secretHash, hash)) return null
  const now = clock.now()
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchApiKeyLastUsed(db, { id: row.id, now, staleBefore: new Date(now.getTime() - LAST_USED_RESOLUTION_MS) })
  }
  return { keyId: row.id, organizerId: row.organizerId, scopes: row.scopes.filter(isApiKeyScope), userId: row.userId, publicId: row.publicId }
}
