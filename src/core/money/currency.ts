// Currencies (issue 37 point 6): ISO 4217 codes and their minor-unit exponents, from dinero.js's
// currency table (decision 039) rather than a table of our own. JPY and KRW have no minor unit, USD and
// EUR two, KWD and BHD three: an amount is always an integer count of the currency's minor units.
import * as currencies from 'dinero.js/currencies'
import type { DineroCurrency } from 'dinero.js'

export type Currency = DineroCurrency<number>

const BY_CODE: ReadonlyMap<string, Currency> = new Map(
  Object.values(currencies as Record<string, Currency>).map((c) => [c.code, c]),
)

/** The currency with ISO 4217 code `code`, or null for anything else (lower case, made up, withdrawn). */
export function findCurrency(code: string): Currency | null {
  return BY_CODE.get(code) ?? null
}

export function isKnownCurrency(code: string): boolean {
  return BY_CODE.has(code)
}

/**
 * The number of decimal places of `code`'s minor unit. An unknown code counts as 2 (so old data in a
 * made-up code still shows); new prices are refused in unknown codes (`isKnownCurrency`).
 */
export function currencyExponent(code: string): number {
  return BY_CODE.get(code)?.exponent ?? 2
}

/** Every currency a price may be set in, by code (the editor's list). */
export function listCurrencyCodes(): string[] {
  return [...BY_CODE.keys()].sort()
}
