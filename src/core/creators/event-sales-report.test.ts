import { expect, test } from 'vitest'
import { computePaymentPosting, computeRefundPosting } from '@/core/ledger/ledger-postings'
import { computeSalesFigures } from './event-sales-report'

test("An event's figures from its ledger: ticket money after discounts, fees apart, refunds taken off the net", () => {
  const order = { currency: 'USD', subtotalMinor: 5000, discountMinor: 1000, feesMinor: 338, taxMinor: 0, taxMode: 'none', totalMinor: 4338 }
  const lines = new Map<string, number>()
  const add = (entries: { line: string; amountMinor: number }[]) => {
    for (const e of entries) lines.set(e.line, (lines.get(e.line) ?? 0) + e.amountMinor)
  }
  add(computePaymentPosting(order, 1)!.entries)
  add(computePaymentPosting(order, 1)!.entries)
  add(computeRefundPosting(order, 1, order.totalMinor, { ticketMoneyMinor: 0, feesMinor: 0, taxMinor: 0 }, true)!.entries)
  // Two orders paid, one of them refunded whole: one order's ticket money is the organizer's, and
  // Tessera keeps one order's fees.
  expect(computeSalesFigures(lines)).toEqual({ ticketSales: 8000, discounts: 2000, buyerFees: 338, tax: 0, refunds: 4000, net: 4000 })
  expect(computeSalesFigures(new Map())).toEqual({ ticketSales: 0, discounts: 0, buyerFees: 0, tax: 0, refunds: 0, net: 0 })
})

test('Tax collected is reported apart from ticket sales and counts in what the organizer is owed, less tax refunded', () => {
  // $40.00 of tickets after a $10 discount, $3.55 sales tax (8.875%) added, $3.38 fees; then $10.00 back.
  const order = { currency: 'USD', subtotalMinor: 5000, discountMinor: 1000, feesMinor: 338, taxMinor: 355, taxMode: 'added', totalMinor: 4693 }
  const lines = new Map<string, number>()
  for (const e of [...computePaymentPosting(order, 1)!.entries, ...computeRefundPosting(order, 1, 1000, { ticketMoneyMinor: 0, feesMinor: 0, taxMinor: 0 }, false)!.entries]) {
    lines.set(e.line, (lines.get(e.line) ?? 0) + e.amountMinor)
  }
  const f = computeSalesFigures(lines)
  expect(f.ticketSales).toBe(4000)
  expect(f.tax + (lines.get('refund_tax') ?? 0)).toBe(355)
  expect(f.refunds + (lines.get('refund_tax') ?? 0) + (lines.get('refund_buyer_fees') ?? 0)).toBe(1000)
  expect(f.net).toBe(f.ticketSales - f.refunds + f.tax)
})
