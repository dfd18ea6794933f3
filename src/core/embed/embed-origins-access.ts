// Who lists the sites that may embed an organization's checkout (decision 070): its owners, as for webhooks
// and API keys (decision 061), or one of its API keys. A key acts for its own organization only: when its
// creator no longer manages that organization, it acts for none.
import { requireManagedTeam } from '@/core/creators/team-access'
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'

export type EmbedOriginsCaller = { userId: number; apiKeyOrganizerId?: number }

/** The caller's organization; 404 when they manage none, 403 for a key of another. */
export async function requireEmbedOrganizer(db: Db, caller: EmbedOriginsCaller): Promise<number> {
  const team = await requireManagedTeam(db, caller.userId)
  if (caller.apiKeyOrganizerId !== undefined && caller.apiKeyOrganizerId !== team.organizerId) {
    throw new AppError('FORBIDDEN', 'This API key’s organization is no longer its creator’s own.')
  }
  return team.organizerId
}
