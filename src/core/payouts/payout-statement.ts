// The lines of a payout's statement (issue 37 point 3, decision 042): one per ledger transaction the
// payout pays, so an accountant can tick each against the ledger. A release of an order's ticket money
// shows what changed on that order since its previous release (ticket sales before discounts, the
// discount, refunds) and the reserve held back (positive) or let go (negative); an adjustment shows its
// reason. On each line ticket_sales − discount − fees − refunds − reserve = net, and the nets add up to
// the payout. Fees are what the organizer pays: none, as buyers pay Tessera's fee (decision 014).
import type { OrderLedgerLine } from '@/core/ledger/ledger-repository'
import type { StatementSource } from './payouts-repository'

export type StatementLine = {
  orderId: number | null
  date: Date
  description: string
  ticketSalesMinor: number
  discountMinor: number
  feesMinor: number
  refundsMinor: number
  reserveMinor: number
  netMinor: number
}

/**
 * `sources` are the payout's transactions; `orderLines` the payment and refund entries of their orders;
 * `releaseIds` every release transaction of those orders (to know where each release's changes start).
 */
export function computeStatementLines(
  sources: readonly StatementSource[],
  orderLines: readonly OrderLedgerLine[],
  releaseIds: readonly { transactionId: number; orderId: number }[],
): StatementLine[] {
  return sources.map((source) => {
    if (source.kind === 'adjustment' || source.orderId === null) {
      return { orderId: null, date: source.createdAt, description: `Adjustment: ${source.reason ?? ''}`, ticketSalesMinor: 0, discountMinor: 0, feesMinor: 0, refundsMinor: 0, reserveMinor: -source.amountMinor, netMinor: source.amountMinor }
    }
    const previous = releaseIds.filter((r) => r.orderId === source.orderId && r.transactionId < source.transactionId).at(-1)?.transactionId ?? 0
    const since = orderLines.filter((l) => l.orderId === source.orderId && l.transactionId > previous && l.transactionId < source.transactionId)
    const sum = (line: string) => since.filter((l) => l.line === line).reduce((total, l) => total + l.amountMinor, 0)
    const ticketSales = 0 - sum('ticket_sales')
    const discount = sum('discount')
    const refunds = sum('refund_ticket_sales')
    const reserve = ticketSales - discount - refunds - source.amountMinor
    return { orderId: source.orderId, date: source.createdAt, description: 'Ticket sales', ticketSalesMinor: ticketSales, discountMinor: discount, feesMinor: 0, refundsMinor: refunds, reserveMinor: reserve, netMinor: source.amountMinor }
  })
}
