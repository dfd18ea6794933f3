// POST /api/v3/organizations/me/webhooks/{id}/deliveries/{delivery_id}/replay/ (decision 066): the same
// message (same `webhook-id` and body, so a receiver that kept it recognises it) is delivered again, as a
// new delivery that the worker sends at once. 60 replays an hour per organization.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { WEBHOOK_REPLAYS_PER_ORGANIZER } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import { requireManagedWebhookEndpoint, type WebhookManageDeps } from './webhook-endpoint-access'
import { findWebhookDeliveryOfEndpoint, insertWebhookDelivery } from './webhooks-repository'

export async function replayWebhookDelivery(deps: Pick<WebhookManageDeps, 'db' | 'clock'>, input: { userId: number; endpointId: number; deliveryId: number }): Promise<{ deliveryId: string }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const endpoint = await requireManagedWebhookEndpoint(tx, input.userId, input.endpointId)
    const delivery = await findWebhookDeliveryOfEndpoint(tx, input.deliveryId, endpoint.id)
    if (!delivery) throw new AppError('NOT_FOUND', 'There is no such delivery.')
    if (!endpoint.enabled) throw new AppError('CONFLICT', 'The endpoint is disabled; enable it before replaying.')
    await takeRateLimitHits(tx, now, [[WEBHOOK_REPLAYS_PER_ORGANIZER, String(endpoint.organizerId)]])
    const replay = await insertWebhookDelivery(tx, delivery.messageId, endpoint.id, now)
    return { deliveryId: String(replay.id) }
  })
}
