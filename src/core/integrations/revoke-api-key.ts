// DELETE /api/v3/organizations/me/api_keys/{id}/ (decision 065): revoked at once. Keys are looked up on
// every request (nothing caches them), so the key's next request is a 401.
import { requireManagedTeam } from '@/core/creators/team-access'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { revokeApiKeyById } from './api-keys-repository'

export async function revokeApiKey({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: { userId: number; id: number }): Promise<void> {
  const team = await requireManagedTeam(db, input.userId)
  const revoked = await revokeApiKeyById(db, { organizerId: team.organizerId, id: input.id, now: clock.now() })
  if (!revoked) throw new AppError('NOT_FOUND', 'There is no such key.')
}
