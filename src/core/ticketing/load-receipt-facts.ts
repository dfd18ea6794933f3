// What an order's receipt, invoice or credit note says, read for one order (issue 37 point 5): its
// lines, event, organizer, the payment that took the money and the refunds its trail records.
import { findOrganizerReceiptDetails } from '@/core/organizers/organizers-repository'
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { findOrderEventsByOrderId } from './order-lifecycle-repository'
import { findEventForTicketing, findOrderLinesByOrderId, type OrderRow } from './orders-repository'
import { findChargedPaymentByOrderId } from './payments-repository'
import type { BusinessDocumentKind, ReceiptFacts } from './receipt-document'

const REFUND_MOVES = new Set(['order.refunded', 'order.partially_refunded'])

export async function loadReceiptFacts(db: Db, order: OrderRow, kind: BusinessDocumentKind): Promise<ReceiptFacts & { organizerId: number }> {
  const event = await findEventForTicketing(db, order.eventId)
  const organizer = event ? await findOrganizerReceiptDetails(db, event.organizerId) : null
  if (!event || !organizer) throw new AppError('NOT_FOUND', 'There is no such order.')
  const lines = await findOrderLinesByOrderId(db, order.id)
  const payment = await findChargedPaymentByOrderId(db, order.id)
  const trail = await findOrderEventsByOrderId(db, order.id)
  return {
    kind,
    organizerId: event.organizerId,
    order,
    lines: lines.map((l) => ({ name: l.ticketClassName, quantity: l.quantity, unitPriceMinor: l.unitPriceMinor, discountMinor: l.discountMinor })),
    event: { name: event.name, startAt: event.startAt, timeZone: event.timeZone },
    organizer,
    paymentProvider: payment?.provider ?? null,
    refunds: trail.filter((e) => e.ticketId === null && REFUND_MOVES.has(e.type) && (e.amountMinor ?? 0) > 0).map((e) => ({ at: e.createdAt, amountMinor: e.amountMinor ?? 0 })),
  }
}
