// A refund of an invoiced order issues a credit note for the money given back (issue 37 point 5,
// decision 044), numbered in the organizer's credit-note series, in the refund's own transaction so that
// an invoice and its credit notes always add up to what the buyer kept paying.
import type { Db } from '@/db/create-db'
import { findInvoicesByOrderId, insertInvoice, takeNextInvoiceNumber } from './invoices-repository'
import type { OrderRow } from './orders-repository'

/** Called with the order's row locked (refund-order-tickets.ts); nothing when the order has no invoice. */
export async function issueCreditNoteInTransaction(tx: Db, input: { order: OrderRow; amountMinor: number; now: Date }): Promise<void> {
  if (input.amountMinor <= 0) return
  const [invoice] = await findInvoicesByOrderId(tx, input.order.id, ['invoice'])
  if (!invoice) return
  const number = await takeNextInvoiceNumber(tx, invoice.organizerId, 'credit_note')
  await insertInvoice(tx, {
    organizerId: invoice.organizerId,
    orderId: invoice.orderId,
    kind: 'credit_note',
    number,
    invoiceId: invoice.id,
    company: invoice.company,
    address: invoice.address,
    vatId: invoice.vatId,
    amountMinor: input.amountMinor,
    currency: invoice.currency,
    issuedAt: input.now,
  })
}
