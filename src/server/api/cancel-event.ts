// POST /api/v3/events/{event_id}/cancel/ (issue 20): the organizer cancels a published event; paid
// orders are refunded in full and every buyer is emailed (cancel-event.ts).
import 'server-only'
import { z } from 'zod'
import { cancelEvent } from '@/core/creators/cancel-event'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requestOrigin } from '@/server/http/request-policy'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { getTicketingDeps } from '@/server/ticketing'
import { ManagedEventSchema } from './creator-schemas'

export const cancelEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/{event_id}/cancel/',
  summary: 'Cancel an event',
  description:
    'Paid orders are refunded in full whatever the refund policy, held orders cancelled, tickets stop checking in, and each buyer is emailed. Answers `{event, refunded_orders, emailed}` with `status: "cancelled"`. 409 for a draft (delete it) or an event already cancelled. Only its organizer.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.object({ event: ManagedEventSchema, refunded_orders: z.int(), emailed: z.int() }),
  errors: [401, 404, 409],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(cancelEventEndpoint, async () => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const manager = managerOf(viewer)
    const deps = await getDeps()
    const result = await cancelEvent({ ...(await getTicketingDeps()), invalidateCaches: deps.invalidateCaches }, { eventId, manager })
    const event = await getManagedEvent(deps, { eventId, manager, origin: requestOrigin() })
    return { event, refunded_orders: result.refundedOrders, emailed: result.emailed }
  })(request)
}
