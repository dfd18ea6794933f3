// A buyer's invoice for a paid order (issue 37 point 5, decision 044): billed to the company they name,
// numbered in the organizer's gapless invoice series. Asking again for the same order answers the
// invoice it already has (the order's row lock makes two concurrent first requests one invoice).
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import type { RateLimitRule } from '@/core/accounts/rate-limits'
import { computeLocaleTag } from '@/core/i18n/page-locale'
import { AppError } from '@/core/shared/app-error'
import { computeInvoiceJson, type InvoiceJson } from './invoice-json'
import { issueCreditNoteInTransaction } from './issue-credit-note'
import { findInvoicesByOrderId, insertInvoice, takeNextInvoiceNumber } from './invoices-repository'
import { assertOrderAccess, computeOrderAccessToken, type OrderActor } from './order-access'
import { findEventForTicketing, findOrderById } from './orders-repository'
import { hasReceipt } from './receipt-document'
import type { TicketingDeps } from './ticketing-deps'

/** Anyone holding an order's link could repeat the request: each order answers a few an hour. */
export const INVOICE_REQUESTS_PER_ORDER: RateLimitRule = { name: 'invoice-order', limit: 10, windowSeconds: 60 * 60 }

export type InvoiceRequest = { company: string; address: string; vatId: string | null }

export async function requestInvoice(
  deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret'>,
  input: { orderId: number; actor: OrderActor; billing: InvoiceRequest },
): Promise<{ created: boolean; invoice: InvoiceJson }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true)
    assertOrderAccess(input.actor, order, deps.secret)
    // A fully refunded order has nothing left to invoice; one invoiced before its refund keeps its invoice.
    const existing = await findInvoicesByOrderId(tx, order.id)
    const token = computeOrderAccessToken(deps.secret, order)
    const locale = order.locale ? computeLocaleTag(order.locale) : 'en-US'
    await takeRateLimitHits(tx, now, [[INVOICE_REQUESTS_PER_ORDER, String(order.id)]])
    const invoice = existing.find((row) => row.kind === 'invoice')
    if (invoice) return { created: false, invoice: computeInvoiceJson(invoice, existing.filter((row) => row.kind === 'credit_note'), token, locale) }
    if (!hasReceipt(order) || order.status === 'refunded') throw new AppError('CONFLICT', 'Only a paid order can be invoiced; a free or refunded order has nothing to invoice.')
    const event = await findEventForTicketing(tx, order.eventId)
    if (!event) throw new AppError('NOT_FOUND', 'There is no such order.')
    const number = await takeNextInvoiceNumber(tx, event.organizerId, 'invoice')
    const row = await insertInvoice(tx, {
      organizerId: event.organizerId,
      orderId: order.id,
      kind: 'invoice',
      number,
      company: input.billing.company,
      address: input.billing.address,
      vatId: input.billing.vatId,
      amountMinor: order.totalMinor,
      currency: order.currency,
      issuedAt: now,
    })
    // Refunds made before the invoice are credited at once, so the invoice less its credit notes is
    // always what the buyer paid in the end.
    await issueCreditNoteInTransaction(tx, { order, amountMinor: order.refundedMinor, now })
    const creditNotes = await findInvoicesByOrderId(tx, order.id, ['credit_note'])
    return { created: true, invoice: computeInvoiceJson(row, creditNotes, token, locale) }
  })
}
