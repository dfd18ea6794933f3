// GET /api/v3/organizations/me/api_keys/ (decision 065): the organization's live keys, without secrets.
import { requireManagedTeam } from '@/core/creators/team-access'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeApiKeyJson, type ApiKeyJson } from './api-key-json'
import { findActiveApiKeysByOrganizerId } from './api-keys-repository'

export async function listApiKeys({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }): Promise<{ api_keys: ApiKeyJson[] }> {
  const team = await requireManagedTeam(db, input.userId)
  const rows = await findActiveApiKeysByOrganizerId(db, team.organizerId)
  return { api_keys: rows.map(computeApiKeyJson) }
}
