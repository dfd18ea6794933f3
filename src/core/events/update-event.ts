import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { findMediaOfUploader } from '@/core/creators/media-repository'
import { mediaTypeProblem } from '@/core/creators/media-types'
import { toVenueRow } from '@/core/creators/create-event-draft'
import { computeEventChangeEmail, computeEventChanges, computePlaceText, type EventPlaceAndTime } from '@/core/creators/creator-emails'
import { findEditableEventById, insertVenue, updateEventDetailFields, type EditableEventRow } from '@/core/creators/creator-drafts-repository'
import { findTicketHolderEmailsByEventId } from '@/core/creators/event-attendees-repository'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { eventPath } from './event-json'
import { computeEventDetailProblems, type EventDetailsInput } from '@/core/creators/event-detail-rules'
import { computeReminderHours } from '@/core/ticketing/order-reminders'
import { buildRecurrenceRule } from '@/core/creators/recurrence-plan'
import { computeLocalIso, expandRecurrenceRule, ScheduleRuleError } from '@/core/creators/schedule-rules'
import type { Db } from '@/db/create-db'
import { findEventCoreFieldsByIdForUpdate, updateEventCoreFields, type EventCoreFields } from './events-repository'
import { insertWebhookOutboxRow } from '@/core/webhooks/webhooks-repository'
import { computeSettingChanges, recordSettingChanges } from '@/core/creators/settings-audit'

export type UpdateEventInput = {
  eventId: number
  name?: string
  summary?: string
  startAt?: Date
  endAt?: Date
  /** A new picture: a media id the user `byUserId` uploaded (POST /api/v3/media/upload/), or null for none. */
  image?: { mediaId: number | null; byUserId: number }
  /** The event's IANA time zone, when the editor moves it (the venue's zone). */
  timeZone?: string
  /** The editor's later steps (issue 20): description, taxonomy, tags, place and refund policy. */
  details?: EventDetailsInput
  /** Who changes it, for the organization's audit trail of settings (decision 068); null: staff or a script. */
  actorUserId?: number | null
}

// The editor's fields beyond name, summary, dates and picture, checked against what they merge with.
async function applyEventDetails(tx: Db, eventId: number, details: EventDetailsInput, timeZone: string, audit: { actorUserId: number | null; now: Date }): Promise<void> {
  const current = await findEditableEventById(tx, eventId)
  if (!current) throw new AppError('NOT_FOUND', 'There is no such event.')
  const merged = {
    categoryId: details.categoryId ?? current.categoryId,
    subcategoryId: details.subcategoryId === undefined ? current.subcategoryId : details.subcategoryId,
    formatId: details.formatId ?? current.formatId,
    online: details.online ?? current.isOnline,
    venue: details.venue,
  }
  const problems = computeEventDetailProblems(merged)
  if (details.schedulePlan) {
    // Issue 20: the schedule is saved while the event is a draft, and checked now as publishing will read it.
    if (current.status !== 'draft' || current.isSeriesParent) problems.schedule_plan = ['Only a draft that is not yet a series takes a schedule.']
    else {
      try {
        expandRecurrenceRule(buildRecurrenceRule(details.schedulePlan, computeLocalIso(current.startAt, timeZone).slice(0, 16)), computeLocalIso(current.startAt, timeZone))
      } catch (error) {
        if (!(error instanceof ScheduleRuleError)) throw error
        problems.schedule_plan = [error.message]
      }
    }
  }
  if (Object.keys(problems).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', problems)
  // A venue is written anew (drafts' venues are their own rows); going online drops the place.
  const venue = details.venue && !merged.online ? await insertVenue(tx, toVenueRow(details.venue, timeZone)) : null
  const place =
    merged.online || details.venue === null
      ? { venueId: null, latitude: null, longitude: null }
      : venue && details.venue
        ? { venueId: venue.id, latitude: details.venue.latitude ?? null, longitude: details.venue.longitude ?? null }
        : {}
  const reminderHours = details.reminderHours && computeReminderHours(details.reminderHours)
  await updateEventDetailFields(tx, eventId, {
    descriptionHtml: details.descriptionHtml,
    categoryId: details.categoryId,
    subcategoryId: details.subcategoryId,
    formatId: details.formatId,
    tags: details.tags,
    isOnline: details.online,
    onlineUrl: merged.online ? details.onlineUrl : null,
    refundPolicy: details.refundPolicy,
    schedulePlan: details.schedulePlan,
    taxOverride: details.taxOverride,
    reminderHours,
    requiresApproval: details.requiresApproval,
    ...place,
  })
  // Approval and reminders are settings whose changes the organization's trail records (decision 068).
  await recordSettingChanges(tx, {
    organizerId: current.organizerId,
    actorUserId: audit.actorUserId,
    type: 'event.settings_changed',
    subject: { event_id: current.id, event_name: current.name },
    changes: computeSettingChanges(
      { requires_approval: current.requiresApproval, reminder_hours: current.reminderHours },
      { requires_approval: details.requiresApproval, reminder_hours: reminderHours },
    ),
    now: audit.now,
  })
}

function placeAndTime(event: EditableEventRow): EventPlaceAndTime {
  return { startAt: event.startAt, endAt: event.endAt, timeZone: event.timeZone, place: computePlaceText(event) }
}

// Issue 20: "a time or place change emails ticket holders", in the change's own transaction (the outbox),
// so that no change is committed without its notices queued. Drafts and past events have no one to tell.
async function emailTicketHoldersOfChanges(tx: Db, before: EditableEventRow, eventId: number, siteUrl: string): Promise<void> {
  const after = await findEditableEventById(tx, eventId)
  if (!after || after.status !== 'live') return
  const changes = computeEventChanges(placeAndTime(before), placeAndTime(after))
  if (changes.length === 0) return
  const event = { id: after.id, name: after.name, url: `${siteUrl}${eventPath(after.nameSlug, after.id)}` }
  for (const holder of await findTicketHolderEmailsByEventId(tx, eventId)) {
    await enqueueEmail(tx, computeEventChangeEmail({ to: holder.email, name: holder.name, event, changes, after: placeAndTime(after), locale: holder.locale }))
  }
}

/**
 * Changes an event's name, summary or dates (the first event writer; the creator issue extends it), then
 * drops what the change affects from every instance's caches (decision 005): a search, autocomplete or
 * home feed served after this returns shows the change. An event must end after it starts; its picture
 * must be one of the editor's own uploads. A live event's new time or place is emailed to its ticket
 * holders (links on `siteUrl`).
 */
export async function updateEvent(
  { db, invalidateCaches, siteUrl = '', clock }: Pick<CoreDeps, 'db' | 'invalidateCaches'> & { siteUrl?: string; clock?: CoreDeps['clock'] },
  input: UpdateEventInput,
): Promise<EventCoreFields> {
  const updated = await db.transaction(async (tx) => {
    const before = await findEditableEventById(tx, input.eventId)
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
      timeZone: input.timeZone ?? current.timeZone,
    })
    if (!row) throw new AppError('NOT_FOUND', 'There is no such event.')
    if (input.details) await applyEventDetails(tx, input.eventId, input.details, row.timeZone, { actorUserId: input.actorUserId ?? null, now: clock?.now() ?? new Date() })
    if (before) await emailTicketHoldersOfChanges(tx, before, input.eventId, siteUrl)
    await insertWebhookOutboxRow(tx, input.eventId, 'event.updated', clock?.now() ?? new Date())
    return row
  })
  // After the commit, so that no instance reloads its caches from before the change.
  await invalidateCaches({ kind: 'event', ids: [input.eventId] })
  return updated
}
