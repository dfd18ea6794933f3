// GET /api/v3/orders/{order_id}/receipt.pdf (issue 37 point 5): the receipt of a paid order as a PDF,
// in the language the buyer ordered in and the order's currency. A free order has no receipt (decision 044).
import { AppError } from '@/core/shared/app-error'
import { loadReceiptFacts } from './load-receipt-facts'
import { assertOrderAccess, type OrderActor } from './order-access'
import { findOrderById } from './orders-repository'
import { computeReceiptDocument, hasReceipt } from './receipt-document'
import { renderReceiptPdf } from './receipt-pdf'
import type { TicketingDeps } from './ticketing-deps'

export type PdfFile = { pdf: Buffer; filename: string }

/** The order's owner, staff or its link's bearer; 404 for anyone else, 409 for an order with no money paid. */
export async function getOrderReceipt(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { orderId: number; actor: OrderActor }): Promise<PdfFile> {
  const order = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, order, deps.secret)
  if (!hasReceipt(order)) throw new AppError('CONFLICT', 'Only a paid order has a receipt; a free or unpaid order has none.')
  const facts = await loadReceiptFacts(deps.db, order, 'receipt')
  return { pdf: await renderReceiptPdf(computeReceiptDocument(facts), { lang: facts.order.locale?.slice(0, 2) ?? 'en' }), filename: `receipt-${order.id}.pdf` }
}
