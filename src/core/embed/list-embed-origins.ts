// GET /api/v3/organizations/me/embed_origins/ (decision 070): the sites allowed to frame the checkout.
import type { CoreDeps } from '@/core/shared/core-deps'
import { requireEmbedOrganizer, type EmbedOriginsCaller } from './embed-origins-access'
import { findEmbedOrigins } from './embed-origins-repository'

export async function listEmbedOrigins({ db }: Pick<CoreDeps, 'db'>, caller: EmbedOriginsCaller): Promise<{ origins: string[] }> {
  const organizerId = await requireEmbedOrganizer(db, caller)
  return { origins: await findEmbedOrigins(db, organizerId) }
}
