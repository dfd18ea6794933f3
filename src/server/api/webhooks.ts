// /api/v3/organizations/me/webhooks/ (issue 41, decision 066): an owner's webhook endpoints. CSRF on the
// cookie-authenticated POST is checked before the handler (src/proxy.ts).
import 'server-only'
import { z } from 'zod'
import { createWebhookEndpoint } from '@/core/webhooks/create-webhook-endpoint'
import { listWebhookEndpoints } from '@/core/webhooks/list-webhook-endpoints'
import { WEBHOOK_EVENT_TYPES } from '@/core/webhooks/webhook-event-types'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { requireOrganizationViewer } from '@/server/request-viewer'
import { getWebhookManageDeps } from '@/server/webhooks'

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  event_types: z.array(z.string()),
  secret: z.string().describe('The whole `whsec_` secret in the answers of create and rotate_secret; elsewhere its first characters'),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  previous_secret_expires: z.string().nullable(),
  created: z.string(),
})

export const CreateWebhookBodySchema = z.strictObject({
  url: z.string().max(2000),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
})

export const listWebhooksEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/webhooks/',
  summary: 'My organization’s webhook endpoints',
  description: 'Owners only (404 for anyone who manages no organization). Secrets are shown by their first characters; the whole secret is answered once, on create and on rotate_secret.',
  tags: ['webhooks'],
  query: z.object({}),
  response: z.object({ webhooks: z.array(WebhookEndpointSchema), event_types: z.array(z.string()) }),
  errors: [401, 404],
} satisfies Endpoint

export const addWebhookEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/webhooks/',
  summary: 'Add a webhook endpoint',
  description:
    '`{url, event_types}` → 201 `{webhook: {id, url, event_types, secret, enabled}}`. Messages follow the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be http(s) and resolve to public addresses. At most 10 endpoints per organization (409); 60 changes an hour (429).',
  tags: ['webhooks'],
  body: CreateWebhookBodySchema,
  response: z.object({ webhook: WebhookEndpointSchema }),
  errors: [400, 401, 404, 409, 429],
} satisfies Endpoint

export const GET = handleGet(listWebhooksEndpoint, async (_query, request) => {
  const viewer = await requireOrganizationViewer(request)
  return { webhooks: await listWebhookEndpoints(await getWebhookManageDeps(), { userId: viewer.id }), event_types: [...WEBHOOK_EVENT_TYPES] }
})

export const POST = handleJson(
  addWebhookEndpoint,
  async (body, request) => {
    const viewer = await requireOrganizationViewer(request)
    return { webhook: await createWebhookEndpoint(await getWebhookManageDeps(), { userId: viewer.id, url: body.url, eventTypes: body.event_types }) }
  },
  { successStatus: 201 },
)
