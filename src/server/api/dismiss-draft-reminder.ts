// POST /api/v3/events/{event_id}/dismiss_reminder/ (issue 38 point 15, decision 056): the creator
// overview stops reminding its organizer of this draft.
import 'server-only'
import { z } from 'zod'
import { dismissDraftReminder } from '@/core/creators/dismiss-draft-reminder'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const dismissDraftReminderEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/dismiss_reminder/',
  summary: 'Stop reminding the organizer of a draft',
  description:
    'Answers 204. The creator overview no longer lists "Finish and publish" for this draft (it stops by itself 30 days after the draft was made or once its date has passed); the draft stays in the events list. Idempotent. Only the event’s organizer (anyone else 404).',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [400, 401, 404],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(dismissDraftReminderEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    await dismissDraftReminder(await getDeps(), { eventId, manager: managerOf(viewer) })
    return undefined
  })(request)
}
