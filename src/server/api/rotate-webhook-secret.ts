// POST /api/v3/organizations/me/webhooks/{webhook_id}/rotate_secret/ (decision 066): a new secret, answered
// once; the old one keeps signing beside it for 24 hours.
import 'server-only'
import { z } from 'zod'
import { rotateWebhookSecret } from '@/core/webhooks/rotate-webhook-secret'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireOrganizationViewer } from '@/server/request-viewer'
import { getWebhookManageDeps } from '@/server/webhooks'
import { WebhookEndpointSchema } from './webhooks'

export const rotateWebhookSecretEndpoint = {
  method: 'POST',
  path: '/api/v3/organizations/me/webhooks/{webhook_id}/rotate_secret/',
  summary: 'Rotate a webhook endpoint’s secret',
  description: '→ `{webhook}` with the new `secret` in full. For 24 hours (`previous_secret_expires`) each message carries two `v1,` signatures, one per secret, so a receiver switches without losing any.',
  tags: ['webhooks'],
  body: z.strictObject({}),
  response: z.object({ webhook: WebhookEndpointSchema }),
  errors: [401, 404, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ webhookId: string }>): Promise<Response> {
  return handleJson(rotateWebhookSecretEndpoint, async () => {
    const viewer = await requireOrganizationViewer(request)
    const endpointId = parseIdParam((await ctx.params).webhookId, 'webhook')
    return { webhook: await rotateWebhookSecret(await getWebhookManageDeps(), { userId: viewer.id, endpointId }) }
  })(request)
}
