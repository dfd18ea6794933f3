// POST /api/v3/events/{event_id}/duplicate/ (issue 38 point 15): a new draft copied from one of the
// organizer's events, without its orders or sales (duplicate-event.ts).
import 'server-only'
import { z } from 'zod'
import { EVENT_NAME_MAX_LENGTH } from '@/core/creators/creator-rules'
import { duplicateEvent } from '@/core/creators/duplicate-event'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { ManagedEventResponse } from './creator-schemas'

export const duplicateEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/duplicate/',
  summary: 'Duplicate an event as a new draft',
  description:
    'Answers 201 with the copy: a draft named `name` (default "Copy of {name}") with the event’s details, venue, picture, ticket classes and discounts, none of its orders, tickets or sales. Drafts, live, past and cancelled events alike; a series becomes one draft keeping its plan. Only the event’s organizer (anyone else 404). 30 copies per account an hour, then 429 with Retry-After.',
  tags: ['creators'],
  body: z.strictObject({ name: z.string().trim().min(1).max(EVENT_NAME_MAX_LENGTH).optional() }),
  response: ManagedEventResponse,
  errors: [400, 401, 404, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    duplicateEventEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const manager = managerOf(viewer)
      const deps = await getDeps()
      const copy = await duplicateEvent(deps, { eventId, manager, ...(body.name ? { name: body.name } : {}) })
      return { event: await getManagedEvent(deps, { eventId: copy.eventId, manager, origin: requestOrigin() }) }
    },
    { successStatus: 201 },
  )(request)
}
