// Contracts shared by the creator endpoints (issue 20): the draft body and the organizer's view of an
// event (the public Event shape plus the online link only its organizer and ticket holders see).
import { z } from 'zod'
import { EventSchema } from '@/server/api-schemas/event-schemas'

export const LocalTime = z.strictObject({
  local: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'must be a local time such as 2026-12-20T19:00:00'),
  timezone: z.string().trim().min(1).max(64),
})

export const Venue = z.strictObject({
  name: z.string().trim().min(1).max(140),
  address_1: z.string().trim().max(200),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().max(100).optional(),
  postal_code: z.string().trim().max(20).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code such as US'),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
})

/** A venue of a request body as the use cases take it. */
export function toDraftVenueInput(venue: z.infer<typeof Venue>) {
  return {
    name: venue.name,
    address1: venue.address_1,
    city: venue.city,
    region: venue.region,
    postalCode: venue.postal_code,
    country: venue.country,
    latitude: venue.latitude,
    longitude: venue.longitude,
  }
}

/** Tax settings (decision 043): an organization's, or an event's override of them. */
export const TaxSettingsSchema = z
  .strictObject({
    mode: z.enum(['none', 'included', 'added']),
    rate_percent: z.number().min(0).max(100).optional(),
    legal_name: z.string().trim().max(200).optional(),
    address: z.string().trim().max(1000).optional(),
    tax_id: z.string().trim().max(100).optional(),
  })
  .meta({
    id: 'TaxSettings',
    description:
      '`none`, `included` (VAT/GST inside the price) or `added` (sales tax on top at checkout); `rate_percent` up to three decimals (8.875), above 0 when tax is charged, with the seller’s `legal_name`.',
  })

export const CreateEventBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(140),
  summary: z.string().trim().max(140),
  description_html: z.string().max(100_000).optional(),
  category_id: z.coerce.number().int().positive(),
  subcategory_id: z.coerce.number().int().positive().optional(),
  format_id: z.coerce.number().int().positive(),
  start: LocalTime,
  end: LocalTime,
  online: z.boolean(),
  online_url: z.url({ protocol: /^https?$/ }).max(2000).optional(),
  venue: Venue.nullable(),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  refund_policy: z.enum(['none', '1_day', '7_days', '30_days', 'contact_organizer']).optional(),
  // The event's own tax settings, overriding its organizer's; null (or left out) follows the organizer's.
  tax: TaxSettingsSchema.nullable().optional(),
  // Decision 060: false makes the event unlisted (its link only); a password makes it private. Write-only.
  listed: z.boolean().optional(),
  password: z.string().max(128).nullable().optional(),
  invitation_only: z.boolean().optional(),
  // Decision 064: every registration waits for the organizer's approval (a paid one's card only authorised).
  requires_approval: z.boolean().optional(),
})

export const ManagedEventSchema = EventSchema.extend({
  online_url: z.string().nullable(),
  tax: TaxSettingsSchema.required().nullable(),
  // Issue 40: how many hours before the start buyers are reminded (decision 061); [] when switched off.
  reminder_hours: z.array(z.int()),
}).meta({
  id: 'ManagedEvent',
  description: "The Event (API) shape as its organizer sees it: drafts included, and the online event's joining link.",
})

export const ManagedEventResponse = z.object({ event: ManagedEventSchema })
