// POST /api/v3/events/{event_id}/publish/ (issue 20): 400 with argument_errors naming what is missing,
// else {event} with status "live", findable in search at once.
import 'server-only'
import { z } from 'zod'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { publishEvent } from '@/core/creators/publish-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { ManagedEventResponse } from './creator-schemas'

export const publishEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/publish/',
  summary: 'Publish an event',
  description:
    'A draft goes live. Refused with 400 and `argument_errors` keyed by the missing parts (`name`, `summary`, `venue`, `online_url`, `start`, `end`, `ticket_classes`). Only its organizer; anyone else 404.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: ManagedEventResponse,
  errors: [400, 401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(publishEventEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const manager = managerOf(viewer)
    const deps = await getDeps()
    await publishEvent(deps, { eventId, manager })
    return { event: await getManagedEvent(deps, { eventId, manager, origin: requestOrigin() }) }
  })(request)
}
