import fc from 'fast-check'
import { expect, test } from 'vitest'
import { computePaymentPosting, computeRefundPosting, sumEntries, type OrderMoney } from './ledger-postings'

const order = (over: Partial<OrderMoney> = {}): OrderMoney => {
  const base = { currency: 'USD', subtotalMinor: 5000, discountMinor: 500, feesMinor: 374, ...over }
  return { ...base, totalMinor: base.subtotalMinor - base.discountMinor + base.feesMinor }
}

test('A payment puts the total with the provider, owes the ticket money after the discount to the organizer and the fees to Tessera', () => {
  const posting = computePaymentPosting(order(), 7)!
  expect(posting.kind).toBe('payment')
  expect(sumEntries(posting.entries)).toBe(0)
  expect(posting.entries).toEqual([
    { account: 'provider_clearing', line: 'payment', amountMinor: 4874, organizerId: null },
    { account: 'organizer_pending', line: 'ticket_sales', amountMinor: -5000, organizerId: 7 },
    { account: 'organizer_pending', line: 'discount', amountMinor: 500, organizerId: 7 },
    { account: 'platform_fees', line: 'buyer_fees', amountMinor: -374, organizerId: 7 },
  ])
})

test('A free order moves no money and makes no ledger transaction', () => {
  expect(computePaymentPosting(order({ subtotalMinor: 0, discountMinor: 0, feesMinor: 0 }), 7)).toBeNull()
})

test('Refunds in any steps balance each time and give back exactly the ticket money and the fees, in every currency', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('JPY', 'USD', 'KWD'),
      fc.integer({ min: 1, max: 5_000_000 }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 300_000 }),
      fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
      (currency, subtotal, discountPercent, fees, steps) => {
        const o = order({ currency, subtotalMinor: subtotal, discountMinor: Math.floor((subtotal * discountPercent) / 100), feesMinor: fees })
        if (o.totalMinor === 0) return
        // The buyer gets the total back in steps, the last one taking what is left.
        const weights = steps.reduce((a, b) => a + b, 0)
        let left = o.totalMinor
        const soFar = { ticketMoneyMinor: 0, feesMinor: 0 }
        steps.forEach((w, i) => {
          const final = i === steps.length - 1
          const amount = final ? left : Math.min(left, Math.floor((o.totalMinor * w) / weights))
          left -= amount
          const posting = computeRefundPosting(o, 7, amount, soFar, final)
          if (!posting) return
          expect(sumEntries(posting.entries)).toBe(0)
          for (const e of posting.entries) {
            if (e.line === 'refund_ticket_sales') soFar.ticketMoneyMinor += e.amountMinor
            if (e.line === 'refund_buyer_fees') soFar.feesMinor += e.amountMinor
          }
        })
        expect(soFar).toEqual({ ticketMoneyMinor: o.subtotalMinor - o.discountMinor, feesMinor: o.feesMinor })
      },
    ),
  )
})

test('A partial refund takes from the organizer and from Tessera in the proportion the buyer paid them', () => {
  const posting = computeRefundPosting(order(), 7, 2437, { ticketMoneyMinor: 0, feesMinor: 0 }, false)!
  expect(posting.entries).toEqual([
    { account: 'provider_clearing', line: 'refund', amountMinor: -2437, organizerId: null },
    { account: 'organizer_pending', line: 'refund_ticket_sales', amountMinor: 2250, organizerId: 7 },
    { account: 'platform_fees', line: 'refund_buyer_fees', amountMinor: 187, organizerId: 7 },
  ])
})
