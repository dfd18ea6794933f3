// POST /api/v3/events/{event_id}/orders/{order_id}/decline/ (issue 40 "Approval", decision 064).
import 'server-only'
import type { Endpoint } from '@/server/api-handler'
import { DecideOrderBodySchema, handleDecideOrder } from './order-approval-endpoints'
import { OrderResponseSchema } from './ticketing-schemas'

export const declineEventOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/orders/{order_id}/decline/',
  summary: 'Decline a registration awaiting approval',
  description:
    'For an order in `pending_approval`: it is cancelled (reason `declined_by_organizer`), its seats return to sale and to the wait-list, a paid one’s card authorisation is released (nothing was charged), and the buyer is emailed with `message`, as plain text. 409 for an order already approved, declined, lapsed or not awaiting approval. The event’s owners and managers; door staff 403; anyone else 404.',
  tags: ['creators'],
  body: DecideOrderBodySchema,
  response: OrderResponseSchema,
  errors: [400, 401, 403, 404, 409],
} satisfies Endpoint

export const POST = handleDecideOrder(declineEventOrderEndpoint, 'decline')
