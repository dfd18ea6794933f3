// POST /api/v3/events/{event_id}/unpublish/ (issue 20): a live event with no tickets sold goes back to draft.
import 'server-only'
import { z } from 'zod'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { unpublishEvent } from '@/core/creators/unpublish-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { ManagedEventResponse } from './creator-schemas'

export const unpublishEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/unpublish/',
  summary: 'Unpublish an event',
  description: 'Back to draft, out of every listing. 409 once tickets are sold (cancel it instead). Only its organizer.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: ManagedEventResponse,
  errors: [401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(unpublishEventEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const manager = managerOf(viewer)
    const deps = await getDeps()
    await unpublishEvent(deps, { eventId, manager })
    return { event: await getManagedEvent(deps, { eventId, manager, origin: requestOrigin() }) }
  })(request)
}
