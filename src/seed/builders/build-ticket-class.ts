// Row builder for ticket classes (STYLE.md "Factories"): a $25 General Admission class of 100, on
// sale with no window, for event 1 unless overridden.
import type { ticketClasses } from '@/db/schema'

export type TicketClassRow = Required<Omit<typeof ticketClasses.$inferInsert, 'id'>> & { id?: number }

export function buildTicketClass(overrides: Partial<TicketClassRow> = {}): TicketClassRow {
  return {
    eventId: 1,
    name: 'General Admission',
    kind: 'paid',
    priceMinor: 2500,
    currency: 'USD',
    capacity: 100,
    sold: 0,
    salesStart: null,
    salesEnd: null,
    minPerOrder: 1,
    maxPerOrder: 10,
    sortOrder: 0,
    hidden: false,
    requiresApproval: false,
    // No holds yet (the running held count of decision 015).
    held: 0,
    heldCountedAfter: new Date(0),
    ...overrides,
  }
}
