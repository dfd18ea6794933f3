// POST /api/v3/waitlist_entries/{id}/confirm/ (decision 048): the confirmation page's button, from the
// link emailed to the address given to a wait-list. A POST, not the link's GET: a mail scanner that opens
// the link confirms nothing.
import 'server-only'
import { z } from 'zod'
import { confirmWaitlistEntry } from '@/core/ticketing/confirm-waitlist-entry'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'
import { WaitlistEntrySchema } from './join-waitlist'

export const confirmWaitlistEntryEndpoint = {
  method: 'POST',
  path: '/api/v3/waitlist_entries/{id}/confirm/',
  summary: 'Confirm a waitlist entry’s email address',
  description:
    'Body `{ token }` from the link emailed when the waitlist was joined. The entry then takes its place in line (`position`) and may be offered tickets; free seats are offered at once. Confirming again answers the same entry. 400 with an argument error on `token` for a link that is not valid; 409 `ALREADY_ON_WAITLIST` when the address already has a confirmed place on the event (one per address and event).',
  tags: ['ticketing'],
  body: z.object({ token: z.string().min(1, 'The link is incomplete.').max(200, 'The link is not valid.') }),
  response: z.object({ waitlist_entry: WaitlistEntrySchema }),
  errors: [400, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ id: string }>): Promise<Response> {
  return handleJson(confirmWaitlistEntryEndpoint, async (body) => {
    const entryId = parseIdParam((await ctx.params).id, 'waitlist entry')
    return confirmWaitlistEntry(await getTicketingDeps(), { entryId, token: body.token })
  })(request)
}
