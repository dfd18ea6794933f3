// PUT /api/v3/organizations/me/embed_origins/ (issue 41, decision 070): replaces the list of sites allowed to
// frame the organization's checkout. The next checkout page any instance renders sends the new list as its
// CSP `frame-ancestors` (read per page, never cached), so a removed site stops framing it at once. A change
// is written to the organization's trail (decision 068) in the same transaction.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { EMBED_ORIGIN_CHANGES_PER_ORGANIZER } from '@/core/accounts/rate-limits'
import { insertOrganizationEvent } from '@/core/creators/team-repository'
import type { CoreDeps } from '@/core/shared/core-deps'
import { requireEmbedOrganizer, type EmbedOriginsCaller } from './embed-origins-access'
import { assertEmbedOrigins } from './embed-origin-rules'
import { findEmbedOrigins, replaceEmbedOrigins } from './embed-origins-repository'

export async function updateEmbedOrigins(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  caller: EmbedOriginsCaller,
  input: { origins: readonly string[] },
): Promise<{ origins: string[] }> {
  const origins = assertEmbedOrigins(input.origins)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const organizerId = await requireEmbedOrganizer(tx, caller)
    await takeRateLimitHits(tx, now, [[EMBED_ORIGIN_CHANGES_PER_ORGANIZER, String(organizerId)]])
    const before = await findEmbedOrigins(tx, organizerId)
    if (before.length === origins.length && before.every((o, i) => o === origins[i])) return { origins }
    await replaceEmbedOrigins(tx, organizerId, origins, now)
    await insertOrganizationEvent(tx, {
      organizerId,
      type: 'embed_origins.changed',
      actorUserId: caller.userId,
      details: { changes: [{ setting: 'embed_origins', from: before, to: origins }] },
      createdAt: now,
    })
    return { origins }
  })
}
