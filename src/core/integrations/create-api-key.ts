// POST /api/v3/organizations/me/api_keys/ (issue 41, decision 065): an owner of the organization makes a
// key with a name and scopes. The secret is answered here once and never again: only its hash is kept.
import { randomBytes } from 'node:crypto'
import { API_KEY_CREATIONS_PER_ORGANIZATION } from '@/core/accounts/rate-limits'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { requireManagedTeam } from '@/core/creators/team-access'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeApiKeyJson, type ApiKeyJson } from './api-key-json'
import { computeScopeList, type ApiKeyScope } from './api-key-scopes'
import { createApiKeySecret, hashApiKeySecret } from './api-key-secret'
import { countActiveApiKeysByOrganizerId, insertApiKey } from './api-keys-repository'

/** Live keys an organization may hold at once: enough for every integration, few enough to review. */
export const MAX_ACTIVE_API_KEYS = 25

export type CreateApiKeyInput = { userId: number; name: string; scopes: readonly ApiKeyScope[] }

export async function createApiKey({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: CreateApiKeyInput): Promise<{ api_key: ApiKeyJson; secret: string }> {
  const name = input.name.trim()
  if (name === '') throw new AppError('INVALID_ARGUMENT', 'Give the key a name.', { name: ['Give the key a name.'] })
  const scopes = computeScopeList(input.scopes)
  if (scopes.length === 0) throw new AppError('INVALID_ARGUMENT', 'Choose at least one scope.', { scopes: ['Choose at least one scope.'] })
  return db.transaction(async (tx) => {
    // Locks the organization's row, so two requests at once cannot both take the 25th place.
    const team = await requireManagedTeam(tx, input.userId, true)
    if ((await countActiveApiKeysByOrganizerId(tx, team.organizerId)) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('CONFLICT', `An organization can have at most ${MAX_ACTIVE_API_KEYS} keys. Revoke one you no longer use first.`)
    }
    const now = clock.now()
    await takeRateLimitHits(tx, now, [[API_KEY_CREATIONS_PER_ORGANIZATION, String(team.organizerId)]])
    const { secret, prefix } = createApiKeySecret(randomBytes)
    const row = await insertApiKey(tx, { organizerId: team.organizerId, createdByUserId: input.userId, name, prefix, secretHash: hashApiKeySecret(secret), scopes, createdAt: now })
    return { api_key: computeApiKeyJson(row), secret }
  })
}
