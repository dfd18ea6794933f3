// POST /api/v3/events/{event_id}/attendee_emails/ (issue 20): the organizer writes to every ticket holder
// (email-event-attendees.ts).
import 'server-only'
import { z } from 'zod'
import { ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH, ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH } from '@/core/creators/creator-emails'
import { emailEventAttendees } from '@/core/creators/email-event-attendees'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { siteOrigin } from '@/server/ticketing'

export const emailEventAttendeesEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/attendee_emails/',
  summary: 'Email every attendee of my event',
  description:
    'One email per buyer who holds a valid ticket, queued through the outbox. At most 3 an hour per event (429). 409 when no one holds a ticket yet; 404 unless the event is mine.',
  tags: ['creators'],
  body: z.strictObject({
    subject: z.string().trim().min(1, 'Write a subject.').max(ATTENDEE_EMAIL_SUBJECT_MAX_LENGTH),
    message: z.string().trim().min(1, 'Write your message.').max(ATTENDEE_EMAIL_MESSAGE_MAX_LENGTH),
  }),
  response: z.object({ emailed: z.int() }),
  errors: [400, 401, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    emailEventAttendeesEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const deps = await getDeps()
      return emailEventAttendees({ ...deps, siteUrl: siteOrigin() }, { eventId, manager: managerOf(viewer), ...body })
    },
    { successStatus: 201 },
  )(request)
}
