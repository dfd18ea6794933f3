import { expect, test } from 'vitest'
import { computePaymentPosting, computeRefundPosting } from '@/core/ledger/ledger-postings'
import { computeSalesFigures } from './event-sales-report'

test("An event's figures from its ledger: ticket money after discounts, fees apart, refunds taken off the net", () => {
  const order = { currency: 'USD', subtotalMinor: 5000, discountMinor: 1000, feesMinor: 338, totalMinor: 4338 }
  const lines = new Map<string, number>()
  const add = (entries: { line: string; amountMinor: number }[]) => {
    for (const e of entries) lines.set(e.line, (lines.get(e.line) ?? 0) + e.amountMinor)
  }
  add(computePaymentPosting(order, 1)!.entries)
  add(computePaymentPosting(order, 1)!.entries)
  add(computeRefundPosting(order, 1, order.totalMinor, { ticketMoneyMinor: 0, feesMinor: 0 }, true)!.entries)
  // Two orders paid, one of them refunded whole: one order's ticket money is the organizer's, and
  // Tessera keeps one order's fees.
  expect(computeSalesFigures(lines)).toEqual({ ticketSales: 8000, discounts: 2000, buyerFees: 338, tax: 0, refunds: 4000, net: 4000 })
  expect(computeSalesFigures(new Map())).toEqual({ ticketSales: 0, discounts: 0, buyerFees: 0, tax: 0, refunds: 0, net: 0 })
})
