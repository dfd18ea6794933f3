// POST /api/v3/orders/ (issue 19): holds tickets for ten minutes; the same Idempotency-Key answers the same order.
import 'server-only'
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { computePreferredLocale } from '@/core/i18n/page-locale'
import { CSRF_COOKIE } from '@/core/shared/csrf'
import { AppError } from '@/core/shared/app-error'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getTicketingDeps } from '@/server/ticketing'
import { getRequestViewer } from '@/server/request-viewer'
import { IdTextSchema, OrderResponseSchema } from './ticketing-schemas'

export const CreateOrderBodySchema = z.object({
  event_id: IdTextSchema,
  tickets: z
    .array(z.object({ ticket_class_id: IdTextSchema, quantity: z.int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100') }))
    .min(1, 'choose at least one ticket')
    .max(20),
  discount_code: z.string().trim().max(100).optional(),
})

export const createOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/',
  summary: 'Hold tickets (create an order in state reserved)',
  description:
    'Send an `Idempotency-Key` header (up to 200 characters): the same key again answers the same order (200) instead of a new one (201). Amounts are computed on the server. 409 `SOLD_OUT` when none are left, `NOT_ENOUGH_TICKETS` when fewer than asked; 400 `DISCOUNT_NOT_APPLICABLE` with the reason for a promo code that cannot be used.',
  tags: ['ticketing'],
  body: CreateOrderBodySchema,
  response: OrderResponseSchema,
  errors: [400, 404, 409],
} satisfies Endpoint

/**
 * An idempotency key counts within its scope, so two clients choosing the same key never see each other's
 * order: the signed-in user, or else the browser's CSRF cookie (every non-GET carries it).
 */
function idempotencyScope(userId: number | null, request: Request): string {
  if (userId !== null) return `user:${userId}`
  const cookie = request.headers.get('cookie') ?? ''
  const csrf = cookie.split(/;\s*/).find((c) => c.startsWith(`${CSRF_COOKIE}=`)) ?? ''
  return `anon:${createHash('sha256').update(csrf).digest('base64url').slice(0, 22)}`
}

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
      const result = await reserveTickets(await getTicketingDeps({ eventId: body.event_id }), {
        eventId: body.event_id,
        lines: body.tickets.map((t) => ({ ticketClassId: t.ticket_class_id, quantity: t.quantity })),
        discountCode: body.discount_code,
        userId: viewer?.id ?? null,
        idempotency: key ? { scope: idempotencyScope(viewer?.id ?? null, req), key } : null,
        // The checkout sends its page's language (api-fetch.ts): the order's emails are written in it.
        locale: computePreferredLocale(req.headers.get('accept-language')),
      })
      created = result.created
      return { order: result.order }
    },
    // The same Idempotency-Key again answers the order it made, with 200 rather than 201.
    { successStatus: () => (created ? 201 : 200) },
  )(request)
}
