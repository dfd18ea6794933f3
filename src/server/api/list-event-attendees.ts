// GET /api/v3/events/{event_id}/attendees/ (issue 20): the organizer's attendee list, searchable by name,
// email, order number or ticket code, with the live checked-in/total counter of the check-in page.
import 'server-only'
import { z } from 'zod'
import { listEventAttendees } from '@/core/creators/list-event-attendees'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { optionalNumber } from '@/server/api-schemas/query-params'
import { getDeps } from '@/server/get-deps'
import { ContinuationParam, listName, PaginationSchema, requestedPage, withContinuation } from '@/server/list-pagination'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { AnswerSchema } from './ticketing-schemas'

export const listEventAttendeesEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/attendees/',
  summary: "An event's attendees",
  description:
    'One entry per issued ticket (valid, cancelled or refunded). `q` matches a name or email (part), an order number or a ticket code. `checked_in`/`total` count valid tickets. Each entry carries its `answers` to the event’s questions at registration, except for door staff, who see names only. ' +
    'Every match in one page unless `page_size` (up to 500) or `page` is given, or `continuation` from the page before (same `q`). Organizer and staff only; anyone else 404.',
  tags: ['creators'],
  query: z.object({ q: z.string().max(200).optional(), page: optionalNumber(1, 10_000), page_size: optionalNumber(1, 500), continuation: ContinuationParam }),
  response: z.object({
    attendees: z.array(
      z.object({
        order_id: z.string(),
        ticket_id: z.string(),
        ticket_code: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        ticket_class_name: z.string(),
        status: z.string(),
        checked_in_at: z.string().nullable(),
        answers: z.array(AnswerSchema).optional().describe('The ticket’s answers to the questions at registration: its order’s and its attendee’s (decision 063). Not for door staff'),
      }),
    ),
    checked_in: z.int(),
    total: z.int(),
    pagination: PaginationSchema,
  }),
  errors: [400, 401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleGet(listEventAttendeesEndpoint, async (query) => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const list = listName('attendees', eventId, { q: query.q })
    const paged = query.page !== undefined || query.page_size !== undefined || query.continuation !== undefined
    const { page, pageSize } = paged ? requestedPage(list, { continuation: query.continuation, page: Math.trunc(query.page ?? 1), page_size: Math.trunc(query.page_size ?? 50) }) : { page: undefined, pageSize: undefined }
    return withContinuation(list, await listEventAttendees(await getDeps(), { eventId, manager: managerOf(viewer), q: query.q, page, pageSize }))
  })(request)
}
