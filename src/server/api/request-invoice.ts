// POST /api/v3/orders/{order_id}/invoice/ (issue 37 point 5): the buyer's invoice, billed to a company.
import 'server-only'
import { z } from 'zod'
import { requestInvoice } from '@/core/ticketing/request-invoice'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { MoneySchema } from '@/server/api-schemas/money-schema'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { getOrderActor, getTicketingDeps } from '@/server/ticketing'
import { OrderTokenQuerySchema, type OrderPath } from './get-order'

const InvoiceDocumentSchema = z.object({ number: z.string(), url: z.string(), issued: z.string(), amount: MoneySchema })

export const requestInvoiceEndpoint = {
  method: 'POST',
  path: '/api/v3/orders/{order_id}/invoice/',
  summary: 'An invoice for a paid order',
  description:
    'Billed to `company` at `address`, with the buyer’s `vat_id` if given, numbered in the organizer’s gapless series (`INV-<organizer>-000001`). The first request answers 201; asking again answers the same invoice with 200 (the body’s billing details are then ignored), with a credit note (`CN-<organizer>-000001`, its own gapless series) for each refund since. `url` is its PDF, signed like the order’s links. Same access as the order; 404 for anyone else. A free, unpaid or wholly refunded order: 409. At most 10 requests an hour per order (429).',
  tags: ['ticketing'],
  query: OrderTokenQuerySchema,
  body: z.object({
    company: z.string().trim().min(1).max(200),
    address: z.string().trim().min(1).max(1000),
    vat_id: z.string().trim().max(50).nullish(),
  }),
  response: z.object({ invoice: InvoiceDocumentSchema.extend({ credit_notes: z.array(InvoiceDocumentSchema) }) }),
  errors: [404, 409, 429],
} satisfies Endpoint

export async function POST(request: Request, ctx: PathContext<OrderPath>): Promise<Response> {
  let created = true
  return handleJson(
    requestInvoiceEndpoint,
    async (body, req) => {
      const orderId = parseIdParam((await ctx.params).orderId, 'order')
      const billing = { company: body.company, address: body.address, vatId: body.vat_id || null }
      const result = await requestInvoice(await getTicketingDeps({ orderId }), { orderId, actor: await getOrderActor(req), billing })
      created = result.created
      return { invoice: result.invoice }
    },
    // Asking again answers the invoice the order already has, with 200 rather than 201.
    { successStatus: () => (created ? 201 : 200) },
  )(request)
}
