// POST /api/v3/organizations/me/webhooks/{webhook_id}/deliveries/{delivery_id}/replay/ (decision 066): the
// same message delivered again, as a new delivery sent at once.
import 'server-only'
import { z } from 'zod'
import { replayWebhookDelivery } from '@/core/webhooks/replay-webhook-delivery'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireOrganizationViewer } from '@/server/request-viewer'
import { getWebhookManageDeps } from '@/server/webhooks'

export const replayWebhookDeliveryEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/webhooks/{webhook_id}/deliveries/{delivery_id}/replay/',
  summary: 'Replay a webhook delivery',
  description: '202 `{delivery_id}`: the message (same `webhook-id` and body, signed afresh) is queued again for this endpoint. 409 while the endpoint is disabled; 60 an hour per organization (429).',
  tags: ['webhooks'],
  body: z.strictObject({}),
  response: z.object({ delivery_id: z.string() }),
  errors: [401, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ webhookId: string; deliveryId: string }>): Promise<Response> {
  return handleJson(
    replayWebhookDeliveryEndpoint,
    async () => {
      const viewer = await requireOrganizationViewer(request)
      const params = await ctx.params
      const replay = await replayWebhookDelivery(await getWebhookManageDeps(), {
        userId: viewer.id,
        endpointId: parseIdParam(params.webhookId, 'webhook'),
        deliveryId: parseIdParam(params.deliveryId, 'delivery'),
      })
      return { delivery_id: replay.deliveryId }
    },
    { successStatus: 202 },
  )(request)
}
