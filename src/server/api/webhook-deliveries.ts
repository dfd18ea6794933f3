// GET /api/v3/organizations/me/webhooks/{webhook_id}/deliveries/ (decision 066): the endpoint's delivery
// log, newest first (the last 100).
import 'server-only'
import { z } from 'zod'
import { listWebhookDeliveries } from '@/core/webhooks/list-webhook-deliveries'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireOrganizationViewer } from '@/server/request-viewer'
import { getWebhookManageDeps } from '@/server/webhooks'

const DeliverySchema = z.object({
  id: z.string(),
  message_id: z.string().describe('The `webhook-id` header: the same for every attempt and replay of a message'),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  response_code: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  attempts: z.number().int(),
  created: z.string(),
  last_attempt: z.string().nullable(),
  next_attempt: z.string().nullable(),
  error: z.string().nullable(),
  response_excerpt: z.string().nullable(),
  body: z.string().describe('The exact body sent and signed'),
})

export const listWebhookDeliveriesEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/webhooks/{webhook_id}/deliveries/',
  summary: 'A webhook endpoint’s delivery log',
  description: '`{deliveries: [{id, event_type, status, response_code, duration_ms, attempts, created, …}]}`, newest first, the last 100.',
  tags: ['webhooks'],
  query: z.object({}),
  response: z.object({ deliveries: z.array(DeliverySchema) }),
  errors: [401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ webhookId: string }>): Promise<Response> {
  return handleGet(listWebhookDeliveriesEndpoint, async () => {
    const viewer = await requireOrganizationViewer(request)
    const endpointId = parseIdParam((await ctx.params).webhookId, 'webhook')
    return { deliveries: await listWebhookDeliveries(await getWebhookManageDeps(), { userId: viewer.id, endpointId }) }
  })(request)
}
