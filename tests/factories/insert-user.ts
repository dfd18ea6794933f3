import type { Db } from '@/db/create-db'
import { users } from '@/db/schema'

export type User = typeof users.$inferSelect
let next = 0

/** Saves one user (unique public id and email per call, no password) and returns the stored row. */
export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  next += 1
  const [row] = await db
    .insert(users)
    .values({ publicId: `user-${process.pid}-${next}`, email: `user${next}@example.com`, fullName: `User ${next}`, ...overrides })
    .returning()
  if (!row) throw new Error('insertUser: no row returned')
  return row
}
