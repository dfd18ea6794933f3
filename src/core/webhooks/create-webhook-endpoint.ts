// POST /api/v3/organizations/me/webhooks/ (issue 41, decision 066): an owner adds an endpoint; its secret
// is answered once, in full, and stored sealed.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { WEBHOOK_CHANGES_PER_ORGANIZER } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import { requireWebhookOrganizer, type WebhookManageDeps } from './webhook-endpoint-access'
import { assertWebhookEndpointInput, MAX_WEBHOOK_ENDPOINTS } from './webhook-endpoint-input'
import { computeWebhookEndpointJson, type WebhookEndpointJson } from './webhook-endpoint-json'
import { generateWebhookSecret, sealWebhookSecret } from './webhook-signature'
import { findWebhookEndpointsByOrganizerId, insertWebhookEndpoint } from './webhooks-repository'

export async function createWebhookEndpoint(deps: WebhookManageDeps, input: { userId: number; url: string; eventTypes: readonly string[] }): Promise<WebhookEndpointJson> {
  const checked = assertWebhookEndpointInput({ url: input.url, eventTypes: input.eventTypes })
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const organizerId = await requireWebhookOrganizer(tx, input.userId)
    await takeRateLimitHits(tx, now, [[WEBHOOK_CHANGES_PER_ORGANIZER, String(organizerId)]])
    if ((await findWebhookEndpointsByOrganizerId(tx, organizerId)).length >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('CONFLICT', `An organization may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints.`)
    }
    const secret = generateWebhookSecret()
    const row = await insertWebhookEndpoint(tx, {
      organizerId,
      url: checked.url!,
      eventTypes: checked.eventTypes!,
      secret: sealWebhookSecret(secret, deps.serverSecret),
      createdAt: now,
      updatedAt: now,
    })
    return computeWebhookEndpointJson(row, secret, now)
  })
}
