// POST /api/v3/organizations/me/webhooks/{id}/rotate_secret/ (decision 066): a new secret, answered once;
// the old one keeps signing beside it for 24 hours, so receivers can switch without losing a message.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { WEBHOOK_CHANGES_PER_ORGANIZER } from '@/core/accounts/rate-limits'
import { requireManagedWebhookEndpoint, type WebhookManageDeps } from './webhook-endpoint-access'
import { computeWebhookEndpointJson, type WebhookEndpointJson } from './webhook-endpoint-json'
import { generateWebhookSecret, sealWebhookSecret } from './webhook-signature'
import { updateWebhookEndpoint } from './webhooks-repository'

/** How long the replaced secret still signs. */
export const PREVIOUS_SECRET_HOURS = 24

export async function rotateWebhookSecret(deps: WebhookManageDeps, input: { userId: number; endpointId: number }): Promise<WebhookEndpointJson> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const endpoint = await requireManagedWebhookEndpoint(tx, input.userId, input.endpointId, true)
    await takeRateLimitHits(tx, now, [[WEBHOOK_CHANGES_PER_ORGANIZER, String(endpoint.organizerId)]])
    const secret = generateWebhookSecret()
    const row = await updateWebhookEndpoint(tx, endpoint.id, {
      secret: sealWebhookSecret(secret, deps.serverSecret),
      previousSecret: endpoint.secret,
      previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600_000),
      updatedAt: now,
    })
    return computeWebhookEndpointJson(row, secret, now)
  })
}
