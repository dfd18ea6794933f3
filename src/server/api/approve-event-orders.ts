// POST /api/v3/events/{event_id}/orders/approve/ (issue 40 "Approval", decision 064): several at once.
import 'server-only'
import type { Endpoint } from '@/server/api-handler'
import { DecideOrdersAnswerSchema, DecideOrdersBodySchema, handleDecideOrders } from './order-approval-endpoints'

export const approveEventOrdersEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/orders/approve/',
  summary: 'Approve several registrations awaiting approval',
  description:
    'Each of `order_ids` (up to 100) is approved as POST …/orders/{order_id}/approve/ would, with the one `message`; `orders` are those approved, `errors` those that could not be (each with its own error), none undoing the others. The event’s owners and managers; door staff 403; anyone else 404.',
  tags: ['creators'],
  body: DecideOrdersBodySchema,
  response: DecideOrdersAnswerSchema,
  errors: [400, 401, 403, 404],
} satisfies Endpoint

export const POST = handleDecideOrders(approveEventOrdersEndpoint, 'approve')
