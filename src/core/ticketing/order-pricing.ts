// The amounts of an order, all computed on the server in integer minor units (spec §9, issue 19): the
// subtotal at list prices, the discount (a promo code, else the best open discount or BOGO), the buyer's
// fees (fees.ts), the tax on the ticket money after the discount (taxes.ts) and the total. The client's numbers are never read.
import { AppError } from '@/core/shared/app-error'
import { isOpenDiscountAvailable } from '@/core/events/open-discount'
import { computeUnitFee } from './fees'
import { computeOrderTax, NO_TAX, type TaxMode, type TaxRule } from './taxes'

export type PricedClass = { id: number; priceMinor: number; currency: string; kind: string }

export type DiscountRule = {
  id: number
  /** open | coded | bogo */
  kind: string
  code: string | null
  percentOff: number | null
  amountOffMinor: number | null
  quantityAvailable: number
  /** Uses that count against `quantityAvailable`: paid orders and unexpired holds. */
  used: number
  startAt: Date | null
  endAt: Date | null
}

export type PricedLine = {
  ticketClassId: number
  quantity: number
  unitPriceMinor: number
  unitFeeMinor: number
  discountMinor: number
  feesMinor: number
  /** The line's tax (taxes.ts), inside its price or on top of it as the order's tax mode says. */
  taxMinor: number
}

export type OrderAmounts = {
  currency: string
  subtotalMinor: number
  discountMinor: number
  feesMinor: number
  taxMinor: number
  taxMode: TaxMode
  taxRateMilli: number
  totalMinor: number
  discountId: number | null
  /** The applied discount's code when it is a promo code the buyer typed. */
  discountCode: string | null
  lines: PricedLine[]
}

/**
 * Spec §5 "Promo code available": usable while the date is not past its end date (nor before its start)
 * and either its quantity available is 0 (unlimited) or fewer than that have been used.
 */
export function isDiscountUsable(d: DiscountRule, now: Date): boolean {
  if (d.startAt && now < d.startAt) return false
  return isOpenDiscountAvailable({ endAt: d.endAt, quantityAvailable: d.quantityAvailable, quantitySold: d.used }, now)
}

/**
 * Whether one more order may use `d` by its use limit alone (0: unlimited). A late payment re-checks only
 * this (decision 047): the code was valid when the hold took it, so its dates are not asked again.
 */
export function hasDiscountUseLeft(d: Pick<DiscountRule, 'quantityAvailable' | 'used'>): boolean {
  return d.quantityAvailable === 0 || d.used < d.quantityAvailable
}

/** Finds the promo code the buyer typed (case-insensitive) and refuses it with a reason they can act on. */
export function requireCodedDiscount(discounts: readonly DiscountRule[], code: string, now: Date): DiscountRule {
  const wanted = code.trim().toUpperCase()
  const d = discounts.find((x) => x.kind === 'coded' && x.code?.toUpperCase() === wanted)
  const refuse = (message: string): never => {
    throw new AppError('DISCOUNT_NOT_APPLICABLE', message, { discount_code: [message] })
  }
  if (!d) return refuse('That promo code is not valid for this event.')
  if (d.startAt && now < d.startAt) return refuse('That promo code is not active yet.')
  if (d.endAt && now > d.endAt) return refuse('That promo code has expired.')
  if (!isDiscountUsable(d, now)) return refuse('That promo code has been used up.')
  return d
}

/** A line's discount: its total, the tickets it makes free, and what it takes off each ticket it reduces. */
function lineDiscount(d: DiscountRule, unit: number, quantity: number): { discount: number; freeTickets: number; perTicket: number } {
  if (unit <= 0) return { discount: 0, freeTickets: 0, perTicket: 0 }
  if (d.kind === 'bogo') {
    // Buy one, get one: every second ticket of a class is free; the others are not reduced.
    const freeTickets = Math.floor(quantity / 2)
    return { discount: freeTickets * unit, freeTickets, perTicket: 0 }
  }
  let perTicket = 0
  if (d.percentOff) perTicket = Math.round((unit * Math.min(100, d.percentOff)) / 100)
  else if (d.amountOffMinor) perTicket = Math.min(unit, d.amountOffMinor)
  return { discount: perTicket * quantity, freeTickets: perTicket === unit ? quantity : 0, perTicket }
}

/**
 * Amounts with one discount (or none). The fee is on the price the buyer pays for the ticket (issue 37:
 * after a promo code or an open discount), so tickets made free by the discount carry none. So is the
 * tax (decision 043): on the ticket's price after the discount, the fee untaxed; "added" tax adds to
 * the total, "included" tax is part of it.
 */
export function computeAmountsWithDiscount(
  classes: readonly PricedClass[],
  lines: readonly { ticketClassId: number; quantity: number }[],
  discount: DiscountRule | null,
  tax: TaxRule = NO_TAX,
): OrderAmounts {
  let currency: string | null = null
  const taxable: { unitNetMinor: number; paidQuantity: number }[] = []
  const untaxed = lines.map((line) => {
    const c = classes.find((k) => k.id === line.ticketClassId)
    if (!c) throw new AppError('INVALID_ARGUMENT', 'Unknown ticket class.', { ticket_class_id: ['Unknown ticket class.'] })
    currency ??= c.currency
    if (c.currency !== currency) throw new AppError('INVALID_ARGUMENT', 'All tickets of an order must be in one currency.')
    const unit = c.kind === 'free' ? 0 : c.priceMinor
    const { discount: discountMinor, freeTickets, perTicket } = discount ? lineDiscount(discount, unit, line.quantity) : { discount: 0, freeTickets: 0, perTicket: 0 }
    const unitFee = computeUnitFee(unit - perTicket, c.currency)
    taxable.push({ unitNetMinor: unit - perTicket, paidQuantity: line.quantity - freeTickets })
    return {
      ticketClassId: c.id,
      quantity: line.quantity,
      unitPriceMinor: unit,
      unitFeeMinor: unitFee,
      discountMinor,
      feesMinor: unitFee * (line.quantity - freeTickets),
    }
  })
  const orderTax = computeOrderTax(taxable, tax)
  const priced: PricedLine[] = untaxed.map((l, i) => ({ ...l, taxMinor: orderTax.lines[i] ?? 0 }))
  const subtotalMinor = priced.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0)
  const discountMinor = priced.reduce((s, l) => s + l.discountMinor, 0)
  const feesMinor = priced.reduce((s, l) => s + l.feesMinor, 0)
  return {
    currency: currency ?? 'USD',
    subtotalMinor,
    discountMinor,
    feesMinor,
    taxMinor: orderTax.taxMinor,
    taxMode: orderTax.taxMinor > 0 ? tax.mode : 'none',
    taxRateMilli: orderTax.taxMinor > 0 ? tax.rateMilli : 0,
    totalMinor: subtotalMinor - discountMinor + feesMinor + orderTax.addedMinor,
    discountId: discount && discountMinor > 0 ? discount.id : null,
    discountCode: discount && discountMinor > 0 && discount.kind === 'coded' ? discount.code : null,
    lines: priced,
  }
}

/**
 * The order's amounts: with the typed promo code when given (refused with a reason when it cannot be
 * used), else with whichever usable open discount or BOGO saves the buyer most.
 */
export function computeOrderAmounts(
  classes: readonly PricedClass[],
  lines: readonly { ticketClassId: number; quantity: number }[],
  discounts: readonly DiscountRule[],
  discountCode: string | undefined,
  now: Date,
  tax: TaxRule = NO_TAX,
): OrderAmounts {
  if (discountCode && discountCode.trim() !== '') {
    return computeAmountsWithDiscount(classes, lines, requireCodedDiscount(discounts, discountCode, now), tax)
  }
  let best = computeAmountsWithDiscount(classes, lines, null, tax)
  for (const d of discounts) {
    if (d.kind === 'coded' || !isDiscountUsable(d, now)) continue
    const candidate = computeAmountsWithDiscount(classes, lines, d, tax)
    if (candidate.totalMinor < best.totalMinor) best = candidate
  }
  return best
}
