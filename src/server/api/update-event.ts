// PATCH /api/v3/events/{event_id}/: the first event writer (issue 18), staff only until the creator issue
// lets organizers edit their own events. Contract and handler in one module; route.ts re-exports PATCH.
import 'server-only'
import { z } from 'zod'
import { eventPath } from '@/core/events/event-json'
import { updateEvent } from '@/core/events/update-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireStaff } from '@/server/viewer'

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))

export const UpdateEventBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(140).optional(),
    summary: z.string().trim().max(500).optional(),
    start_utc: instant.optional(),
    end_utc: instant.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Name at least one field to change.' })

export const updateEventEndpoint = {
  method: 'PATCH',
  path: '/api/v3/events/{event_id}/',
  summary: 'Staff: change an event’s name, summary or dates',
  description:
    'Fields left out keep their value; times are ISO 8601 with an offset; the end must be after the start. ' +
    'Searches, autocomplete and home feeds on every app instance show the change within a second. Staff only.',
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
  }),
  errors: [400, 401, 403, 404],
} satisfies Endpoint

export async function PATCH(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(updateEventEndpoint, async (body) => {
    await requireStaff(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const event = await updateEvent(await getDeps(), {
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
