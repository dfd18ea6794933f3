// The buyer's service fee (decision 014, per currency since issue 37): 3.5% of the ticket's price plus a
// fixed part set per currency (0.99 of a dollar or euro, ¥99, ₩990, 0.300 dinar), per paid ticket,
// rounded to the currency's minor unit, paid by the buyer. Free tickets carry no fee. Every price a
// buyer sees first is the all-in price (price + fee), as the US rule on ticket fees requires since May
// 2025; the order summary then breaks it down. The server computes every amount from these rules. Sales
// tax added at checkout is a mandatory charge too, so an all-in price includes it (decision 043).
import { currencyExponent } from '@/core/money/currency'
import { computeUnitTax, type TaxRule } from './taxes'

export const FEE_PERCENT_BASIS_POINTS = 350

// The fixed part per ticket in minor units, for the currencies whose unit is worth far from a dollar.
const FIXED_MINOR_BY_CURRENCY: Readonly<Record<string, number>> = {
  USD: 99,
  EUR: 99,
  GBP: 79,
  CAD: 99,
  AUD: 99,
  NZD: 99,
  CHF: 99,
  JPY: 99,
  KRW: 990,
  INR: 2500,
  MXN: 1500,
  BRL: 300,
  KWD: 300,
  BHD: 300,
  OMR: 300,
}

/**
 * The fixed part of the fee on one paid ticket in `currency`'s minor units: the table above, else 0.99
 * of the currency's unit (99 cents, 990 fils) or, for a currency without minor units, 99 of its unit.
 */
export function computeFixedFeeMinor(currency: string): number {
  const known = FIXED_MINOR_BY_CURRENCY[currency]
  if (known !== undefined) return known
  const exponent = currencyExponent(currency)
  return exponent === 0 ? 99 : 99 * 10 ** (exponent - 2)
}

/** The fee on one ticket of `unitPriceMinor` in `currency`: 0 for a free ticket, else percentage + fixed part. */
export function computeUnitFee(unitPriceMinor: number, currency: string): number {
  if (unitPriceMinor <= 0) return 0
  return Math.round((unitPriceMinor * FEE_PERCENT_BASIS_POINTS) / 10_000) + computeFixedFeeMinor(currency)
}

/** The all-in price a buyer sees before checkout: the ticket's price with its mandatory fee included. */
export function computeAllInPrice(unitPriceMinor: number, currency: string): number {
  return unitPriceMinor + computeUnitFee(unitPriceMinor, currency)
}

/** The catalog key of the words beside an all-in price (checkout.json), or null when nothing is added. */
export type AllInNote = 'includesFees' | 'includesFeesAndTax'

/**
 * What an all-in price says it includes (issue 37): the buyer's fee, and sales tax too when the event adds
 * it at checkout ("incl. fees and tax"), so the words match what `computeShownPrice` put in the price.
 * VAT included is part of the ticket's own price and adds nothing to say.
 */
export function computeAllInNote(feeMinor: number, addedTaxMinor: number): AllInNote | null {
  if (feeMinor <= 0) return null
  return addedTaxMinor > 0 ? 'includesFeesAndTax' : 'includesFees'
}

/**
 * The price a buyer sees first for a ticket of `unitPriceMinor` (issue 19 §1): all-in when the ticket is
 * sold here, where the buyer pays our fee and any sales tax the event adds (`tax`; VAT included is in the
 * price already); an external seller's price as that seller gives it (we charge nothing there, and cannot
 * know its fees). The one rule behind the card's "From {price}", the event page's price range and class
 * list, the JSON-LD offers and the checkout's class prices, so they agree, and a ticket's shown price
 * times the quantity is what checkout charges before any discount.
 */
export function computeShownPrice(unitPriceMinor: number, { soldHere, currency, tax }: { soldHere: boolean; currency: string; tax: TaxRule }): number {
  if (!soldHere) return unitPriceMinor
  return computeAllInPrice(unitPriceMinor, currency) + (tax.mode === 'added' ? computeUnitTax(unitPriceMinor, tax) : 0)
}
