// PATCH /api/v3/events/{event_id}/: the first event writer (issue 18); its organizer may change it too
// (issue 20), anyone else gets 404. managed-event.ts, which route.ts re-exports, serves it. The contract is re-exported from
// api-schemas/event-schemas.ts, where the endpoint list (and the Playwright specs that import it) can
// read it without loading this handler's server-only imports.
import 'server-only'
import { eventPath } from '@/core/events/event-json'
import { updateEvent } from '@/core/events/update-event'
import { handleJson } from '@/server/api-handler'
import { updateEventEndpoint } from '@/server/api-schemas/event-schemas'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { findManagedEvent } from '@/core/creators/managed-event-access'
import { requireViewer } from '@/server/request-viewer'

export { UpdateEventBodySchema, updateEventEndpoint } from '@/server/api-schemas/event-schemas'

export async function PATCH(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(updateEventEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const deps = await getDeps()
    // Staff kept the write they had before organizers could edit (issue 18's tools rely on it).
    if (!viewer.isStaff) await findManagedEvent(deps.db, eventId, { userId: viewer.id, isStaff: false }, 'write')
    const event = await updateEvent(deps, {
      eventId,
      name: body.name,
      summary: body.summary,
      startAt: body.start_utc,
      endAt: body.end_utc,
    })
    return {
      id: event.id,
      name: event.name,
      summary: event.summary,
      start_utc: event.startAt.toISOString(),
      end_utc: event.endAt.toISOString(),
      time_zone: event.timeZone,
      url: eventPath(event.nameSlug, event.id),
    }
  })(request)
}
