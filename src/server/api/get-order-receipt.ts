// GET /api/v3/orders/{order_id}/receipt.pdf (issue 37 point 5): a paid order's receipt as a PDF.
import 'server-only'
import { z } from 'zod'
import { getOrderReceipt, type PdfFile } from '@/core/ticketing/get-order-receipt'
import { errorToResponse } from '@/server/http-errors'
import type { Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderTokenQuerySchema, type OrderPath } from './get-order'

export const getOrderReceiptEndpoint = {
  method: 'GET',
  path: '/api/v3/orders/{order_id}/receipt.pdf',
  summary: "A paid order's receipt (PDF)",
  description:
    'Order number, date, the organizer, items, discount, fees, tax, total, payment method and any refunds, in the language the order was placed in and its currency. Same access as the order (its owner, staff, or `?token=`); 404 for anyone else. A free or unpaid order has no receipt: 409.',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  response: z.string().describe('application/pdf'),
  errors: [404, 409],
} satisfies Endpoint

/** A PDF answer: private to its reader, downloaded under its own name. */
export function pdfResponse(file: PdfFile): Response {
  return new Response(new Uint8Array(file.pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${file.filename}"`, 'Cache-Control': 'private, no-store' },
  })
}

export async function GET(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  try {
    const orderId = parseIdParam((await ctx.params).orderId, 'order')
    return pdfResponse(await getOrderReceipt(await getTicketingDeps(), { orderId, actor: await getOrderActor(request) }))
  } catch (error) {
    return errorToResponse(error)
  }
}
