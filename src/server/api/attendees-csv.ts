// GET /api/v3/events/{event_id}/attendees.csv (issue 20): the attendee list for a spreadsheet, with
// formula-looking cells neutralised. Organizer and staff only.
import 'server-only'
import { z } from 'zod'
import { exportAttendeesCsv } from '@/core/creators/export-attendees-csv'
import type { Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { errorToResponse } from '@/server/http-errors'
import { csvAttachment } from '@/server/http/csv-response'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const attendeesCsvEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/attendees.csv',
  summary: "An event's attendees as CSV",
  description:
    'One row per ticket (text/csv), then one column per question at registration (decision 063), headed by its label: the ticket’s order’s answer, or its attendee’s; a multiple choice joined with "; ", a checkbox Yes or No. Cells beginning with `=`, `+`, `-`, `@`, tab or carriage return are prefixed with `\'` so a spreadsheet shows them as text.',
  tags: ['creators'],
  query: z.object({}),
  response: z.string(),
  errors: [401, 404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  try {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const csv = await exportAttendeesCsv(await getDeps(), { eventId, manager: managerOf(viewer) })
    return csvAttachment(csv, `attendees-${eventId}.csv`)
  } catch (error) {
    return errorToResponse(error)
  }
}
