// Data access for invoices and credit notes (issue 37 point 5, decision 044): the per-organizer
// counters that number them without gaps, and the documents themselves, which are never changed.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { invoiceCounters, invoices } from '@/db/schema'

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceSeries = 'invoice' | 'credit_note'

/**
 * The organizer's next number in `series`. The upsert takes the counter's row lock until the caller's
 * transaction ends, so concurrent requests queue here and each gets the next number; a rolled-back
 * transaction gives its number back with the row's old value. A sequence would skip on rollback.
 */
export async function takeNextInvoiceNumber(tx: Db, organizerId: number, series: InvoiceSeries): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ organizerId, series, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.organizerId, invoiceCounters.series], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  if (!row) throw new Error('takeNextInvoiceNumber: no row returned')
  return row.lastNumber
}

export async function insertInvoice(tx: Db, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning()
  if (!inserted) throw new Error('insertInvoice: no row returned')
  return inserted
}

/** An order's invoice and its credit notes, oldest first. */
export async function findInvoicesByOrderId(db: Db, orderId: number, kinds: readonly InvoiceSeries[] = ['invoice', 'credit_note']): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.kind, [...kinds])))
    .orderBy(asc(invoices.id))
}
