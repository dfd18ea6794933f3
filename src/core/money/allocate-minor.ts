// Splitting an amount in proportion (a discount over lines, a partial refund's share of fees, tax per
// line) so that the parts add up to the whole exactly in minor units: dinero.js's allocate, which rounds
// each share down and hands what is left out one unit at a time from the first part on, so a part is at
// most one minor unit from its exact share.
import { allocate, dinero, toSnapshot } from 'dinero.js'
import { findCurrency } from './currency'

/** `total` minor units of `currency` split by `ratios` (non-negative, not all zero); the parts sum to `total`. */
export function allocateMinor(total: number, ratios: readonly number[], currency: string): number[] {
  if (ratios.length === 0) return []
  if (ratios.every((r) => r === 0)) throw new RangeError('at least one ratio must be above zero')
  const found = findCurrency(currency) ?? { code: currency, base: 10, exponent: 2 }
  return allocate(dinero({ amount: total, currency: found }), [...ratios]).map((part) => toSnapshot(part).amount)
}
