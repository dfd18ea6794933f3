import 'server-only'
import { desc } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { contactMessages } from '@/db/schema'

export type NewContactMessage = typeof contactMessages.$inferInsert

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<{ id: number }> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id })
  return inserted!
}

/** The latest messages, newest first (the support team's reading order; tests read them back). */
export async function findLatestContactMessages(db: Db, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit)
}
