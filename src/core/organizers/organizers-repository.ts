import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { events, images, organizers, users } from '@/db/schema'

export type OrganizerProfile = {
  id: number
  name: string
  slug: string
  description: string
  website: string | null
  /** The profile's social pages by network (issue 20), shown beside its contact form. */
  socialLinks: Record<string, string>
  numFollowers: number
  imageKey: string | null
}

/** One organizer's public profile, or null. */
export async function findOrganizerProfileById(db: Db, id: number): Promise<OrganizerProfile | null> {
  const [row] = await db
    .select({
      id: organizers.id,
      name: organizers.name,
      slug: organizers.slug,
      description: organizers.description,
      website: organizers.website,
      socialLinks: organizers.socialLinks,
      numFollowers: organizers.numFollowers,
      imageKey: images.storageKey,
    })
    .from(organizers)
    .leftJoin(images, eq(images.id, organizers.imageId))
    .where(eq(organizers.id, id))
    .limit(1)
  return row ?? null
}

/**
 * Where "Contact the organizer" messages go (issue 20): the profile's contact email, else its owner's
 * account email; null for an organizer nobody owns and no address reaches. `eventId`, when given, must
 * be one of its events (its name then heads the message).
 */
export async function findOrganizerMessageRecipient(
  db: Db,
  organizerId: number,
  eventId: number | null,
): Promise<{ name: string; email: string | null; eventName: string | null; locale: string | null } | null> {
  const [row] = await db
    .select({ name: organizers.name, contactEmail: organizers.contactEmail, ownerEmail: users.email, ownerLocale: users.locale })
    .from(organizers)
    .leftJoin(users, and(eq(users.id, organizers.ownerUserId), isNull(users.deletedAt)))
    .where(eq(organizers.id, organizerId))
    .limit(1)
  if (!row) return null
  let eventName: string | null = null
  if (eventId !== null) {
    const [event] = await db.select({ name: events.name, organizerId: events.organizerId }).from(events).where(eq(events.id, eventId)).limit(1)
    if (!event || event.organizerId !== organizerId) return null
    eventName = event.name
  }
  // The owner's recorded language is the organizer's (an organizer has none of its own; null: English).
  return { name: row.name, email: row.contactEmail ?? row.ownerEmail ?? null, eventName, locale: row.ownerLocale ?? null }
}

/** What a receipt says about its seller: the profile's name, contact address and website (issue 37 point 5). */
export async function findOrganizerReceiptDetails(
  db: Db,
  id: number,
): Promise<{ name: string; contactEmail: string | null; website: string | null; legalName: string; address: string; taxId: string } | null> {
  const [row] = await db
    .select({ name: organizers.name, contactEmail: organizers.contactEmail, website: organizers.website, legalName: organizers.taxLegalName, address: organizers.taxAddress, taxId: organizers.taxId })
    .from(organizers)
    .where(eq(organizers.id, id))
    .limit(1)
  return row ?? null
}
