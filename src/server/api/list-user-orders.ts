// GET /api/v3/users/{publicId}/orders/ (issue 19 §7, "My tickets"): the user's orders; `me` names the viewer.
import 'server-only'
import { z } from 'zod'
import { listUserOrders } from '@/core/ticketing/list-user-orders'
import { findVerifiedUserEmail } from '@/core/ticketing/orders-repository'
import { handleGet, type Endpoint } from '@/server/api-handler'
import type { PathContext } from '@/server/path-params'
import { getTicketingDeps } from '@/server/ticketing'
import { requireSelf, requireViewer } from '@/server/request-viewer'
import { OrderSchema } from './ticketing-schemas'

export const listUserOrdersEndpoint = {
  method: 'GET',
  path: '/api/v3/users/{publicId}/orders/',
  summary: "The user's orders (My tickets)",
  description:
    'Owner only (`me` for the signed-in user). Paid, partly and fully refunded orders, including guest orders placed with the account\'s email: `orders` newest first, `upcoming` soonest event first, `past` latest first.',
  tags: ['ticketing'],
  query: z.object({}),
  response: z.object({ orders: z.array(OrderSchema), upcoming: z.array(OrderSchema), past: z.array(OrderSchema) }),
  errors: [401, 403],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  return handleGet(listUserOrdersEndpoint, async (_q, req) => {
    const { publicId } = await ctx.params
    const viewer = publicId === 'me' ? await requireViewer(req) : await requireSelf(req, publicId)
    const deps = await getTicketingDeps()
    return listUserOrders(deps, { id: viewer.id, email: await findVerifiedUserEmail(deps.db, viewer.id) })
  })(request)
}
