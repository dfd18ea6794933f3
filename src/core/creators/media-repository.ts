// Data access for uploaded media (issue 20): an upload is one images row (its page-size picture) that
// also names its card-size rendition and its uploader.
import { and, eq } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { images } from '@/db/schema'

export type NewMedia = {
  storageKey: string
  cardStorageKey: string
  width: number
  height: number
  byteSize: number
  edgeColor: string
  blurDataUrl: string
  uploadedByUserId: number
  createdAt: Date
}

export async function insertMedia(db: Db, row: NewMedia): Promise<{ id: number }> {
  const [created] = await db
    .insert(images)
    .values({ ...row, contentType: 'image/webp', alt: '' })
    .returning({ id: images.id })
  return created!
}

/** The media `id` if `userId` uploaded it; anyone else's (or a demo image) reads as missing. */
export async function findMediaOfUploader(db: Db, id: number, userId: number): Promise<{ id: number; width: number; height: number } | null> {
  const [row] = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.id, id), eq(images.uploadedByUserId, userId)))
  return row ?? null
}
