// POST /api/v3/events/{id}/duplicate/ (issue 38 point 15): a new draft made from one of the organizer's
// events, draft, live, past or cancelled, as Eventbrite's "Copy event" does: its details, venue, picture,
// ticket classes and discounts, under "Copy of {name}", and nothing of its life: no orders, tickets,
// sales, saves or promotion, every class and code unsold and unused. A series becomes one draft that keeps
// the series' plan, so publishing it makes a series again. Only the event's owner.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import type { RateLimitRule } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'
import { slugifyPlaceName } from '@/core/places/place-slug'
import { copyTicketClassesAndDiscounts, findEditableEventById, insertDraftEvent } from './creator-drafts-repository'
import { computeCopyName } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'

/**
 * Copies one account may make an hour: a copy writes an event with its classes and discounts, so a loop of
 * them would fill the database cheaply; an organizer copying a season's events stays well within it.
 */
export const EVENT_COPIES_PER_ACCOUNT: RateLimitRule = { name: 'event-copy-account', limit: 30, windowSeconds: 60 * 60 }

export type DuplicateEventInput = {
  eventId: number
  manager: Manager
  /** The copy's name, in the organizer's language; "Copy of {name}" when left out. */
  name?: string
}

export async function duplicateEvent({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>, input: DuplicateEventInput): Promise<{ eventId: number }> {
  const now = clock.now()
  return db.transaction(async (tx) => {
    await findManagedEvent(tx, input.eventId, { ...input.manager, isStaff: false }, 'write')
    const source = await findEditableEventById(tx, input.eventId)
    if (!source) throw new AppError('NOT_FOUND', 'There is no such event.')
    await takeRateLimitHits(tx, now, [[EVENT_COPIES_PER_ACCOUNT, String(input.manager.userId)]])
    const name = input.name ?? computeCopyName(source.name)
    const copy = await insertDraftEvent(tx, {
      name,
      nameSlug: slugifyPlaceName(name) || 'event',
      summary: source.summary,
      descriptionHtml: source.descriptionHtml,
      startAt: source.startAt,
      endAt: source.endAt,
      timeZone: source.timeZone,
      hideStartDate: source.hideStartDate,
      isOnline: source.isOnline,
      onlineUrl: source.onlineUrl,
      // Safe to share: the editor writes a changed venue as a row of its own (update-event.ts).
      venueId: source.venueId,
      latitude: source.latitude,
      longitude: source.longitude,
      organizerId: source.organizerId,
      categoryId: source.categoryId,
      subcategoryId: source.subcategoryId,
      formatId: source.formatId,
      tags: source.tags,
      imageId: source.imageId,
      ticketsBy: source.ticketsBy,
      ticketsUrl: source.ticketsUrl,
      refundPolicy: source.refundPolicy,
      reminderHours: source.reminderHours,
      schedulePlan: source.schedulePlan,
      currency: source.currency,
      taxOverride: source.taxOverride,
      // A copy of a private or unlisted event stays so (decision 060); its invitation list is not copied.
      listed: source.listed,
      passwordHash: source.passwordHash,
      invitationOnly: source.invitationOnly,
      createdAt: now,
    })
    await copyTicketClassesAndDiscounts(tx, source.id, copy.id)
    // The copy's price summary, from its own classes, as every class write keeps it (decision 052).
    await refreshEventPriceSummaries(tx, [copy.id], now)
    return { eventId: copy.id }
  })
}
