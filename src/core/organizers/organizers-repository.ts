import 'server-only'
import { eq } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { images, organizers } from '@/db/schema'

export type OrganizerProfile = {
  id: number
  name: string
  slug: string
  description: string
  website: string | null
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
      numFollowers: organizers.numFollowers,
      imageKey: images.storageKey,
    })
    .from(organizers)
    .leftJoin(images, eq(images.id, organizers.imageId))
    .where(eq(organizers.id, id))
    .limit(1)
  return row ?? null
}
