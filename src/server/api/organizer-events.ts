// GET /api/v3/organizations/me/events/ (issue 41, decision 065): the organization's events a page at a
// time, by `page`/`page_size` or by `continuation`. For a session and for API keys (`events:read`).
import 'server-only'
import { z } from 'zod'
import { listOrganizerEvents } from '@/core/creators/list-organizer-events'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { intInRange } from '@/server/api-schemas/query-params'
import { getDeps } from '@/server/get-deps'
import { ContinuationParam, listName, PaginationSchema, requestedPage, withContinuation } from '@/server/list-pagination'
import { managerOf, requireViewer } from '@/server/request-viewer'

export const listOrganizerEventsEndpoint = {
  method: 'GET',
  path: '/api/v3/organizations/me/events/',
  summary: 'My organization’s events',
  description:
    'Its events by start time (a series as one entry), drafts and cancelled ones included. `page` from 1 and `page_size` up to 100 (default 50), or `continuation` from the page before. ' +
    '“me” is an API key’s organization, or the caller’s own; its account, owners and managers only (anyone else 404).',
  tags: ['creators'],
  query: z.object({ page: intInRange(1, 10_000, 1), page_size: intInRange(1, 100, 50), continuation: ContinuationParam }),
  response: z.object({
    events: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.string(),
        start: z.string(),
        end: z.string(),
        time_zone: z.string(),
        currency: z.string(),
        is_series: z.boolean(),
        url: z.string(),
      }),
    ),
    pagination: PaginationSchema,
  }),
  errors: [400, 401, 404],
} satisfies Endpoint

export const GET = handleGet(listOrganizerEventsEndpoint, async (query, request) => {
  const viewer = await requireViewer(request)
  const manager = managerOf(viewer)
  // The list is named after whoever asks: a cursor of one caller's list is no good to another's.
  const list = listName('events', manager.organizerId ?? `user-${viewer.id}`)
  const { page, pageSize } = requestedPage(list, query)
  return withContinuation(list, await listOrganizerEvents(await getDeps(), { manager, page, pageSize }))
})
