// POST /api/v3/events/: a new event as a draft (issue 20). The creator's first event also creates their
// organizer profile, named after them, which they edit later at /myprofile/.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import type { RateLimitRule } from '@/core/accounts/rate-limits'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import type { TaxSettings } from '@/core/ticketing/taxes'
import { findOrganizerByOwner, findUserFullName, insertDraftEvent, insertOrganizer, insertVenue, type NewVenue } from './creator-drafts-repository'
import { isRealLocalTime, localTimeToInstant } from './creator-rules'
import { computeEventDetailProblems } from './event-detail-rules'

export type LocalTime = { local: string; timezone: string }

/**
 * New events one account may start an hour, from scratch or with the AI-assisted wizard (copies have their
 * own rule, duplicate-event.ts): each writes an event, its venue and, the first time, an organizer, so a
 * loop of them would fill the database cheaply; an organizer entering a season stays well within it.
 */
export const EVENT_DRAFTS_PER_ACCOUNT: RateLimitRule = { name: 'event-draft-account', limit: 30, windowSeconds: 60 * 60 }

export type DraftVenueInput = {
  name: string
  address1: string
  city: string
  region?: string
  postalCode?: string
  country: string
  latitude?: number
  longitude?: number
}

export type CreateEventDraftInput = {
  creatorUserId: number
  name: string
  summary: string
  descriptionHtml: string
  categoryId: number
  subcategoryId?: number
  formatId: number
  start: LocalTime
  end: LocalTime
  online: boolean
  onlineUrl?: string
  venue: DraftVenueInput | null
  tags: string[]
  refundPolicy: string
  /** The event's own tax settings (decision 043); null or left out follows the organizer's. */
  taxOverride?: TaxSettings | null
  /** Decision 064: registrations wait for the organizer's approval. */
  requiresApproval?: boolean
}

/** A picked venue as its row (the checks above guarantee its coordinates). */
export function toVenueRow(v: DraftVenueInput, timeZone: string): NewVenue {
  return {
    name: v.name,
    address1: v.address1,
    city: v.city,
    region: v.region ?? null,
    postalCode: v.postalCode ?? null,
    countryCode: v.country,
    latitude: v.latitude!,
    longitude: v.longitude!,
    timeZone,
  }
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

function checkDraft(input: CreateEventDraftInput): ArgumentErrors {
  const errors: ArgumentErrors = computeEventDetailProblems(input)
  if (!isTimeZone(input.start.timezone)) errors['start.timezone'] = ['is not a time zone']
  if (!isRealLocalTime(input.start.local)) errors['start.local'] = ['is not a date and time on the calendar']
  if (!isRealLocalTime(input.end.local)) errors['end.local'] = ['is not a date and time on the calendar']
  if (input.end.timezone !== input.start.timezone) errors['end.timezone'] = ['must be the start’s time zone']
  return errors
}

export async function createEventDraft(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: CreateEventDraftInput,
): Promise<{ eventId: number }> {
  const errors = checkDraft(input)
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
  const startAt = localTimeToInstant(input.start.local, input.start.timezone)
  const endAt = localTimeToInstant(input.end.local, input.start.timezone)
  if (endAt.getTime() <= startAt.getTime()) {
    throw new AppError('INVALID_ARGUMENT', 'An event must end after it starts.', { end: ['must be after the start'] })
  }
  const now = clock.now()
  return db.transaction(async (tx) => {
    // In the transaction: a draft that is not written (a failure below) is not counted either.
    await takeRateLimitHits(tx, now, [[EVENT_DRAFTS_PER_ACCOUNT, String(input.creatorUserId)]])
    const existing = await findOrganizerByOwner(tx, input.creatorUserId)
    const name = existing ? '' : (await findUserFullName(tx, input.creatorUserId))?.trim() || 'My organization'
    const organizer =
      existing ?? (await insertOrganizer(tx, { ownerUserId: input.creatorUserId, name, slug: slugifyPlaceName(name) || 'organizer', createdAt: now }))
    const v = input.online ? null : input.venue
    const venue = v ? await insertVenue(tx, toVenueRow(v, input.start.timezone)) : null
    const event = await insertDraftEvent(tx, {
      name: input.name,
      nameSlug: slugifyPlaceName(input.name) || 'event',
      summary: input.summary,
      descriptionHtml: input.descriptionHtml,
      startAt,
      endAt,
      timeZone: input.start.timezone,
      isOnline: input.online,
      onlineUrl: input.online ? (input.onlineUrl ?? null) : null,
      venueId: venue?.id ?? null,
      latitude: v?.latitude ?? null,
      longitude: v?.longitude ?? null,
      organizerId: organizer.id,
      categoryId: input.categoryId,
      subcategoryId: input.subcategoryId ?? null,
      formatId: input.formatId,
      tags: input.tags,
      refundPolicy: input.refundPolicy,
      taxOverride: input.taxOverride ?? null,
      requiresApproval: input.requiresApproval ?? false,
      createdAt: now,
    })
    return { eventId: event.id }
  })
}
