import { computePaymentPosting } from '@/core/ledger/ledger-postings'
import { writeLedgerPosting } from '@/core/ledger/ledger-repository'
import type { Db } from '@/db/create-db'
import { orders } from '@/db/schema'

/**
 * A paid order of `subtotal` minor units (less `discount`, plus `fees`) on `eventId`, paid at `paidAt`,
 * with its payment written to the ledger as checkout writes it: what payout tests start from.
 */
export async function insertPaidOrder(
  db: Db,
  input: { eventId: number; organizerId: number; subtotal: number; discount?: number; fees?: number; currency?: string; paidAt: Date },
) {
  const discount = input.discount ?? 0
  const fees = input.fees ?? 300
  const money = { currency: input.currency ?? 'USD', subtotalMinor: input.subtotal, discountMinor: discount, feesMinor: fees, totalMinor: input.subtotal - discount + fees, taxMinor: 0, taxMode: 'none' }
  const [order] = await db
    .insert(orders)
    .values({ eventId: input.eventId, status: 'paid', ...money, expiresAt: input.paidAt, createdAt: input.paidAt, paidAt: input.paidAt })
    .returning()
  await writeLedgerPosting(db, computePaymentPosting(money, input.organizerId)!, order!.id, input.paidAt)
  return { ...order!, money }
}
