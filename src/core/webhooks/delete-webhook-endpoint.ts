// DELETE /api/v3/organizations/me/webhooks/{id}/ (decision 066): the endpoint goes with its delivery log.
import { requireManagedWebhookEndpoint, type WebhookManageDeps } from './webhook-endpoint-access'
import { deleteWebhookEndpoint as removeEndpoint } from './webhooks-repository'

export async function deleteWebhookEndpoint(deps: Pick<WebhookManageDeps, 'db'>, input: { userId: number; endpointId: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const endpoint = await requireManagedWebhookEndpoint(tx, input.userId, input.endpointId, true)
    await removeEndpoint(tx, endpoint.id)
  })
}
