import { ensureOwnOrganizer } from '@/core/creators/ensure-own-organizer'
import { parseTestBankAccount } from '@/core/payouts/bank-account'
import { upsertTestBankAccount } from '@/core/payouts/payouts-repository'
import { eq } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { users } from '@/db/schema'
import { insertUser, type User } from './insert-user'

/**
 * Saves a creator who may sell paid tickets (issue 37 point 3): a user with a confirmed email, their
 * organizer, and a test bank account its payouts go to.
 */
export async function insertCreator(db: Db, overrides: Parameters<typeof insertUser>[1] = {}): Promise<User> {
  const user = await insertUser(db, { emailVerifiedAt: new Date(), ...overrides })
  await allowPaidSales(db, user.id)
  return user
}

/** Confirms an existing user's email and gives their organizer (made if need be) a test bank account. */
export async function allowPaidSales(db: Db, userId: number): Promise<void> {
  const parsed = parseTestBankAccount({ accountHolder: 'Test Creator', iban: 'DE89370400440532013000' })
  if ('errors' in parsed) throw new Error('allowPaidSales: the test IBAN was refused')
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId))
    const organizer = await ensureOwnOrganizer(tx, userId, new Date())
    await upsertTestBankAccount(tx, organizer.id, parsed.account, new Date())
  })
}
