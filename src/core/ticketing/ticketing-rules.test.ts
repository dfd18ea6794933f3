// The pure ticketing rules, without a database: fees, codes, availability, amounts, states, refunds, signatures.
import { expect, test } from 'vitest'
import { computeAllInPrice, computeShownPrice, computeUnitFee } from './fees'
import { NO_TAX } from './taxes'
import { assertLinesAvailable, computeOnSaleStatus, computeRemaining, type ClassInventory } from './inventory'
import { computeOrderAmounts, isDiscountUsable, type DiscountRule } from './order-pricing'
import { canMoveOrder, computeOrderStatus, planOrderMove, rebuildOrderStatus } from './order-state'
import { assertTicketMove, canMoveTicket } from './ticket-state'
import { assertWaitlistMove, canMoveWaitlistEntry } from './waitlist-state'
import { signPaymentCallback, verifyPaymentCallback } from './payment-callback'
import { canRefundAtOnce, computeRefundMode, computeTicketRefundShares } from './refund-rules'
import { computeTestChargeOutcome } from './test-payment-provider'

const now = new Date('2026-11-25T12:00:00Z')
const cls = (over: Partial<ClassInventory> = {}): ClassInventory => ({
  id: 1, eventId: 7, name: 'GA', kind: 'paid', priceMinor: 2500, currency: 'USD', capacity: 100, sold: 0, held: 0,
  salesStart: null, salesEnd: null, minPerOrder: 1, maxPerOrder: 10, hidden: false, requiresApproval: false, ...over,
})
const discount = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1, kind: 'coded', code: 'SAVE', percentOff: 10, amountOffMinor: null, quantityAvailable: 0, used: 0, startAt: null, endAt: null, ...over,
})

test('The buyer pays 3.5% plus 0.99 per paid ticket; free tickets carry no fee; the all-in price includes it', () => {
  expect(computeUnitFee(0, 'USD')).toBe(0)
  expect(computeUnitFee(2500, 'USD')).toBe(88 + 99)
  expect(computeUnitFee(1000, 'USD')).toBe(35 + 99)
  expect(computeAllInPrice(2500, 'USD')).toBe(2687)
})

test('The fixed part of the fee is set per currency: ¥99 on a yen ticket, 0.300 dinar on a Kuwaiti one, never 99 fils', () => {
  expect(computeUnitFee(1500, 'JPY')).toBe(53 + 99) // ¥1,500: 3.5% is ¥52.5, rounded, plus ¥99
  expect(computeUnitFee(10_000, 'KWD')).toBe(350 + 300) // KWD 10.000
  expect(computeUnitFee(2500, 'EUR')).toBe(88 + 99)
  expect(computeUnitFee(100_000, 'KRW')).toBe(3500 + 990)
  // A currency not in the table: 0.99 of its unit in its own minor units.
  expect(computeUnitFee(10_000, 'SEK')).toBe(350 + 99)
  expect(computeUnitFee(10_000, 'JOD')).toBe(350 + 990)
  expect(computeAllInPrice(0, 'JPY')).toBe(0)
})

test('The price shown first is all-in where the buyer pays our fee, and an external seller\'s own price elsewhere', () => {
  expect(computeShownPrice(2500, { soldHere: true, currency: 'USD', tax: NO_TAX })).toBe(2687)
  expect(computeShownPrice(999, { soldHere: true, currency: 'USD', tax: NO_TAX })).toBe(999 + 35 + 99)
  expect(computeShownPrice(0, { soldHere: true, currency: 'USD', tax: NO_TAX })).toBe(0)
  expect(computeShownPrice(2500, { soldHere: false, currency: 'USD', tax: NO_TAX })).toBe(2500)
  // The rule keeps the order of prices, so the all-in "From" price is the cheapest class's all-in price.
  const prices = [1, 50, 999, 1000, 2500, 4000, 12_345]
  const shown = prices.map((p) => computeShownPrice(p, { soldHere: true, currency: 'USD', tax: NO_TAX }))
  expect([...shown].sort((a, b) => a - b)).toEqual(shown)
})

test('Sales tax added at checkout is in the price shown first; VAT included in the price changes nothing', () => {
  // $25.00 + $0.88 + $0.99 fee + $2.22 sales tax at 8.875%.
  expect(computeShownPrice(2500, { soldHere: true, currency: 'USD', tax: { mode: 'added', rateMilli: 8875 } })).toBe(2687 + 222)
  expect(computeShownPrice(2500, { soldHere: true, currency: 'USD', tax: { mode: 'included', rateMilli: 20_000 } })).toBe(2687)
  expect(computeShownPrice(2500, { soldHere: false, currency: 'USD', tax: { mode: 'added', rateMilli: 8875 } })).toBe(2500)
})

test('Availability is capacity − sold − unexpired holds, and the on-sale status reads the sales window first', () => {
  expect(computeRemaining(cls({ sold: 60, held: 30 }))).toBe(10)
  expect(computeOnSaleStatus(cls({ sold: 70, held: 30 }), now)).toBe('SOLD_OUT')
  expect(computeOnSaleStatus(cls({ salesStart: new Date('2026-12-01T00:00:00Z') }), now)).toBe('NOT_YET_ON_SALE')
  expect(computeOnSaleStatus(cls({ salesEnd: new Date('2026-11-01T00:00:00Z'), sold: 100 }), now)).toBe('SALES_ENDED')
})

test('Requests beyond limits, for other events or for too many tickets are refused with the right code', () => {
  const codeOf = (fn: () => void) => {
    try {
      fn()
      return 'ok'
    } catch (e) {
      return (e as { code: string }).code
    }
  }
  expect(codeOf(() => assertLinesAvailable([cls()], 7, [{ ticketClassId: 1, quantity: 2 }], now))).toBe('ok')
  expect(codeOf(() => assertLinesAvailable([cls()], 8, [{ ticketClassId: 1, quantity: 2 }], now))).toBe('INVALID_ARGUMENT')
  expect(codeOf(() => assertLinesAvailable([cls({ minPerOrder: 2 })], 7, [{ ticketClassId: 1, quantity: 1 }], now))).toBe('INVALID_ARGUMENT')
  expect(codeOf(() => assertLinesAvailable([cls()], 7, [{ ticketClassId: 1, quantity: 11 }], now))).toBe('INVALID_ARGUMENT')
  expect(codeOf(() => assertLinesAvailable([cls({ sold: 100 })], 7, [{ ticketClassId: 1, quantity: 1 }], now))).toBe('SOLD_OUT')
  expect(codeOf(() => assertLinesAvailable([cls({ sold: 99 })], 7, [{ ticketClassId: 1, quantity: 2 }], now))).toBe('NOT_ENOUGH_TICKETS')
  expect(codeOf(() => assertLinesAvailable([cls({ salesEnd: now })], 7, [{ ticketClassId: 1, quantity: 1 }], now))).toBe('CONFLICT')
})

test('Spec §5: a code works until its end date while unlimited (0) or used fewer times than available', () => {
  expect(isDiscountUsable(discount({ quantityAvailable: 0, used: 500 }), now)).toBe(true)
  expect(isDiscountUsable(discount({ quantityAvailable: 5, used: 4 }), now)).toBe(true)
  expect(isDiscountUsable(discount({ quantityAvailable: 5, used: 5 }), now)).toBe(false)
  expect(isDiscountUsable(discount({ endAt: new Date(now.getTime() - 1) }), now)).toBe(false)
})

test('Amounts: a typed code applies; without one the best open discount or BOGO applies by itself', () => {
  const lines = [{ ticketClassId: 1, quantity: 2 }]
  const classes = [cls({ priceMinor: 1000 })]
  // The fee is on the price after the code: 25% off $10 is $7.50, whose fee is $0.26 + $0.99.
  expect(computeOrderAmounts(classes, lines, [discount({ percentOff: 25 })], 'save', now)).toMatchObject({ subtotalMinor: 2000, discountMinor: 500, feesMinor: 250, totalMinor: 1750 })
  // An amount off a ticket lowers its fee as well; a code that makes it free leaves no fee.
  expect(computeOrderAmounts(classes, lines, [discount({ percentOff: null, amountOffMinor: 400 })], 'save', now)).toMatchObject({ discountMinor: 800, feesMinor: 2 * (21 + 99), totalMinor: 1440 })
  expect(computeOrderAmounts(classes, lines, [discount({ percentOff: 100 })], 'save', now)).toMatchObject({ discountMinor: 2000, feesMinor: 0, totalMinor: 0 })
  const auto = computeOrderAmounts(classes, lines, [discount({ kind: 'open', code: null, percentOff: 10 }), discount({ id: 2, kind: 'bogo', code: null, percentOff: 50 })], undefined, now)
  expect(auto).toMatchObject({ discountId: 2, discountMinor: 1000, feesMinor: 134, totalMinor: 1134 })
  expect(computeOrderAmounts(classes, lines, [], undefined, now)).toMatchObject({ discountMinor: 0, totalMinor: 2268, discountId: null })
})

test('Orders move reserved → paid/cancelled/expired, then paid → refunded; a reserved order past its hold reads expired', () => {
  expect(canMoveOrder('reserved', 'paid')).toBe(true)
  expect(canMoveOrder('cancelled', 'paid')).toBe(false)
  expect(canMoveOrder('paid', 'refunded')).toBe(true)
  expect(computeOrderStatus('reserved', new Date(now.getTime() - 1), now)).toBe('expired')
  expect(computeOrderStatus('reserved', new Date(now.getTime() + 1), now)).toBe('reserved')
})

test('A late payment may turn an expired order into a paid one, but nothing brings back a cancelled or refunded order', () => {
  expect(canMoveOrder('expired', 'paid')).toBe(true)
  expect(canMoveOrder('expired', 'cancelled')).toBe(false)
  expect(canMoveOrder('partially_refunded', 'partially_refunded')).toBe(true)
  expect(canMoveOrder('refunded', 'paid')).toBe(false)
  expect(canMoveOrder('paid', 'reserved')).toBe(false)
  const at = now
  const by = { actor: { kind: 'buyer' as const, userId: null }, reason: 'payment' as const, at }
  expect(planOrderMove({ id: 7, status: 'expired', currency: 'EUR' }, 'paid', { ...by, amountMinor: 1200 })).toEqual({
    orderId: 7, from: 'expired', to: 'paid', actor: by.actor, reason: 'payment', amountMinor: 1200, currency: 'EUR', at, details: null,
  })
  expect(() => planOrderMove({ id: 7, status: 'refunded', currency: 'EUR' }, 'paid', by)).toThrow('An order that is refunded cannot become paid.')
  expect(() => planOrderMove({ id: 7, status: 'canceled', currency: 'EUR' }, 'paid', by)).toThrow('An order that is canceled cannot become paid.')
})

test('A ticket is valid until refunded or cancelled and never comes back; a wait-list offer lapses but never waits again', () => {
  expect(canMoveTicket('valid', 'refunded')).toBe(true)
  expect(canMoveTicket('valid', 'cancelled')).toBe(true)
  expect(canMoveTicket('refunded', 'valid')).toBe(false)
  expect(() => assertTicketMove('cancelled', 'refunded')).toThrow('A ticket that is cancelled cannot become refunded.')
  expect(canMoveWaitlistEntry('waiting', 'offered')).toBe(true)
  expect(canMoveWaitlistEntry('offered', 'lapsed')).toBe(true)
  expect(canMoveWaitlistEntry('lapsed', 'waiting')).toBe(false)
  expect(() => assertWaitlistMove('waiting', 'lapsed')).toThrow('A waitlist entry that is waiting cannot become lapsed.')
})

test("An order's status is rebuilt from its trail, and a trail with a gap or a forbidden move rebuilds nothing", () => {
  expect(rebuildOrderStatus([])).toBeNull()
  expect(rebuildOrderStatus([{ from: null, to: 'reserved' }, { from: 'reserved', to: 'expired' }, { from: 'expired', to: 'paid' }, { from: 'paid', to: 'partially_refunded' }])).toBe('partially_refunded')
  // A gap: the second entry does not start where the first ended.
  expect(rebuildOrderStatus([{ from: null, to: 'reserved' }, { from: 'paid', to: 'refunded' }])).toBeNull()
  // A move the table refuses, and a second creation.
  expect(rebuildOrderStatus([{ from: null, to: 'reserved' }, { from: 'reserved', to: 'refunded' }])).toBeNull()
  expect(rebuildOrderStatus([{ from: null, to: 'reserved' }, { from: null, to: 'reserved' }])).toBeNull()
})

test('Refunds are granted at once only within an N-day policy', () => {
  const start = new Date('2026-12-10T20:00:00Z')
  expect(canRefundAtOnce('7_days', start, now)).toBe(true)
  expect(canRefundAtOnce('30_days', start, now)).toBe(false)
  expect(canRefundAtOnce('none', start, now)).toBe(false)
  expect(canRefundAtOnce('contact_organizer', start, now)).toBe(false)
})

test('Callback signatures verify for the right secret and body, within five minutes', () => {
  const body = '{"id":"evt_1"}'
  const sig = signPaymentCallback('s3cret', body, now)
  expect(verifyPaymentCallback('s3cret', body, sig, now)).toBe(true)
  expect(verifyPaymentCallback('other', body, sig, now)).toBe(false)
  expect(verifyPaymentCallback('s3cret', body + ' ', sig, now)).toBe(false)
  expect(verifyPaymentCallback('s3cret', body, sig, new Date(now.getTime() + 6 * 60_000))).toBe(false)
  expect(verifyPaymentCallback('s3cret', body, null, now)).toBe(false)
})

test('The test provider answers like Stripe\'s test cards and tokens; unknown cards are declined', () => {
  expect(computeTestChargeOutcome('4242 4242 4242 4242')).toBe('succeeded')
  expect(computeTestChargeOutcome('tok_visa')).toBe('succeeded')
  expect(computeTestChargeOutcome('4000 0000 0000 0002')).toBe('declined')
  expect(computeTestChargeOutcome('tok_chargeDeclined')).toBe('declined')
  expect(computeTestChargeOutcome('4000000000009995')).toBe('insufficient_funds')
  expect(computeTestChargeOutcome('4000 0027 6000 3184')).toBe('requires_action')
  expect(computeTestChargeOutcome('5555 5555 5555 4444')).toBe('declined')
})

test('Refund shares add up to the order total and follow each ticket\'s all-in list price', () => {
  const lines = [
    { ticketClassId: 1, unitPriceMinor: 2500, unitFeeMinor: 187 },
    { ticketClassId: 2, unitPriceMinor: 5000, unitFeeMinor: 274 },
  ]
  const tickets = [{ ticketClassId: 1 }, { ticketClassId: 1 }, { ticketClassId: 2 }]
  const shares = computeTicketRefundShares(10_000, tickets, lines)
  expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000)
  expect(Math.abs(shares[0]! - shares[1]!)).toBeLessThanOrEqual(1)
  expect(shares[2]! / shares[0]!).toBeCloseTo(5274 / 2687, 2)
  expect(computeTicketRefundShares(0, tickets, lines)).toEqual([0, 0, 0])
  expect(computeTicketRefundShares(7, [{ ticketClassId: 3 }, { ticketClassId: 3 }], [{ ticketClassId: 3, unitPriceMinor: 0, unitFeeMinor: 0 }])).toEqual([4, 3])
})

test('The refund button says what happens: at once under an open N-day policy, a request where the organizer decides, nothing once closed', () => {
  const start = new Date('2027-02-01T19:00:00Z')
  const early = new Date('2027-01-01T12:00:00Z')
  const lateDay = new Date('2027-02-01T12:00:00Z')
  expect(computeRefundMode('7_days', start, early, false)).toBe('at_once')
  expect(computeRefundMode('7_days', start, lateDay, false)).toBe('none')
  expect(computeRefundMode('contact_organizer', start, early, false)).toBe('request')
  expect(computeRefundMode('none', start, early, false)).toBe('none')
  // A free spot is cancelled at once until the start, whatever the policy says, and not after it.
  expect(computeRefundMode('none', start, lateDay, true)).toBe('at_once')
  expect(computeRefundMode('none', new Date('2027-02-01T19:00:00Z'), lateDay, true)).toBe('at_once')
  expect(computeRefundMode('contact_organizer', start, new Date('2027-02-01T19:30:00Z'), true)).toBe('none')
})
