import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { findMediaOfUploader } from '@/core/creators/media-repository'
import { mediaTypeProblem } from '@/core/creators/media-types'
import { findEventCoreFieldsByIdForUpdate, updateEventCoreFields, type EventCoreFields } from './events-repository'

export type UpdateEventInput = {
  eventId: number
  name?: string
  summary?: string
  startAt?: Date
  endAt?: Date
  /** A new picture: a media id the user `byUserId` uploaded (POST /api/v3/media/upload/), or null for none. */
  image?: { mediaId: number | null; byUserId: number }
}

/**
 * Changes an event's name, summary or dates (the first event writer; the creator issue extends it), then
 * drops what the change affects from every instance's caches (decision 005): a search, autocomplete or
 * home feed served after this returns shows the change. An event must end after it starts; its picture
 * must be one of the editor's own uploads.
 */
export async function updateEvent(
  { db, invalidateCaches }: Pick<CoreDeps, 'db' | 'invalidateCaches'>,
  input: UpdateEventInput,
): Promise<EventCoreFields> {
  const updated = await db.transaction(async (tx) => {
    const current = await findEventCoreFieldsByIdForUpdate(tx, input.eventId)
    if (!current) throw new AppError('NOT_FOUND', 'There is no such event.')
    const name = input.name ?? current.name
    const startAt = input.startAt ?? current.startAt
    const endAt = input.endAt ?? current.endAt
    if (endAt.getTime() <= startAt.getTime()) {
      throw new AppError('INVALID_ARGUMENT', 'An event must end after it starts.', { end: ['must be after the start'] })
    }
    let imageId = current.imageId
    if (input.image) {
      const media = input.image.mediaId === null ? null : await findMediaOfUploader(tx, input.image.mediaId, input.image.byUserId)
      if (input.image.mediaId !== null && !media) {
        throw new AppError('INVALID_ARGUMENT', 'That image is not one of your uploads.', { logo_id: ['is not one of your uploads: upload it with POST /api/v3/media/upload/'] })
      }
      const problem = media && mediaTypeProblem(media, 'image-event-logo')
      if (problem) throw new AppError('INVALID_ARGUMENT', 'That image is an organizer logo, not an event picture.', { logo_id: [problem] })
      imageId = media?.id ?? null
    }
    const row = await updateEventCoreFields(tx, input.eventId, {
      name,
      nameSlug: input.name === undefined ? current.nameSlug : slugifyPlaceName(name) || 'event',
      summary: input.summary ?? current.summary,
      startAt,
      endAt,
      imageId,
    })
    if (!row) throw new AppError('NOT_FOUND', 'There is no such event.')
    return row
  })
  // After the commit, so that no instance reloads its caches from before the change.
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return updated
}
