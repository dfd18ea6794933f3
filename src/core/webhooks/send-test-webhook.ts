// POST /api/v3/organizations/me/webhooks/{id}/test/ (decision 066): a `webhook.test` message to this one
// endpoint, queued like any other (signed, retried, in the log). 10 a minute per organization.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { WEBHOOK_TESTS_PER_ORGANIZER } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import { requireManagedWebhookEndpoint, type WebhookManageDeps } from './webhook-endpoint-access'
import { WEBHOOK_TEST_TYPE } from './webhook-event-types'
import { computeWebhookBody } from './webhook-payload'
import { generateWebhookMessageId } from './webhook-signature'
import { insertWebhookMessage } from './webhooks-repository'

export async function sendTestWebhook(deps: Pick<WebhookManageDeps, 'db' | 'clock'>, input: { userId: number; endpointId: number }): Promise<{ deliveryId: string; messageId: string }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const endpoint = await requireManagedWebhookEndpoint(tx, input.userId, input.endpointId)
    if (!endpoint.enabled) throw new AppError('CONFLICT', 'The endpoint is disabled; enable it before sending a test event.')
    await takeRateLimitHits(tx, now, [[WEBHOOK_TESTS_PER_ORGANIZER, String(endpoint.organizerId)]])
    const msgId = generateWebhookMessageId()
    const body = computeWebhookBody(WEBHOOK_TEST_TYPE, now, { id: msgId, endpoint_id: String(endpoint.id), message: 'A test event from Tessera.' })
    const { deliveryIds } = await insertWebhookMessage(tx, { msgId, organizerId: endpoint.organizerId, type: WEBHOOK_TEST_TYPE, body, at: now }, [endpoint.id])
    return { deliveryId: String(deliveryIds[0]), messageId: msgId }
  })
}
