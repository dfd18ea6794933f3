export type OpenDiscount = { endAt: Date | null; quantityAvailable: number; quantitySold: number }

/**
 * Spec §5 "Promo code available": the current date is not past the end date, and either the quantity
 * available is 0 (unlimited) or fewer have been used than are available.
 */
export function isOpenDiscountAvailable(discount: OpenDiscount, now: Date): boolean {
  if (discount.endAt && now > discount.endAt) return false
  return discount.quantityAvailable === 0 || discount.quantitySold < discount.quantityAvailable
}
