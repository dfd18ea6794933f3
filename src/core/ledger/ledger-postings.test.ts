import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  computeAdjustmentPosting,
  computePaymentPosting,
  computePayoutFailedPosting,
  computePayoutPosting,
  computeRefundPosting,
  computeReleasePosting,
  sumEntries,
  type OrderMoney,
} from './ledger-postings'

const order = (over: Partial<OrderMoney> = {}): OrderMoney => {
  const base = { currency: 'USD', subtotalMinor: 5000, discountMinor: 500, feesMinor: 374, taxMinor: 0, taxMode: 'none', ...over }
  return { ...base, totalMinor: base.subtotalMinor - base.discountMinor + base.feesMinor + (base.taxMode === 'added' ? base.taxMinor : 0) }
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

test('Sales tax added at checkout is collected for the organizer on its own line, the transaction balanced', () => {
  const posting = computePaymentPosting(order({ taxMinor: 400, taxMode: 'added' }), 7)!
  expect(sumEntries(posting.entries)).toBe(0)
  expect(posting.entries).toEqual([
    { account: 'provider_clearing', line: 'payment', amountMinor: 5274, organizerId: null },
    { account: 'organizer_pending', line: 'ticket_sales', amountMinor: -5000, organizerId: 7 },
    { account: 'organizer_pending', line: 'discount', amountMinor: 500, organizerId: 7 },
    { account: 'organizer_pending', line: 'tax', amountMinor: -400, organizerId: 7 },
    { account: 'platform_fees', line: 'buyer_fees', amountMinor: -374, organizerId: 7 },
  ])
})

test('VAT included in the prices is taken out of the ticket sales onto the tax line; the buyer pays the same', () => {
  const posting = computePaymentPosting(order({ taxMinor: 750, taxMode: 'included' }), 7)!
  expect(sumEntries(posting.entries)).toBe(0)
  expect(posting.entries).toEqual([
    { account: 'provider_clearing', line: 'payment', amountMinor: 4874, organizerId: null },
    { account: 'organizer_pending', line: 'ticket_sales', amountMinor: -4250, organizerId: 7 },
    { account: 'organizer_pending', line: 'discount', amountMinor: 500, organizerId: 7 },
    { account: 'organizer_pending', line: 'tax', amountMinor: -750, organizerId: 7 },
    { account: 'platform_fees', line: 'buyer_fees', amountMinor: -374, organizerId: 7 },
  ])
})

test('A free order moves no money and makes no ledger transaction', () => {
  expect(computePaymentPosting(order({ subtotalMinor: 0, discountMinor: 0, feesMinor: 0 }), 7)).toBeNull()
})

test('Refunds in any steps balance each time and give back exactly the ticket money, the tax and the fees, in every currency', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('JPY', 'USD', 'EUR', 'KWD'),
      fc.integer({ min: 1, max: 5_000_000 }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 300_000 }),
      fc.constantFrom('none', 'included', 'added'),
      fc.integer({ min: 0, max: 50 }),
      fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
      (currency, subtotal, discountPercent, fees, taxMode, taxPercent, steps) => {
        const discountMinor = Math.floor((subtotal * discountPercent) / 100)
        const ticketMoney = subtotal - discountMinor
        const taxMinor = taxMode === 'none' ? 0 : Math.floor((ticketMoney * taxPercent) / (taxMode === 'added' ? 100 : 100 + taxPercent))
        const o = order({ currency, subtotalMinor: subtotal, discountMinor, feesMinor: fees, taxMode, taxMinor })
        if (o.totalMinor === 0) return
        // The buyer gets the total back in steps, the last one taking what is left.
        const weights = steps.reduce((a, b) => a + b, 0)
        let left = o.totalMinor
        const soFar = { ticketMoneyMinor: 0, feesMinor: 0, taxMinor: 0 }
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
            if (e.line === 'refund_tax') soFar.taxMinor += e.amountMinor
          }
          expect(soFar.taxMinor).toBeLessThanOrEqual(o.taxMinor)
        })
        const includedTax = taxMode === 'included' ? taxMinor : 0
        expect(soFar).toEqual({ ticketMoneyMinor: ticketMoney - includedTax, feesMinor: o.feesMinor, taxMinor })
      },
    ),
  )
})

test('A partial refund takes from the organizer and from Tessera in the proportion the buyer paid them', () => {
  const posting = computeRefundPosting(order(), 7, 2437, { ticketMoneyMinor: 0, feesMinor: 0, taxMinor: 0 }, false)!
  expect(posting.entries).toEqual([
    { account: 'provider_clearing', line: 'refund', amountMinor: -2437, organizerId: null },
    { account: 'organizer_pending', line: 'refund_ticket_sales', amountMinor: 2250, organizerId: 7 },
    { account: 'platform_fees', line: 'refund_buyer_fees', amountMinor: 187, organizerId: 7 },
  ])
})

test('A partial refund of a taxed order gives back tax in the proportion the buyer paid it', () => {
  // Paid: 4500 ticket money, 450 tax added, 374 fees = 5324; half of it back.
  const posting = computeRefundPosting(order({ taxMinor: 450, taxMode: 'added' }), 7, 2662, { ticketMoneyMinor: 0, feesMinor: 0, taxMinor: 0 }, false)!
  expect(sumEntries(posting.entries)).toBe(0)
  expect(posting.entries).toEqual([
    { account: 'provider_clearing', line: 'refund', amountMinor: -2662, organizerId: null },
    { account: 'organizer_pending', line: 'refund_ticket_sales', amountMinor: 2250, organizerId: 7 },
    { account: 'organizer_pending', line: 'refund_tax', amountMinor: 225, organizerId: 7 },
    { account: 'platform_fees', line: 'refund_buyer_fees', amountMinor: 187, organizerId: 7 },
  ])
})

test('Releasing, paying out, failing and adjusting each balance to zero and move money only between the organizer’s accounts and Tessera’s', () => {
  const release = computeReleasePosting('EUR', 7, 4500)!
  expect(release.entries).toEqual([
    { account: 'organizer_pending', line: 'release', amountMinor: 4500, organizerId: 7 },
    { account: 'organizer_available', line: 'release', amountMinor: -4500, organizerId: 7 },
  ])
  const payout = computePayoutPosting('EUR', 7, 4500)
  expect(payout.entries).toEqual([
    { account: 'organizer_available', line: 'payout', amountMinor: 4500, organizerId: 7 },
    { account: 'organizer_paid_out', line: 'payout', amountMinor: -4500, organizerId: 7 },
  ])
  const failed = computePayoutFailedPosting('EUR', 7, 4500)
  const adjustment = computeAdjustmentPosting('EUR', 7, 250)
  for (const posting of [release, payout, failed, adjustment]) expect(sumEntries(posting.entries)).toBe(0)
  // A failed payout puts back exactly what its payout took.
  const after = [...payout.entries, ...failed.entries]
  const balance = (account: string) => after.filter((e) => e.account === account).reduce((s, e) => s + e.amountMinor, 0)
  expect([balance('organizer_available'), balance('organizer_paid_out')]).toEqual([0, 0])
  // An adjustment in the organizer's favour is Tessera's expense.
  expect(adjustment.entries).toContainEqual({ account: 'platform_fees', line: 'adjustment', amountMinor: 250, organizerId: 7 })
})

test('A release of nothing writes nothing; a negative one takes money back to pending; payouts of nothing are refused', () => {
  expect(computeReleasePosting('USD', 1, 0)).toBeNull()
  expect(computeReleasePosting('USD', 1, -300)!.entries[0]).toEqual({ account: 'organizer_pending', line: 'release', amountMinor: -300, organizerId: 1 })
  expect(() => computePayoutPosting('USD', 1, 0)).toThrow()
  expect(() => computePayoutFailedPosting('USD', 1, -5)).toThrow()
  expect(() => computeAdjustmentPosting('USD', 1, 0)).toThrow()
})
