// Row builder for discounts (STYLE.md "Factories"): an open 10% discount, unlimited (quantity 0),
// with no window, for event 1 unless overridden.
import type { discounts } from '@/db/schema'

export type DiscountRow = Required<Omit<typeof discounts.$inferInsert, 'id'>> & { id?: number }

export function buildDiscount(overrides: Partial<DiscountRow> = {}): DiscountRow {
  return {
    eventId: 1,
    kind: 'open',
    code: null,
    percentOff: 10,
    amountOffMinor: null,
    quantityAvailable: 0,
    quantitySold: 0,
    startAt: null,
    endAt: null,
    ...overrides,
  }
}
