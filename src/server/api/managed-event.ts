// /api/v3/events/{event_id}/ for its organizer (issue 20): GET reads it (drafts too; staff may read),
// PATCH changes it (update-event.ts), DELETE removes a draft. Anyone else gets 404.
import 'server-only'
import { z } from 'zod'
import { deleteEventDraft } from '@/core/creators/delete-event-draft'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { handleGet, handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { ManagedEventResponse } from './creator-schemas'

export { PATCH, updateEventEndpoint } from './update-event'

export const getManagedEventEndpoint = {
  method: 'GET',
  path: '/api/v3/events/{event_id}/',
  summary: 'An event as its organizer sees it',
  description: 'Drafts included. Only the organizer and staff; anyone else gets 404, 401 without a session.',
  tags: ['creators'],
  query: z.object({}),
  response: ManagedEventResponse,
  errors: [401, 404],
} satisfies Endpoint

export const deleteEventDraftEndpoint = {
  method: 'DELETE',
  path: '/api/v3/events/{event_id}/',
  summary: 'Delete an event draft',
  description: 'Answers 204. Only a draft (409 for a published event: unpublish or cancel it); only its organizer.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404, 409],
} satisfies Endpoint

type EventContext = PathContext<{ eventId: string }>

export async function GET(request: Request, ctx: EventContext): Promise<Response> {
  return handleGet(getManagedEventEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const manager = managerOf(viewer)
    return { event: await getManagedEvent(await getDeps(), { eventId, manager, origin: requestOrigin() }) }
  })(request)
}

export async function DELETE(request: Request, ctx: EventContext): Promise<Response> {
  return handleJson(deleteEventDraftEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    await deleteEventDraft(await getDeps(), { eventId, manager: managerOf(viewer) })
    return undefined
  })(request)
}
