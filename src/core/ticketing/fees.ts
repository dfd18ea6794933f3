// The buyer's service fee (decision 014): 3.5% of the ticket's price plus 0.99 of the currency's unit per
// paid ticket, rounded to the minor unit, paid by the buyer. Free tickets carry no fee. Every price a
// buyer sees first is the all-in price (price + fee), as the US rule on ticket fees requires since May
// 2025; the order summary then breaks it down. The server computes every amount from these rules.

export const FEE_PERCENT_BASIS_POINTS = 350
export const FEE_FIXED_MINOR = 99

/** The fee on one ticket of `unitPriceMinor`: 0 for a free ticket, else percentage + fixed part. */
export function computeUnitFee(unitPriceMinor: number): number {
  if (unitPriceMinor <= 0) return 0
  return Math.round((unitPriceMinor * FEE_PERCENT_BASIS_POINTS) / 10_000) + FEE_FIXED_MINOR
}

/** The all-in price a buyer sees before checkout: the ticket's price with its mandatory fee included. */
export function computeAllInPrice(unitPriceMinor: number): number {
  return unitPriceMinor + computeUnitFee(unitPriceMinor)
}
