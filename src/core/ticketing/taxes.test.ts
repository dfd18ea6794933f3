import fc from 'fast-check'
import { expect, test } from 'vitest'
import { computeAmountsWithDiscount, type DiscountRule, type PricedClass } from './order-pricing'
import { computeOrderTax, computeUnitTax, type TaxRule } from './taxes'

const vat20: TaxRule = { mode: 'included', rateMilli: 20_000 }
const salesTax: TaxRule = { mode: 'added', rateMilli: 8_875 }

test('Sales tax added at checkout is the price times the rate, rounded to the cent', () => {
  // $25.00 at 8.875% is $2.21875: $2.22.
  expect(computeUnitTax(2500, salesTax)).toBe(222)
  expect(computeUnitTax(1000, { mode: 'added', rateMilli: 10_000 })).toBe(100)
})

test('VAT included in a price is the part of the price that is tax, and leaves the price as it is', () => {
  // €24.00 with 20% VAT inside holds €4.00 of VAT.
  expect(computeUnitTax(2400, vat20)).toBe(400)
  const amounts = computeAmountsWithDiscount([{ id: 1, priceMinor: 2400, currency: 'EUR', kind: 'paid' }], [{ ticketClassId: 1, quantity: 2 }], null, vat20)
  expect(amounts.taxMinor).toBe(800)
  expect(amounts.totalMinor).toBe(amounts.subtotalMinor + amounts.feesMinor)
})

test('No tax, a zero rate and free tickets carry no tax', () => {
  expect(computeUnitTax(2500, { mode: 'none', rateMilli: 20_000 })).toBe(0)
  expect(computeUnitTax(2500, { mode: 'added', rateMilli: 0 })).toBe(0)
  expect(computeUnitTax(0, salesTax)).toBe(0)
})

test('Tax rounds to the currency’s own minor unit: whole yen, cents, fils', () => {
  // ¥1,500 at 10% added is ¥150; ¥1,499 at 8% included holds ¥111.037…: ¥111.
  expect(computeUnitTax(1500, { mode: 'added', rateMilli: 10_000 })).toBe(150)
  expect(computeUnitTax(1499, { mode: 'included', rateMilli: 8_000 })).toBe(111)
  // 12.345 KWD (12345 fils) at 5% added is 617.25 fils: 0.617 KWD.
  expect(computeUnitTax(12_345, { mode: 'added', rateMilli: 5_000 })).toBe(617)
})

test('A discount applies before tax, and a ticket the discount makes free carries none', () => {
  const classes: PricedClass[] = [{ id: 1, priceMinor: 2000, currency: 'USD', kind: 'paid' }]
  const discount = (over: Partial<DiscountRule>): DiscountRule => ({
    id: 9, kind: 'coded', code: 'X', percentOff: null, amountOffMinor: null, quantityAvailable: 0, used: 0, startAt: null, endAt: null, ...over,
  })
  const tenOff = computeAmountsWithDiscount(classes, [{ ticketClassId: 1, quantity: 1 }], discount({ amountOffMinor: 1000 }), { mode: 'added', rateMilli: 10_000 })
  expect(tenOff.taxMinor).toBe(100)
  expect(tenOff.totalMinor).toBe(2000 - 1000 + tenOff.feesMinor + 100)
  const bogo = computeAmountsWithDiscount(classes, [{ ticketClassId: 1, quantity: 3 }], discount({ kind: 'bogo', code: null }), { mode: 'added', rateMilli: 10_000 })
  expect(bogo.taxMinor).toBe(2 * 200)
})

const currencies = ['USD', 'EUR', 'JPY', 'KWD'] as const
const rule = fc.record({ mode: fc.constantFrom('included' as const, 'added' as const), rateMilli: fc.integer({ min: 0, max: 100_000 }) })
const lineArb = fc.record({ priceMinor: fc.integer({ min: 0, max: 50_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) })

test('In USD, EUR, JPY and KWD the lines’ taxes add up exactly to the order’s tax, and the lines to the total', () => {
  fc.assert(
    fc.property(fc.constantFrom(...currencies), rule, fc.array(lineArb, { minLength: 1, maxLength: 5 }), fc.option(fc.integer({ min: 1, max: 100 })), (currency, tax, lines, percentOff) => {
      const classes: PricedClass[] = lines.map((l, i) => ({ id: i + 1, priceMinor: l.priceMinor, currency, kind: 'paid' }))
      const discount: DiscountRule | null =
        percentOff === null ? null : { id: 1, kind: 'open', code: null, percentOff, amountOffMinor: null, quantityAvailable: 0, used: 0, startAt: null, endAt: null }
      const a = computeAmountsWithDiscount(classes, lines.map((l, i) => ({ ticketClassId: i + 1, quantity: l.quantity })), discount, tax)
      for (const line of a.lines) expect(Number.isInteger(line.taxMinor) && line.taxMinor >= 0).toBe(true)
      expect(a.lines.reduce((s, l) => s + l.taxMinor, 0)).toBe(a.taxMinor)
      const ticketMoney = a.lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity - l.discountMinor, 0)
      const lineTotals = a.lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity - l.discountMinor + l.feesMinor + (tax.mode === 'added' ? l.taxMinor : 0), 0)
      expect(lineTotals).toBe(a.totalMinor)
      expect(a.totalMinor).toBe(a.subtotalMinor - a.discountMinor + a.feesMinor + (tax.mode === 'added' ? a.taxMinor : 0))
      // Included tax is a part of the ticket money, never more.
      if (tax.mode === 'included') expect(a.taxMinor).toBeLessThanOrEqual(ticketMoney)
    }),
  )
})

test('Each ticket’s tax is within half a minor unit of the exact tax, in every mode and currency', () => {
  fc.assert(
    fc.property(fc.constantFrom(...currencies), rule, fc.integer({ min: 0, max: 50_000_000 }), (_currency, tax, price) => {
      const exact = tax.mode === 'added' ? (price * tax.rateMilli) / 100_000 : (price * tax.rateMilli) / (100_000 + tax.rateMilli)
      expect(Math.abs(computeUnitTax(price, tax) - exact)).toBeLessThanOrEqual(0.5)
    }),
  )
})

test('A line’s tax is one ticket’s tax times its paid tickets, so the all-in price per ticket times the quantity is the charge', () => {
  fc.assert(
    fc.property(rule, fc.array(fc.record({ unitNetMinor: fc.integer({ min: 0, max: 1_000_000 }), paidQuantity: fc.integer({ min: 0, max: 50 }) }), { maxLength: 6 }), (tax, lines) => {
      const result = computeOrderTax(lines, tax)
      lines.forEach((l, i) => expect(result.lines[i]).toBe(computeUnitTax(l.unitNetMinor, tax) * l.paidQuantity))
      expect(result.addedMinor).toBe(tax.mode === 'added' ? result.taxMinor : 0)
    }),
  )
})
