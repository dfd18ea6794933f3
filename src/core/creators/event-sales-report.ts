// An event's sales as the ledger has them (issue 37 point 2, GET /api/v3/events/{event_id}/sales_report/):
// the ticket money buyers paid after discounts (without tax), the discounts, the buyers' fees (Tessera's,
// shown apart), the tax collected less tax refunded (the organizer remits it, decision 043), the ticket
// money refunded, and what the organizer nets (their ticket money and the tax they owe the authorities). Read from ledger entries, never from order
// rows, so a refunded or cancelled order is never a sale and the figures reconcile with payouts.
import type { CoreDeps } from '@/core/shared/core-deps'
import { sumEventLedgerLines } from '@/core/ledger/ledger-repository'
import { computeMoneyJson, type MoneyJson } from '@/core/money/money'
import { findManagedEvent, type Manager } from './managed-event-access'

export type EventSalesReport = {
  currency: string
  ticket_sales: MoneyJson
  discounts: MoneyJson
  buyer_fees: MoneyJson
  tax: MoneyJson
  refunds: MoneyJson
  net: MoneyJson
}

/** The report's figures from the sums of an event's ledger lines (credits to the organizer are negative). */
export function computeSalesFigures(lines: ReadonlyMap<string, number>) {
  const line = (name: string) => lines.get(name) ?? 0
  const discounts = line('discount')
  const ticketSales = 0 - line('ticket_sales') - discounts
  const refunds = line('refund_ticket_sales')
  // The fees buyers paid less those given back with refunds: what Tessera keeps.
  const buyerFees = 0 - line('buyer_fees') - line('refund_buyer_fees')
  const tax = 0 - line('tax') - line('refund_tax')
  return { ticketSales, discounts, buyerFees, tax, refunds, net: ticketSales - refunds + tax }
}

export async function getEventSalesReport(deps: Pick<CoreDeps, 'db'>, input: { eventId: number; manager: Manager; locale?: string }): Promise<EventSalesReport> {
  const event = await findManagedEvent(deps.db, input.eventId, input.manager, 'read')
  const f = computeSalesFigures(await sumEventLedgerLines(deps.db, event.id, event.currency))
  const money = (minor: number) => computeMoneyJson(minor, event.currency, input.locale)
  return {
    currency: event.currency,
    ticket_sales: money(f.ticketSales),
    discounts: money(f.discounts),
    buyer_fees: money(f.buyerFees),
    tax: money(f.tax),
    refunds: money(f.refunds),
    net: money(f.net),
  }
}
