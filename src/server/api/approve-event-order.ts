// POST /api/v3/events/{event_id}/orders/{order_id}/approve/ (issue 40 "Approval", decision 064).
import 'server-only'
import type { Endpoint } from '@/server/api-handler'
import { DecideOrderBodySchema, handleDecideOrder } from './order-approval-endpoints'
import { OrderResponseSchema } from './ticketing-schemas'

export const approveEventOrderEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/orders/{order_id}/approve/',
  summary: 'Approve a registration awaiting approval',
  description:
    'For an order in `pending_approval`: a paid one’s card authorisation is captured (a capture the provider refuses answers 402 and the order stays unpaid, awaiting a decision), the tickets are issued and the buyer gets the ordinary confirmation. `message` is kept with the decision and shown on the buyer’s order. 409 for an order already approved, declined, lapsed or not awaiting approval. The event’s owners and managers; door staff 403; anyone else 404.',
  tags: ['creators'],
  body: DecideOrderBodySchema,
  response: OrderResponseSchema,
  errors: [400, 401, 402, 403, 404, 409],
} satisfies Endpoint

export const POST = handleDecideOrder(approveEventOrderEndpoint, 'approve')
