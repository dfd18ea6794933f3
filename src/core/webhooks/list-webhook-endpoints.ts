// GET /api/v3/organizations/me/webhooks/ (decision 066): the organization's endpoints, secrets shown by
// their first characters only (the whole secret is answered on create and rotate).
import { requireWebhookOrganizer, type WebhookManageDeps } from './webhook-endpoint-access'
import { computeWebhookEndpointJson, type WebhookEndpointJson } from './webhook-endpoint-json'
import { computeSecretHint, openWebhookSecret } from './webhook-signature'
import { findWebhookEndpointsByOrganizerId } from './webhooks-repository'

export async function listWebhookEndpoints(deps: WebhookManageDeps, input: { userId: number }): Promise<WebhookEndpointJson[]> {
  const organizerId = await requireWebhookOrganizer(deps.db, input.userId)
  const now = deps.clock.now()
  return (await findWebhookEndpointsByOrganizerId(deps.db, organizerId)).map((row) => computeWebhookEndpointJson(row, computeSecretHint(openWebhookSecret(row.secret, deps.serverSecret)), now))
}
