// PATCH /api/v3/organizations/me/webhooks/{id}/ (decision 066): URL, event types, and enabled (switching a
// disabled endpoint back on clears the reason; deliveries failed while it was off stay failed, and can be
// replayed). Switching one off fails its pending deliveries.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { WEBHOOK_CHANGES_PER_ORGANIZER } from '@/core/accounts/rate-limits'
import { requireManagedWebhookEndpoint, type WebhookManageDeps } from './webhook-endpoint-access'
import { assertWebhookEndpointInput } from './webhook-endpoint-input'
import { computeWebhookEndpointJson, type WebhookEndpointJson } from './webhook-endpoint-json'
import { computeSecretHint, openWebhookSecret } from './webhook-signature'
import { failPendingDeliveriesOfEndpoint, updateWebhookEndpoint as writeEndpoint } from './webhooks-repository'

export async function updateWebhookEndpoint(
  deps: WebhookManageDeps,
  input: { userId: number; endpointId: number; url?: string; eventTypes?: readonly string[]; enabled?: boolean },
): Promise<WebhookEndpointJson> {
  const checked = assertWebhookEndpointInput({ url: input.url, eventTypes: input.eventTypes })
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const endpoint = await requireManagedWebhookEndpoint(tx, input.userId, input.endpointId, true)
    await takeRateLimitHits(tx, now, [[WEBHOOK_CHANGES_PER_ORGANIZER, String(endpoint.organizerId)]])
    const row = await writeEndpoint(tx, endpoint.id, {
      ...(checked.url !== undefined ? { url: checked.url } : {}),
      ...(checked.eventTypes !== undefined ? { eventTypes: checked.eventTypes } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'Disabled by the organization.' } : {}),
      updatedAt: now,
    })
    if (input.enabled === false && endpoint.enabled) await failPendingDeliveriesOfEndpoint(tx, endpoint.id, 'The endpoint was disabled.')
    return computeWebhookEndpointJson(row, computeSecretHint(openWebhookSecret(row.secret, deps.serverSecret)), now)
  })
}
