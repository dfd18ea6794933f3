// POST /api/v3/events/{event_id}/schedules/ (issue 20): a draft becomes a series from an RFC 5545 RRULE.
import 'server-only'
import { z } from 'zod'
import { createSchedule } from '@/core/creators/create-schedule'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const createScheduleEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/schedules/',
  summary: 'Make a draft a recurring series',
  description:
    '`recurrence_rule` is an RFC 5545 RRULE (optionally after a `DTSTART:` line with a local time, no Z or TZID), read in the event’s time zone; it must end (COUNT or UNTIL) and give at most 200 dates. Each date becomes a child event lasting `occurrence_duration` seconds, with the draft’s ticket classes. Answers 201 `{schedule: {occurrence_duration, recurrence_rule, events: [{id, start_utc}]}}`. 409 when not a draft or already a series.',
  tags: ['creators'],
  body: z.strictObject({
    occurrence_duration: z.int().min(60).max(14 * 86_400),
    recurrence_rule: z.string().trim().min(5).max(2000),
  }),
  response: z.object({
    schedule: z.object({
      occurrence_duration: z.int(),
      recurrence_rule: z.string(),
      events: z.array(z.object({ id: z.string(), start_utc: z.string() })),
    }),
  }),
  errors: [400, 401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(
    createScheduleEndpoint,
    async (body) => {
      const viewer = await requireViewer(request)
      const eventId = parseIdParam((await ctx.params).eventId, 'event')
      const { eventIds, starts } = await createSchedule(await getDeps(), {
        eventId,
        manager: managerOf(viewer),
        occurrenceDurationSeconds: body.occurrence_duration,
        recurrenceRule: body.recurrence_rule,
      })
      return {
        schedule: {
          occurrence_duration: body.occurrence_duration,
          recurrence_rule: body.recurrence_rule,
          events: eventIds.map((id, i) => ({ id: String(id), start_utc: starts[i]!.toISOString() })),
        },
      }
    },
    { successStatus: 201 },
  )(request)
}
