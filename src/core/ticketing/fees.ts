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

/**
 * The price a buyer sees first for a ticket of `unitPriceMinor` (issue 19 §1): all-in when the ticket is
 * sold here, where the buyer pays our fee; an external seller's price as that seller gives it (we charge
 * nothing there, and cannot know its fees). The one rule behind the card's "From {price}", the event
 * page's price range and class list, the JSON-LD offers and the checkout's class prices, so they agree.
 */
export function computeShownPrice(unitPriceMinor: number, { soldHere }: { soldHere: boolean }): number {
  return soldHere ? computeAllInPrice(unitPriceMinor) : unitPriceMinor
}
