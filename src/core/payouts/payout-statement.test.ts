import { expect, test } from 'vitest'
import { computeStatementLines } from './payout-statement'

const at = new Date('2030-03-10T00:00:00Z')

test('Each statement line adds up (sales − discount − fees − refunds − reserve = net) and the lines add up to the payout', () => {
  // Order 1: $50 of tickets, $5 discount, $10 refunded before its release, 10% reserve held. Order 2's
  // reserve comes free later; an adjustment of $2.50 with its reason.
  const orderLines = [
    { transactionId: 1, orderId: 1, line: 'ticket_sales', amountMinor: -5000 },
    { transactionId: 1, orderId: 1, line: 'discount', amountMinor: 500 },
    { transactionId: 1, orderId: 1, line: 'buyer_fees', amountMinor: -300 },
    { transactionId: 2, orderId: 1, line: 'refund_ticket_sales', amountMinor: 1000 },
    { transactionId: 3, orderId: 2, line: 'ticket_sales', amountMinor: -2000 },
  ]
  const releases = [
    { transactionId: 4, orderId: 2 },
    { transactionId: 5, orderId: 1 },
    { transactionId: 6, orderId: 2 },
  ]
  const sources = [
    { transactionId: 5, kind: 'release' as const, orderId: 1, reason: null, createdAt: at, amountMinor: 3150 },
    { transactionId: 6, kind: 'release' as const, orderId: 2, reason: null, createdAt: at, amountMinor: 200 },
    { transactionId: 7, kind: 'adjustment' as const, orderId: null, reason: 'Venue deposit returned', createdAt: at, amountMinor: 250 },
  ]
  const lines = computeStatementLines(sources, orderLines, releases)
  expect(lines.map((l) => [l.orderId, l.ticketSalesMinor, l.discountMinor, l.refundsMinor, l.reserveMinor, l.netMinor])).toEqual([
    [1, 5000, 500, 1000, 350, 3150],
    [2, 0, 0, 0, -200, 200],
    [null, 0, 0, 0, -250, 250],
  ])
  expect(lines[2]!.description).toBe('Adjustment: Venue deposit returned')
  for (const l of lines) expect(l.ticketSalesMinor - l.discountMinor - l.feesMinor - l.refundsMinor - l.reserveMinor).toBe(l.netMinor)
  expect(lines.reduce((s, l) => s + l.netMinor, 0)).toBe(3600)
})
