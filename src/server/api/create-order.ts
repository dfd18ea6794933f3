// POST /api/v3/orders/ (issue 19): holds tickets for ten minutes; the same Idempotency-Key answers the same order.
import 'server-only'
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { computePreferredLocale } from '@/core/i18n/page-locale'
import { AppError } from '@/core/shared/app-error'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { readEventPass } from '@/server/event-pass-cookie'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getTicketingDeps } from '@/server/ticketing'
import { getRequestViewer } from '@/server/request-viewer'
import { browserSessionKey } from '@/server/browser-session'
import { clientAddress } from '@/server/http/request-policy'
import { IdTextSchema, OrderResponseSchema } from './ticketing-schemas'

export const CreateOrderBodySchema = z.object({
  event_id: IdTextSchema,
  tickets: z
    .array(z.object({ ticket_class_id: IdTextSchema, quantity: z.int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100') }))
    .min(1, 'choose at least one ticket')
    .max(20),
  discount_code: z.string().trim().max(100).optional(),
  // Decision 060: the token of a hidden class's direct link (`/e/{slug}/?tickets=…`), which lets it be sold.
  ticket_link: z.string().trim().max(200).optional(),
  // Issue 42: while the event's waiting room is active, the admission its queue status answered.
  admission_token: z.string().trim().max(400).optional(),
})

export const createOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/',
  summary: 'Hold tickets (create an order in state reserved)',
  description:
    'Send an `Idempotency-Key` header (up to 200 characters): the same key again with the same body answers the same order (200) instead of a new one (201); with a different body, 422 `IDEMPOTENCY_KEY_REUSED`. Amounts are computed on the server. 409 `SOLD_OUT` when none are left, `NOT_ENOUGH_TICKETS` when fewer than asked; 400 `DISCOUNT_NOT_APPLICABLE` with the reason for a promo code that cannot be used; 429 `TOO_MANY_HOLDS` (with `limit`, `held`, `scope` and `subject`) when the browser, account or network already holds as many tickets as one may at once (decision 049). A hidden class is sold only with `ticket_link`, the token of its direct link (400 otherwise); a private event answers 403 `PASSWORD_REQUIRED` until its password is entered in this browser (decision 060). While the event’s waiting room is active (issue 42) the body needs `admission_token` from `GET /api/v3/events/{event_id}/queue/status/`: without one 403 `ADMISSION_REQUIRED`; a forged, expired, reused one, another event’s or another browser’s 403 `ADMISSION_INVALID`; when the room’s state cannot be read, 503 `WAITING_ROOM_UNAVAILABLE` with `Retry-After` (checkout of that event fails closed, decision 071).',
  tags: ['ticketing'],
  body: CreateOrderBodySchema,
  response: OrderResponseSchema,
  errors: [400, 403, 404, 409, 422, 429, 503],
} satisfies Endpoint

/**
 * An idempotency key counts within its scope, so two clients choosing the same key never see each other's
 * order: the signed-in user, or else the browser's CSRF cookie (every non-GET carries it).
 */
function idempotencyScope(userId: number | null, session: string | null): string {
  if (userId !== null) return `user:${userId}`
  return `anon:${session ?? EMPTY_COOKIE_SCOPE}`
}
// The scope of a request without the cookie, as it was before browserSessionKey: the hash of nothing.
const EMPTY_COOKIE_SCOPE = createHash('sha256').update('').digest('base64url').slice(0, 22)

export async function POST(request: Request): Promise<Response> {
  let created = true
  return handleJson(
    createOrderEndpoint,
    async (body, req) => {
      const key = req.headers.get('idempotency-key')?.trim()
      if (key !== undefined && (key.length === 0 || key.length > 200)) {
        throw new AppError('INVALID_ARGUMENT', 'The Idempotency-Key header must be 1 to 200 characters.', { 'Idempotency-Key': ['1 to 200 characters.'] })
      }
      const viewer = await getRequestViewer(req)
      const session = browserSessionKey(req)
      const result = await reserveTickets(await getTicketingDeps({ eventId: body.event_id }), {
        eventId: body.event_id,
        lines: body.tickets.map((t) => ({ ticketClassId: t.ticket_class_id, quantity: t.quantity })),
        discountCode: body.discount_code,
        ticketLinks: body.ticket_link ? [body.ticket_link] : [],
        eventPass: readEventPass(req, Number(body.event_id)),
        userId: viewer?.id ?? null,
        idempotency: key ? { scope: idempotencyScope(viewer?.id ?? null, session), key } : null,
        // The hold limits count per browser, account and address (decision 049).
        client: { session, address: clientAddress(req) },
        // The checkout sends its page's language (api-fetch.ts): the order's emails are written in it.
        locale: computePreferredLocale(req.headers.get('accept-language')),
        admission: { token: body.admission_token ?? null, sessionKey: session },
      })
      created = result.created
      return { order: result.order }
    },
    // The same Idempotency-Key again answers the order it made, with 200 rather than 201.
    { successStatus: () => (created ? 201 : 200) },
  )(request)
}
