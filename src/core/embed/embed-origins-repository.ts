// The embed_origins table (decision 070): the sites allowed to frame an organization's checkout.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { embedOrigins, events } from '@/db/schema'

/** The organization's allowed sites, in the order they were listed. */
export async function findEmbedOrigins(db: Db, organizerId: number): Promise<string[]> {
  const rows = await db
    .select({ origin: embedOrigins.origin })
    .from(embedOrigins)
    .where(eq(embedOrigins.organizerId, organizerId))
    .orderBy(asc(embedOrigins.createdAt), asc(embedOrigins.origin))
  return rows.map((r) => r.origin)
}

/** The sites allowed to frame the checkout of an event: its organization's list (empty for an unknown event). */
export async function findEmbedOriginsOfEvent(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ origin: embedOrigins.origin })
    .from(events)
    .innerJoin(embedOrigins, eq(embedOrigins.organizerId, events.organizerId))
    .where(eq(events.id, eventId))
    .orderBy(asc(embedOrigins.createdAt), asc(embedOrigins.origin))
  return rows.map((r) => r.origin)
}

/**
 * Replaces the list, in the caller's transaction. Each entry's `created_at` keeps the order given (a
 * millisecond apart), so the list reads back as the organizer wrote it.
 */
export async function replaceEmbedOrigins(db: Db, organizerId: number, origins: readonly string[], now: Date): Promise<void> {
  await db.delete(embedOrigins).where(eq(embedOrigins.organizerId, organizerId))
  if (origins.length === 0) return
  await db.insert(embedOrigins).values(origins.map((origin, i) => ({ organizerId, origin, createdAt: new Date(now.getTime() + i) })))
}
