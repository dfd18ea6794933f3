// Tax on tickets (issue 37 point 4, decision 043): per organizer, overridable per event, none, VAT/GST
// included in the price (Europe, Australia) or sales tax added at checkout (United States). The organizer
// is the seller of record: tax is on the ticket money only (the price after discounts), never on the
// buyer's service fee, which is Tessera's own charge. Amounts are integer minor units of the order's
// currency, so rounding to a minor unit is rounding in that currency's exponent (¥1, 1 cent, 1 fils).

export const TAX_MODES = ['none', 'included', 'added'] as const
export type TaxMode = (typeof TAX_MODES)[number]

/** A rate in thousandths of a percent (8.875% → 8875), so US rates with three decimals stay exact. */
export type TaxRule = { mode: TaxMode; rateMilli: number }

export type TaxSettings = TaxRule & { legalName: string; address: string; taxId: string }

export const NO_TAX: TaxSettings = { mode: 'none', rateMilli: 0, legalName: '', address: '', taxId: '' }

/** The largest rate accepted: 100%. */
export const MAX_TAX_RATE_MILLI = 100_000

export function isTaxMode(value: string): value is TaxMode {
  return (TAX_MODES as readonly string[]).includes(value)
}

/** `numerator / denominator` rounded half up, in integers (no floating-point error on the way). */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/**
 * The tax in one ticket of `unitNetMinor` (its price after its discount): for "added" `price × r/100`,
 * for "included" the part of the price that is tax, `price × r/(100 + r)`, rounded to the minor unit.
 */
export function computeUnitTax(unitNetMinor: number, rule: TaxRule): number {
  if (rule.mode === 'none' || rule.rateMilli <= 0 || unitNetMinor <= 0) return 0
  const product = unitNetMinor * rule.rateMilli
  return rule.mode === 'added' ? divideRounded(product, 100_000) : divideRounded(product, 100_000 + rule.rateMilli)
}

/** A line of an order as tax sees it: the price of one paid ticket after its discount, and how many were paid for. */
export type TaxableLine = { unitNetMinor: number; paidQuantity: number }

export type OrderTax = {
  /** Each line's tax, in the lines' order. */
  lines: number[]
  /** The order's tax: the sum of its lines, never rounded again. */
  taxMinor: number
  /** What tax adds to the order's total: all of it for "added", nothing for "included" (it is in the prices). */
  addedMinor: number
}

/**
 * The tax of an order's lines. Each line's tax is one ticket's tax, rounded, times its paid tickets, so
 * it is a whole number of minor units, the order's tax is exactly the sum of its lines, and the all-in
 * price a buyer saw per ticket (`computeShownPrice`) times the quantity is what they are charged.
 */
export function computeOrderTax(lines: readonly TaxableLine[], rule: TaxRule): OrderTax {
  const perLine = lines.map((l) => computeUnitTax(l.unitNetMinor, rule) * l.paidQuantity)
  const taxMinor = perLine.reduce((s, t) => s + t, 0)
  return { lines: perLine, taxMinor, addedMinor: rule.mode === 'added' ? taxMinor : 0 }
}

/** The part of an order's total that is tax included in its prices (0 unless "included"). */
export function computeIncludedTax(order: { taxMode: string; taxMinor: number }): number {
  return order.taxMode === 'included' ? order.taxMinor : 0
}

/** "8.875" from 8875: the rate as the API and forms show it, without trailing zeros. */
export function formatRatePercent(rateMilli: number): string {
  return String(rateMilli / 1000)
}

/** 8875 from 8.875 (a number with at most three decimals, from a validated request). */
export function parseRatePercent(ratePercent: number): number {
  return Math.round(ratePercent * 1000)
}

/** The tax rule of a row with an event's effective `tax_mode` and `tax_rate_milli` (an unknown mode: none). */
export function toTaxRule(row: { tax_mode: string | null; tax_rate_milli: number | string | null }): TaxRule {
  const mode = row.tax_mode ?? 'none'
  return isTaxMode(mode) ? { mode, rateMilli: Number(row.tax_rate_milli ?? 0) } : { mode: 'none', rateMilli: 0 }
}

/** An event's tax: its own settings when it overrides its organizer's, else the organizer's. */
export function computeEventTax(organizer: TaxSettings, override: TaxSettings | null): TaxSettings {
  return override ?? organizer
}
