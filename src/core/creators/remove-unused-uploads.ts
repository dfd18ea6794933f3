// Housekeeping (issue 39 finding 8): an upload that nothing uses a day later (a picture never saved onto an
// event, a replaced profile photo) is deleted with its files, so uploads that are never kept cannot pile up.
import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { deleteUnusedUploads } from './media-repository'

export const UNUSED_UPLOAD_HOURS = 24
const BATCH = 200

/** One pass: rows first (in one statement that re-checks nothing uses them), then their files. */
export async function removeUnusedUploads({ db, clock, imageStore }: Pick<CoreDeps, 'db' | 'clock' | 'imageStore'>): Promise<{ removed: number }> {
  const cutoff = new Date(clock.now().getTime() - UNUSED_UPLOAD_HOURS * 3_600_000)
  const removed = await deleteUnusedUploads(db, cutoff, BATCH)
  // A file left behind by a crash here is harmless (no row names it); a row naming no file would not be.
  for (const upload of removed) {
    await imageStore.remove(upload.storageKey)
    if (upload.cardStorageKey) await imageStore.remove(upload.cardStorageKey)
  }
  return { removed: removed.length }
}
