// The rules an event's editable details follow (issue 20): its taxonomy is ours and a venue is a place
// picked from the suggestions; shared by the draft's creation and its later changes.
import { getCategoryById } from '@/core/taxonomy/categories'
import { getFormatById } from '@/core/taxonomy/formats'
import { getSubcategoryById } from '@/core/taxonomy/subcategories'
import type { DraftVenueInput } from './create-event-draft'
import type { RecurrencePlan } from './recurrence-plan'
import type { TaxSettings } from '@/core/ticketing/taxes'

/** What the editor's later steps change (PATCH /api/v3/events/{id}/); undefined keeps a field. */
export type EventDetailsInput = {
  descriptionHtml?: string
  categoryId?: number
  subcategoryId?: number | null
  formatId?: number
  tags?: string[]
  online?: boolean
  onlineUrl?: string | null
  venue?: DraftVenueInput | null
  refundPolicy?: string
  /** A draft's planned schedule (recurrence-plan.ts), or null for one date. */
  schedulePlan?: RecurrencePlan | null
  /** The event's own tax settings (decision 043), or null to follow its organizer's. */
  taxOverride?: TaxSettings | null
  /** Hours before the start buyers are reminded (order-reminders.ts, decision 061); [] for none. */
  reminderHours?: number[]
  /** Decision 064: registrations wait for the organizer's approval; affects new registrations only. */
  requiresApproval?: boolean
}

export type EventPlaceAndTaxonomy = {
  categoryId: number
  subcategoryId?: number | null
  formatId: number
  online: boolean
  venue?: DraftVenueInput | null
}

/**
 * The taxonomy must be ours (a subcategory of its category) and a venue a place picked from the
 * suggestions (with coordinates) of an event that is not online; keyed by API field.
 */
export function computeEventDetailProblems(e: EventPlaceAndTaxonomy): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  if (!getCategoryById(e.categoryId)) problems.category_id = ['is not a category']
  if (!getFormatById(e.formatId)) problems.format_id = ['is not a format']
  if (e.subcategoryId != null && getSubcategoryById(e.subcategoryId)?.categoryId !== e.categoryId) {
    problems.subcategory_id = ['is not a subcategory of the category']
  }
  if (!e.online && e.venue && (e.venue.latitude === undefined || e.venue.longitude === undefined)) {
    problems.venue = ['needs latitude and longitude: choose the place from the suggestions']
  }
  if (e.online && e.venue) problems.venue = ['must be null for an online event']
  return problems
}
