// GET /api/v3/organizations/me/webhooks/{id}/deliveries/ (decision 066): the endpoint's delivery log,
// newest first: status, the receiver's code, time taken, attempts, and the body sent.
import { requireManagedWebhookEndpoint, type WebhookManageDeps } from './webhook-endpoint-access'
import { computeWebhookDeliveryJson, type WebhookDeliveryJson } from './webhook-endpoint-json'
import { findWebhookDeliveriesByEndpointId } from './webhooks-repository'

/** Deliveries the log shows. */
const LOG_LENGTH = 100

export async function listWebhookDeliveries(deps: Pick<WebhookManageDeps, 'db'>, input: { userId: number; endpointId: number }): Promise<WebhookDeliveryJson[]> {
  const endpoint = await requireManagedWebhookEndpoint(deps.db, input.userId, input.endpointId)
  return (await findWebhookDeliveriesByEndpointId(deps.db, endpoint.id, LOG_LENGTH)).map(computeWebhookDeliveryJson)
}
