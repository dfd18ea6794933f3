import 'server-only'
import { desc } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { salesInquiries } from '@/db/schema'

export type NewSalesInquiry = typeof salesInquiries.$inferInsert

export async function insertSalesInquiry(db: Db, row: NewSalesInquiry): Promise<{ id: number }> {
  const [inserted] = await db.insert(salesInquiries).values(row).returning({ id: salesInquiries.id })
  return inserted!
}

/** The latest inquiries, newest first (the sales team's reading order; tests read them back). */
export async function findLatestSalesInquiries(db: Db, limit: number) {
  return db.select().from(salesInquiries).orderBy(desc(salesInquiries.createdAt), desc(salesInquiries.id)).limit(limit)
}
