// GET /api/v3/orders/{order_id}/invoices/{invoice_id}/document.pdf (issue 37 point 5): an order's
// invoice or one of its credit notes as a PDF, with the same access as the order.
import { AppError } from '@/core/shared/app-error'
import { formatInvoiceNumber } from './invoice-json'
import { findInvoicesByOrderId } from './invoices-repository'
import { loadReceiptFacts } from './load-receipt-facts'
import { assertOrderAccess, type OrderActor } from './order-access'
import { findOrderById } from './orders-repository'
import { computeReceiptDocument } from './receipt-document'
import { renderReceiptPdf } from './receipt-pdf'
import type { PdfFile } from './get-order-receipt'
import type { TicketingDeps } from './ticketing-deps'

export async function getInvoiceDocument(deps: Pick<TicketingDeps, 'db' | 'secret'>, input: { orderId: number; invoiceId: number; actor: OrderActor }): Promise<PdfFile> {
  const order = await findOrderById(deps.db, input.orderId)
  assertOrderAccess(input.actor, order, deps.secret)
  const documents = await findInvoicesByOrderId(deps.db, order.id)
  const row = documents.find((d) => d.id === input.invoiceId)
  const invoice = row?.kind === 'invoice' ? row : documents.find((d) => d.id === row?.invoiceId)
  if (!row || !invoice) throw new AppError('NOT_FOUND', 'This order has no such invoice.')
  const facts = await loadReceiptFacts(deps.db, order, row.kind === 'credit_note' ? 'credit_note' : 'invoice')
  const number = formatInvoiceNumber(invoice)
  const document = computeReceiptDocument({
    ...facts,
    invoice: {
      number,
      issuedAt: row.issuedAt,
      company: invoice.company,
      address: invoice.address,
      vatId: invoice.vatId,
      ...(row.kind === 'credit_note' ? { creditNote: { number: formatInvoiceNumber(row), amountMinor: row.amountMinor } } : {}),
    },
  })
  return { pdf: await renderReceiptPdf(document, { lang: order.locale?.slice(0, 2) ?? 'en' }), filename: `${formatInvoiceNumber(row)}.pdf` }
}
