import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { findEventCoreFieldsByIdForUpdate, updateEventCoreFields, type EventCoreFields } from './events-repository'

export type UpdateEventInput = {
  eventId: number
  name?: string
  summary?: string
  startAt?: Date
  endAt?: Date
}

/**
 * Changes an event's name, summary or dates (the first event writer; the creator issue extends it), then
 * drops what the change affects from every instance's caches (decision 005): a search, autocomplete or
 * home feed served after this returns shows the change. An event must end after it starts.
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
    const row = await updateEventCoreFields(tx, input.eventId, {
      name,
      nameSlug: input.name === undefined ? current.nameSlug : slugifyPlaceName(name) || 'event',
      summary: input.summary ?? current.summary,
      startAt,
      endAt,
    })
    if (!row) throw new AppError('NOT_FOUND', 'There is no such event.')
    return row
  })
  // After the commit, so that no instance reloads its caches from before the change.
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return updated
}
