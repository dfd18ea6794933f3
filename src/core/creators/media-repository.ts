// Data access for uploaded media (issue 20): an upload is one images row (its page-size picture) that
// also names its card-size rendition and its uploader.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { images } from '@/db/schema'
import { queryRows } from '@/db/query-rows'

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

/** The bytes of the pictures `userId` has uploaded that are still stored (their page-size renditions). */
export async function sumUploadedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${images.byteSize}), 0)` })
    .from(images)
    .where(eq(images.uploadedByUserId, userId))
  return Number(row?.bytes ?? 0)
}

export type RemovedUpload = { storageKey: string; cardStorageKey: string | null }

/**
 * Deletes up to `limit` uploads made before `cutoff` that nothing uses (no event, organizer or user
 * names them): event pictures never saved onto an event, and profile photos since replaced. The check
 * and the delete are one statement, so a picture put on an event meanwhile is kept. Answers the files
 * to remove from the image store.
 */
export async function deleteUnusedUploads(db: Db, cutoff: Date, limit: number): Promise<RemovedUpload[]> {
  return queryRows<RemovedUpload>(db, sql`
    delete from images i
    where i.id in (
      select c.id from images c
      where (c.uploaded_by_user_id is not null or c.storage_key like 'users/%')
        and c.created_at < ${cutoff}
        and not exists (select 1 from events e where e.image_id = c.id)
        and not exists (select 1 from organizers o where o.image_id = c.id)
        and not exists (select 1 from users u where u.thumbnail_image_id = c.id)
      order by c.id
      limit ${limit}
    )
      and not exists (select 1 from events e where e.image_id = i.id)
      and not exists (select 1 from organizers o where o.image_id = i.id)
      and not exists (select 1 from users u where u.thumbnail_image_id = i.id)
    returning i.storage_key as "storageKey", i.card_storage_key as "cardStorageKey"`)
}
