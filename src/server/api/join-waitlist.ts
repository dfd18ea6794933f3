// POST /api/v3/ticket_classes/{id}/waitlist/ (issue 19 §9): join a sold-out class's wait-list.
import 'server-only'
import { z } from 'zod'
import { joinWaitlist } from '@/core/ticketing/join-waitlist'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { clientAddress } from '@/server/http/request-policy'
import { getTicketingDeps } from '@/server/ticketing'
import { computePreferredLocale } from '@/core/i18n/page-locale'

export const WaitlistEntrySchema = z.object({
  id: z.string(),
  ticket_class_id: z.string(),
  email: z.string(),
  quantity: z.int(),
  status: z.string(),
  confirmed: z.boolean(),
  position: z.int().nullable(),
  created: z.string(),
})

export const joinWaitlistEndpoint = {
  method: 'POST',
  path: '/api/v3/ticket_classes/{id}/waitlist/',
  summary: "Join a sold-out ticket class's waitlist",
  description:
    'Body `{ email, quantity, name? }`. The entry starts unconfirmed (`confirmed: false`, `position: null`): the address is emailed a link to confirm it (`POST /api/v3/waitlist_entries/{id}/confirm/`), and only then does it take a place in line and get emailed its `position`; one confirmed place per address and event (decision 048). When tickets free up, the first confirmed entry is emailed a link that holds them for 24 hours, then the next. 409 when the class is not sold out. Rate-limited per address and per IP (429 with Retry-After).',
  tags: ['ticketing'],
  body: z.object({ email: z.email('enter a valid email').max(320), quantity: z.int().min(1).max(100), name: z.string().trim().max(200).optional() }),
  response: z.object({ waitlist_entry: WaitlistEntrySchema }),
  errors: [400, 404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ id: string }>): Promise<Response> {
  return handleJson(
    joinWaitlistEndpoint,
    async (body, req) => {
      const ticketClassId = parseIdParam((await ctx.params).id, 'ticket class')
      // The page's language (api-fetch.ts sends it): the offer email is written in it (issue 25).
      const locale = computePreferredLocale(req.headers.get('accept-language'))
      return joinWaitlist(await getTicketingDeps(), { ticketClassId, email: body.email, quantity: body.quantity, name: body.name, locale, ip: clientAddress(req) })
    },
    { successStatus: 201 },
  )(request)
}
