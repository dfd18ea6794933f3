// GET /api/v3/tickets/{ticket_id}/?token= and …/qr.svg?token= (decision 059): a transferred ticket's new
// holder reads their ticket by its own signed link (mailed to them), never the buyer's order.
import 'server-only'
import { z } from 'zod'
import { getHeldTicket } from '@/core/ticketing/get-held-ticket'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'

export const TokenQuery = z.object({ token: z.string().max(200).optional() })

export const getHeldTicketEndpoint = {
  method: 'GET',
  path: '/api/v3/tickets/{ticket_id}/',
  summary: 'A ticket by its holder’s own link',
  description:
    '`{ticket: {id, code, printed_code, qr_url, status, attendee_name, ticket_class_name, checked_in}, event: {name, event_start, event_timezone, event_url, event_calendar_url, event_place?, event_cancelled}}`. `token` is the one in the link emailed to a transferred ticket’s new holder; anything else 404.',
  tags: ['ticketing'],
  query: TokenQuery,
  response: z.object({ ticket: z.object({}).loose(), event: z.object({}).loose() }),
  errors: [404],
} satisfies Endpoint

export type TicketPath = { ticketId: string }

export async function GET(request: Request, ctx: PathContext<TicketPath>): Promise<Response> {
  return handleGet(getHeldTicketEndpoint, async (query) => {
    const ticketId = parseIdParam((await ctx.params).ticketId, 'ticket')
    return getHeldTicket(await getTicketingDeps(), { ticketId, token: query.token ?? null })
  })(request)
}
