// POST /api/v3/organizations/me/webhooks/{webhook_id}/test/ (decision 066): a `webhook.test` message to the
// endpoint, queued and sent like any other.
import 'server-only'
import { z } from 'zod'
import { sendTestWebhook } from '@/core/webhooks/send-test-webhook'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireOrganizationViewer } from '@/server/request-viewer'
import { getWebhookManageDeps } from '@/server/webhooks'

export const sendTestWebhookEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/webhooks/{webhook_id}/test/',
  summary: 'Send a test event to a webhook endpoint',
  description: '202 `{delivery_id, message_id}`: a `webhook.test` message is queued for this endpoint and appears in its delivery log. 409 while the endpoint is disabled; 10 a minute per organization (429).',
  tags: ['webhooks'],
  body: z.strictObject({}),
  response: z.object({ delivery_id: z.string(), message_id: z.string() }),
  errors: [401, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ webhookId: string }>): Promise<Response> {
  return handleJson(
    sendTestWebhookEndpoint,
    async () => {
      const viewer = await requireOrganizationViewer(request)
      const endpointId = parseIdParam((await ctx.params).webhookId, 'webhook')
      const sent = await sendTestWebhook(await getWebhookManageDeps(), { userId: viewer.id, endpointId })
      return { delivery_id: sent.deliveryId, message_id: sent.messageId }
    },
    { successStatus: 202 },
  )(request)
}
