// Data access for the signed-in creator's organizer profile (issue 20): the first organizer they own, or
// (decision 061) the organization they were invited to as an owner when they have none of their own.
import { asc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { images, organizers } from '@/db/schema'
import { isTaxMode, type TaxSettings } from '@/core/ticketing/taxes'

export type OwnOrganizerRow = {
  id: number
  name: string
  slug: string
  description: string
  website: string | null
  contactEmail: string | null
  socialLinks: Record<string, string>
  numFollowers: number
  logoId: number | null
  logoKey: string | null
  logoCardKey: string | null
}

export async function findOwnOrganizer(db: Db, userId: number, lock = false): Promise<OwnOrganizerRow | null> {
  const query = db
    .select({
      id: organizers.id,
      name: organizers.name,
      slug: organizers.slug,
      description: organizers.description,
      website: organizers.website,
      contactEmail: organizers.contactEmail,
      socialLinks: organizers.socialLinks,
      numFollowers: organizers.numFollowers,
      logoId: organizers.imageId,
      logoKey: images.storageKey,
      logoCardKey: images.cardStorageKey,
    })
    .from(organizers)
    .leftJoin(images, eq(images.id, organizers.imageId))
    // Read per request from the team table: an owner removed from the team stops acting for it at once.
    .where(or(eq(organizers.ownerUserId, userId), sql`${organizers.id} in (select organizer_id from organization_members where user_id = ${userId} and role = 'owner')`))
    .orderBy(sql`(${organizers.ownerUserId} is not distinct from ${userId}) desc`, asc(organizers.id))
    .limit(1)
  const [row] = lock ? await query.for('update', { of: organizers }) : await query
  return row ?? null
}

export type OrganizerProfilePatch = Partial<Pick<typeof organizers.$inferInsert, 'name' | 'slug' | 'description' | 'website' | 'contactEmail' | 'socialLinks' | 'imageId'>>

export async function updateOrganizerProfile(db: Db, organizerId: number, patch: OrganizerProfilePatch): Promise<void> {
  if (Object.keys(patch).length === 0) return
  await db.update(organizers).set(patch).where(eq(organizers.id, organizerId))
}

/** The organizer's own tax settings (decision 043). */
export async function findOrganizerTaxSettings(db: Db, organizerId: number): Promise<TaxSettings | null> {
  const [row] = await db
    .select({ mode: organizers.taxMode, rateMilli: organizers.taxRateMilli, legalName: organizers.taxLegalName, address: organizers.taxAddress, taxId: organizers.taxId })
    .from(organizers)
    .where(eq(organizers.id, organizerId))
  if (!row) return null
  return { ...row, mode: isTaxMode(row.mode) ? row.mode : 'none' }
}

export async function updateOrganizerTaxSettings(db: Db, organizerId: number, s: TaxSettings): Promise<void> {
  await db
    .update(organizers)
    .set({ taxMode: s.mode, taxRateMilli: s.rateMilli, taxLegalName: s.legalName, taxAddress: s.address, taxId: s.taxId })
    .where(eq(organizers.id, organizerId))
}
