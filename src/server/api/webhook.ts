// /api/v3/organizations/me/webhooks/{webhook_id}/ (decision 066): PATCH changes an endpoint (URL, event
// types, enabled), DELETE removes it with its log. Owners only; anyone else's id is 404.
import 'server-only'
import { z } from 'zod'
import { deleteWebhookEndpoint } from '@/core/webhooks/delete-webhook-endpoint'
import { updateWebhookEndpoint } from '@/core/webhooks/update-webhook-endpoint'
import { WEBHOOK_EVENT_TYPES } from '@/core/webhooks/webhook-event-types'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireOrganizationViewer } from '@/server/request-viewer'
import { getWebhookManageDeps } from '@/server/webhooks'
import { WebhookEndpointSchema } from './webhooks'

type WebhookContext = PathContext<{ webhookId: string }>

export const UpdateWebhookBodySchema = z.strictObject({
  url: z.string().max(2000).optional(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length).optional(),
  enabled: z.boolean().optional(),
})

export const changeWebhookEndpoint = {
  method: 'PATCH',
  path: '/api/v3/organizations/me/webhooks/{webhook_id}/',
  summary: 'Change a webhook endpoint',
  description: '`{url?, event_types?, enabled?}` → `{webhook}`. `enabled: true` switches back on an endpoint disabled by a 410 Gone answer; `false` stops its pending deliveries.',
  tags: ['webhooks'],
  body: UpdateWebhookBodySchema,
  response: z.object({ webhook: WebhookEndpointSchema }),
  errors: [400, 401, 404, 429],
} satisfies Endpoint

export const removeWebhookEndpoint = {
  method: 'DELETE',
  path: '/api/v3/organizations/me/webhooks/{webhook_id}/',
  summary: 'Remove a webhook endpoint',
  description: '204; its delivery log goes with it.',
  tags: ['webhooks'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404],
} satisfies Endpoint

export async function PATCH(request: Request, ctx: WebhookContext): Promise<Response> {
  return handleJson(changeWebhookEndpoint, async (body) => {
    const viewer = await requireOrganizationViewer(request)
    const endpointId = parseIdParam((await ctx.params).webhookId, 'webhook')
    return { webhook: await updateWebhookEndpoint(await getWebhookManageDeps(), { userId: viewer.id, endpointId, url: body.url, eventTypes: body.event_types, enabled: body.enabled }) }
  })(request)
}

export async function DELETE(request: Request, ctx: WebhookContext): Promise<Response> {
  return handleJson(removeWebhookEndpoint, async () => {
    const viewer = await requireOrganizationViewer(request)
    const endpointId = parseIdParam((await ctx.params).webhookId, 'webhook')
    await deleteWebhookEndpoint(await getWebhookManageDeps(), { userId: viewer.id, endpointId })
    return undefined
  })(request)
}
