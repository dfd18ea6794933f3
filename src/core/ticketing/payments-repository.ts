// Data access for payments and the provider's callbacks (issue 36): one row per charge attempt, by the
// provider's reference, and one receipt per provider event so that a repeat is recognised.
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { paymentCallbackReceipts, payments } from '@/db/schema'

export type PaymentRow = typeof payments.$inferSelect

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoUpdate({ target: [payments.provider, payments.providerReference], set: { status: row.status } })
    .returning()
  if (!inserted) throw new Error('insertPayment: no row returned')
  return inserted
}

export async function findPaymentByReference(db: Db, provider: string, reference: string, lock = false): Promise<PaymentRow | null> {
  const q = db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
  const [row] = lock ? await q.for('update') : await q
  return row ?? null
}

export async function findSucceededPaymentByOrderId(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
  return row ?? null
}

/** The payment that took the order's money, refunded since or not (a receipt's payment method). */
export async function findChargedPaymentByOrderId(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(desc(payments.id))
  return row ?? null
}

export async function setPaymentStatus(db: Db, paymentId: number, status: string): Promise<void> {
  await db.update(payments).set({ status }).where(eq(payments.id, paymentId))
}

/** Records a provider's callback; false when it was seen before (the caller then does nothing). */
export async function insertCallbackReceipt(db: Db, provider: string, providerEventId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(paymentCallbackReceipts)
    .values({ provider, providerEventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ provider: paymentCallbackReceipts.provider })
  return rows.length > 0
}
