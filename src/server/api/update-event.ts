// PATCH /api/v3/events/{event_id}/: the first event writer (issue 18); its organizer may change it too
// (issue 20), anyone else gets 404. Contract and handler in one module; managed-event.ts, mounted at this
// path with the GET and DELETE, re-exports it.
import { eventPath } from '@/core/events/event-json'
import { updateEvent } from '@/core/events/update-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { findManagedEvent } from '@/core/creators/managed-event-access'
import { requireViewer } from '@/server/request-viewer'
import { z } from 'zod'

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))

export const UpdateEventBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(140).optional(),
    summary: z.string().trim().max(500).optional(),
    start_utc: instant.optional(),
    end_utc: instant.optional(),
    // Eventbrite's name for the event's picture: a media id from POST /api/v3/media/upload/, or null.
    logo_id: z.string().regex(/^\d{1,9}$/, 'must be a media id').nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Name at least one field to change.' })

export const updateEventEndpoint = {
  method: 'PATCH',
  path: '/api/v3/events/{event_id}/',
  summary: 'Change an event’s name, summary, dates or picture',
  description:
    'Fields left out keep their value; times are ISO 8601 with an offset; the end must be after the start; `logo_id` is a media id the caller uploaded (POST /api/v3/media/upload/), or null to remove the picture. ' +
    'Searches, autocomplete and home feeds on every app instance show the change within a second. The event’s organizer or staff; anyone else 404.',
  tags: ['events'],
  body: UpdateEventBodySchema,
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    summary: z.string(),
    start_utc: z.string(),
    end_utc: z.string(),
    time_zone: z.string(),
    url: z.string(),
    logo_id: z.string().nullable(),
  }),
  errors: [400, 401, 404],
} satisfies Endpoint

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
      image: body.logo_id === undefined ? undefined : { mediaId: body.logo_id === null ? null : Number(body.logo_id), byUserId: viewer.id },
    })
    return {
      id: event.id,
      name: event.name,
      summary: event.summary,
      start_utc: event.startAt.toISOString(),
      end_utc: event.endAt.toISOString(),
      time_zone: event.timeZone,
      url: eventPath(event.nameSlug, event.id),
      logo_id: event.imageId === null ? null : String(event.imageId),
    }
  })(request)
}
