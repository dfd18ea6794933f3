// GET /api/v3/orders/{order_id}/invoices/{invoice_id}/document.pdf (issue 37 point 5): an order's
// invoice or credit note as a PDF.
import 'server-only'
import { z } from 'zod'
import { getInvoiceDocument } from '@/core/ticketing/get-invoice-document'
import { errorToResponse } from '@/server/http-errors'
import type { Endpoint } from '@/server/api-handler'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderTokenQuerySchema } from './get-order'
import { pdfResponse } from './get-order-receipt'

export const getInvoiceDocumentEndpoint = {
  method: 'GET',
  path: '/api/v3/orders/{order_id}/invoices/{invoice_id}/document.pdf',
  summary: "An order's invoice or credit note (PDF)",
  description: 'The `url` of an invoice or credit note in `POST /api/v3/orders/{order_id}/invoice/`. Same access as the order; 404 for anyone else.',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  response: z.string().describe('application/pdf'),
  errors: [404],
} satisfies Endpoint

export async function GET(request: Request, ctx: PathContext<{ orderId: string; invoiceId: string }>): Promise<Response> {
  try {
    const params = await ctx.params
    return pdfResponse(
      await getInvoiceDocument(await getTicketingDeps(), {
        orderId: parseIdParam(params.orderId, 'order'),
        invoiceId: parseIdParam(params.invoiceId, 'invoice'),
        actor: await getOrderActor(request),
      }),
    )
  } catch (error) {
    return errorToResponse(error)
  }
}
