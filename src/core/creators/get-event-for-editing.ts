// The editor's view of one event (issue 20, /manage/events/{id}/edit): every field it edits, as the
// creator typed it (wall-clock times in the event's zone), with its ticket classes and discounts. Only the
// organizer; staff and anyone else are told there is no such event (they never edit).
import { computeEventTax, isTaxMode, NO_TAX, type TaxRule } from '@/core/ticketing/taxes'
import { findOrganizerTaxSettings } from './organizer-profile-repository'
import { toTaxSettingsJson, type TaxSettingsJson } from './tax-settings'
import { computeLocalDateTimeParts } from '@/core/events/zoned-iso'
import { imageUrlForKey } from '@/core/images/image-optimizer-rules'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeReminderHours } from '@/core/ticketing/order-reminders'
import { findEditableEventById, findImageStorageKey, findTicketClassesAndDiscountsByEventId } from './creator-drafts-repository'
import { computePublishProblems } from './creator-rules'
import { findManagedEvent, type Manager } from './managed-event-access'
import { computeHiddenClassToken } from '@/core/events/event-access'
import type { RecurrencePlan } from './recurrence-plan'

export type EditableTicketClass = {
  id: number
  name: string
  free: boolean
  priceMinor: number
  currency: string
  capacity: number
  minPerOrder: number
  maxPerOrder: number
  salesStart: string | null
  salesEnd: string | null
  /** Decision 060: sold only through its direct link, whose `?tickets=` token is `ticketLink`. */
  hidden: boolean
  ticketLink: string | null
}

export type EditableDiscount = { id: number; kind: string; code: string | null; percentOff: number | null; amountOffMinor: number | null; quantityAvailable: number; endAt: string | null }

export type EditableEvent = {
  id: number
  status: string
  name: string
  summary: string
  descriptionHtml: string
  categoryId: number
  subcategoryId: number | null
  formatId: number
  tags: string[]
  timeZone: string
  startLocal: string
  endLocal: string
  isSeriesParent: boolean
  online: boolean
  onlineUrl: string | null
  venue: { name: string; address1: string; city: string; region: string | null; postalCode: string | null; country: string; latitude: number; longitude: number } | null
  refundPolicy: string
  /** Hours before the start its buyers are reminded (decision 061), longest first; [] for none. */
  reminderHours: number[]
  /** Decision 060: false for an unlisted event; `hasPassword` for a private one (the password is never read back). */
  listed: boolean
  hasPassword: boolean
  invitationOnly: boolean
  /** Decision 064: registrations wait for the organizer's approval. */
  requiresApproval: boolean
  /** The event's own tax settings (decision 043), null when it follows its organization's. */
  tax: TaxSettingsJson | null
  /** The tax its prices are shown with (its own, else its organization's): the editor's "Buyer pays" hint. */
  shownTax: TaxRule
  /** The planned schedule saved with the draft (issue 20), or null for one date. */
  schedulePlan: RecurrencePlan | null
  image: { id: number; url: string } | null
  ticketClasses: EditableTicketClass[]
  discounts: EditableDiscount[]
  /** What publishing would still refuse, keyed as the publish endpoint keys it. */
  publishProblems: Record<string, string[]>
}

function localText(date: Date, timeZone: string): string {
  const p = computeLocalDateTimeParts(date, timeZone)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** `secret`: the ticketing secret, which signs hidden classes' direct links (decision 060). */
export async function getEventForEditing({ db, clock, secret = '' }: Pick<CoreDeps, 'db' | 'clock'> & { secret?: string }, input: { eventId: number; manager: Manager }): Promise<EditableEvent> {
  await findManagedEvent(db, input.eventId, { ...input.manager, isStaff: false }, 'write')
  const e = await findEditableEventById(db, input.eventId)
  if (!e) throw new AppError('NOT_FOUND', 'There is no such event.')
  const [{ classes, discounts }, imageKey, organizerTax] = await Promise.all([
    findTicketClassesAndDiscountsByEventId(db, e.id),
    e.imageId === null ? null : findImageStorageKey(db, e.imageId),
    findOrganizerTaxSettings(db, e.organizerId),
  ])
  const override = e.taxOverride && isTaxMode(e.taxOverride.mode) ? { ...e.taxOverride, mode: e.taxOverride.mode } : null
  const shown = computeEventTax(organizerTax ?? NO_TAX, override)
  return {
    id: e.id,
    status: e.status,
    name: e.name,
    summary: e.summary,
    descriptionHtml: e.descriptionHtml,
    categoryId: e.categoryId,
    subcategoryId: e.subcategoryId,
    formatId: e.formatId,
    tags: e.tags,
    timeZone: e.timeZone,
    startLocal: localText(e.startAt, e.timeZone),
    endLocal: localText(e.endAt, e.timeZone),
    isSeriesParent: e.isSeriesParent,
    online: e.isOnline,
    onlineUrl: e.onlineUrl,
    venue: e.venue && {
      name: e.venue.name,
      address1: e.venue.address1,
      city: e.venue.city,
      region: e.venue.region,
      postalCode: e.venue.postalCode,
      country: e.venue.countryCode,
      latitude: e.venue.latitude,
      longitude: e.venue.longitude,
    },
    refundPolicy: e.refundPolicy,
    reminderHours: computeReminderHours(e.reminderHours),
    listed: e.listed,
    hasPassword: e.passwordHash !== null,
    invitationOnly: e.invitationOnly,
    requiresApproval: e.requiresApproval,
    tax: override ? toTaxSettingsJson(override) : null,
    shownTax: { mode: shown.mode, rateMilli: shown.rateMilli },
    schedulePlan: (e.schedulePlan as RecurrencePlan | null) ?? null,
    image: e.imageId !== null && imageKey ? { id: e.imageId, url: imageUrlForKey(imageKey) } : null,
    ticketClasses: classes.map((c) => ({
      id: c.id,
      name: c.name,
      free: c.kind === 'free' || c.priceMinor === 0,
      priceMinor: c.priceMinor,
      currency: c.currency,
      capacity: c.capacity,
      minPerOrder: c.minPerOrder,
      maxPerOrder: c.maxPerOrder,
      salesStart: c.salesStart?.toISOString() ?? null,
      salesEnd: c.salesEnd?.toISOString() ?? null,
      hidden: c.hidden,
      ticketLink: c.hidden && secret ? computeHiddenClassToken(secret, c.id) : null,
    })),
    discounts: discounts.map((d) => ({
      id: d.id,
      kind: d.kind,
      code: d.code,
      percentOff: d.percentOff,
      amountOffMinor: d.amountOffMinor,
      quantityAvailable: d.quantityAvailable,
      endAt: d.endAt?.toISOString() ?? null,
    })),
    publishProblems: computePublishProblems(
      { name: e.name, summary: e.summary, isOnline: e.isOnline, onlineUrl: e.onlineUrl, hasVenue: e.venueId !== null, startAt: e.startAt, endAt: e.endAt, ticketClassCount: classes.length },
      clock.now(),
    ),
  }
}
