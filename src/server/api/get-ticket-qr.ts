// GET /api/v3/orders/{order_id}/tickets/{ticket_id}/qr.svg (issue 19 §6): the ticket's QR code as SVG.
import 'server-only'
import { z } from 'zod'
import { getTicketQr } from '@/core/ticketing/get-ticket-qr'
import { errorToResponse } from '@/server/http-errors'
import type { Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderTokenQuerySchema } from './get-order'

export const getTicketQrEndpoint = {
  method: 'GET',
  path: '/api/v3/orders/{order_id}/tickets/{ticket_id}/qr.svg',
  summary: "A ticket's QR code (SVG)",
  description: "Encodes the ticket's `code`. Same access as the order. A refunded or cancelled ticket is not valid for entry and has no QR code: 409.",
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  response: z.string().describe('image/svg+xml'),
  errors: [404, 409],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ orderId: string; ticketId: string }>): Promise<Response> {
  try {
    const params = await ctx.params
    const svg = await getTicketQr(await getTicketingDeps(), {
      orderId: parseIdParam(params.orderId, 'order'),
      ticketId: parseIdParam(params.ticketId, 'ticket'),
      actor: await getOrderActor(request),
    })
    return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    return errorToResponse(error)
  }
}
