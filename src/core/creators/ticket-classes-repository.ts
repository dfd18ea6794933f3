// Data access for an event's ticket classes on the organizer's side (issue 20); each change then refreshes the event's price summary (event-price-summary-repository.ts).
import { and, count, eq, ne } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { orderLines, ticketClasses } from '@/db/schema'

export type NewTicketClass = Omit<typeof ticketClasses.$inferInsert, 'id' | 'sold'>

export async function insertTicketClass(db: Db, row: NewTicketClass): Promise<typeof ticketClasses.$inferSelect> {
  const [created] = await db.insert(ticketClasses).values(row).returning()
  return created!
}

export type TicketClassPatch = Partial<Pick<typeof ticketClasses.$inferInsert, 'name' | 'kind' | 'priceMinor' | 'currency' | 'capacity' | 'minPerOrder' | 'maxPerOrder' | 'salesStart' | 'salesEnd' | 'hidden' | 'requiresApproval'>>

/** Writes the fields `patch` names; those left undefined keep their value. */
export async function updateTicketClassFields(db: Db, ticketClassId: number, patch: TicketClassPatch): Promise<void> {
  const named = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as TicketClassPatch
  if (Object.keys(named).length === 0) return
  await db.update(ticketClasses).set(named).where(eq(ticketClasses.id, ticketClassId))
}

/** Order lines of any status that name the class: they keep it (the orders' history refers to it). */
export async function countOrderLinesOfTicketClass(db: Db, ticketClassId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderLines).where(eq(orderLines.ticketClassId, ticketClassId))
  return row?.n ?? 0
}

export async function deleteTicketClassRow(db: Db, ticketClassId: number): Promise<void> {
  await db.delete(ticketClasses).where(eq(ticketClasses.id, ticketClassId))
}

export async function countTicketClasses(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ticketClasses).where(eq(ticketClasses.eventId, eventId))
  return row?.n ?? 0
}

/** How many of the event's classes take money (paid or donation): they need payouts set up (issue 37). */
export async function countMoneyTakingTicketClasses(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ticketClasses).where(and(eq(ticketClasses.eventId, eventId), ne(ticketClasses.kind, 'free')))
  return row?.n ?? 0
}
