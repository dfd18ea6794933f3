// PATCH /api/v3/events/{event_id}/: the first event writer (issue 18); its organizer may change it too
// (issue 20), anyone else gets 404. Contract and handler in one module; managed-event.ts, mounted at this
// path with the GET and DELETE, re-exports it.
import { eventPath } from '@/core/events/event-json'
import { updateEvent } from '@/core/events/update-event'
import { setEventVisibility } from '@/core/events/set-event-visibility'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { findManagedEvent } from '@/core/creators/managed-event-access'
import { managerOf, requireViewer } from '@/server/request-viewer'
import { siteOrigin } from '@/server/ticketing'
import { z } from 'zod'
import { isRealLocalTime, localTimeToInstant } from '@/core/creators/creator-rules'
import { isTimeZone } from '@/core/creators/create-event-draft'
import { WEEKDAYS, type RecurrencePlan, type WeekdayCode } from '@/core/creators/recurrence-plan'
import { MAX_OCCURRENCES } from '@/core/creators/schedule-rules'
import { sanitizeDescription } from '@/core/events/sanitize-description'
import { AppError } from '@/core/shared/app-error'
import { parseTaxSettingsBody } from '@/core/creators/tax-settings'
import { MAX_REMINDER_HOURS, MAX_REMINDERS, MIN_REMINDER_HOURS } from '@/core/ticketing/order-reminders'
import { CreateEventBodySchema, LocalTime, toDraftVenueInput, Venue } from './creator-schemas'

const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text))

const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2027-01-15')
const weekdayCodes = WEEKDAYS.map((d) => d.code) as [WeekdayCode, ...WeekdayCode[]]

const SchedulePlanSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weekly'), days: z.array(z.enum(weekdayCodes)).max(7), last_date: LocalDate }),
  z.strictObject({ kind: z.literal('monthly'), last_date: LocalDate }),
  z.strictObject({ kind: z.literal('dates'), dates: z.array(LocalDate).min(1).max(MAX_OCCURRENCES - 1) }),
])

function toRecurrencePlan(plan: z.infer<typeof SchedulePlanSchema> | null | undefined): RecurrencePlan | null | undefined {
  if (!plan) return plan
  if (plan.kind === 'dates') return { kind: 'dates', dates: plan.dates }
  return plan.kind === 'weekly' ? { kind: 'weekly', days: plan.days, lastDate: plan.last_date } : { kind: 'monthly', lastDate: plan.last_date }
}

export const UpdateEventBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(140).optional(),
    summary: z.string().trim().max(500).optional(),
    start_utc: instant.optional(),
    end_utc: instant.optional(),
    // Eventbrite's name for the event's picture: a media id from POST /api/v3/media/upload/, or null.
    logo_id: z.string().regex(/^\d{1,9}$/, 'must be a media id').nullable().optional(),
    // The editor's steps (issue 20): the draft's own fields, as POST /api/v3/events/ takes them.
    start: LocalTime.optional(),
    end: LocalTime.optional(),
    description_html: CreateEventBodySchema.shape.description_html,
    category_id: CreateEventBodySchema.shape.category_id.optional(),
    subcategory_id: z.coerce.number().int().positive().nullable().optional(),
    format_id: CreateEventBodySchema.shape.format_id.optional(),
    tags: CreateEventBodySchema.shape.tags,
    online: z.boolean().optional(),
    online_url: CreateEventBodySchema.shape.online_url.unwrap().nullable().optional(),
    venue: Venue.nullable().optional(),
    refund_policy: CreateEventBodySchema.shape.refund_policy,
    // Issue 20: a draft's planned schedule, saved at the When step and turned into dates at publishing.
    schedule_plan: SchedulePlanSchema.nullable().optional(),
    // Issue 37 point 4: the event's own tax settings, null to follow the organizer's (decision 043).
    tax: CreateEventBodySchema.shape.tax,
    // Issue 40: hours before the start its buyers are reminded by email (decision 061); [] switches them off.
    reminder_hours: z
      .array(z.int().min(MIN_REMINDER_HOURS).max(MAX_REMINDER_HOURS))
      .max(MAX_REMINDERS)
      .refine((hours) => new Set(hours).size === hours.length, 'must not repeat an offset')
      .optional(),
    // Issue 40 "Visibility" (decision 060): unlisted (false) or listed, and a private event's password
    // (write-only, stored hashed; null or '' removes it).
    listed: CreateEventBodySchema.shape.listed,
    password: CreateEventBodySchema.shape.password,
    invitation_only: CreateEventBodySchema.shape.invitation_only,
    requires_approval: CreateEventBodySchema.shape.requires_approval,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Name at least one field to change.' })

export const updateEventEndpoint = {
  method: 'PATCH',
  path: '/api/v3/events/{event_id}/',
  summary: 'Change an event: its name, summary, dates, picture, description, taxonomy, tags, place, refund policy, tax or reminders',
  description:
    'Fields left out keep their value; times are ISO 8601 with an offset (`start_utc`, `end_utc`) or wall-clock times in the venue’s zone (`start` and `end` together, as POST /api/v3/events/ takes them, which also move the event to that zone); `description_html` is sanitised; `venue` (with coordinates) or `online` with `online_url` set the place; the end must be after the start; `logo_id` is a media id the caller uploaded (POST /api/v3/media/upload/), or null to remove the picture; `schedule_plan` (a draft only) saves a weekly, monthly or list-of-dates schedule whose dates become the series’ events at publishing, null for one date; `tax` (as PUT /api/v3/organizations/me/tax/ takes it) overrides the organizer’s tax settings for this event, null following them again; `reminder_hours` (up to 4 distinct whole hours, 1–336) says how long before the start its buyers get a reminder email, `[]` switching reminders off (default `[24, 2]`); `listed: false` makes the event unlisted (reached by its link only: never in search, home, feeds, autocomplete, "for you", organizer pages or the concierge, and its page is not indexed); `password` (4 to 128 characters, write-only, stored hashed; null removes it) makes it private: its page, ticket classes and checkout ask for it first (the event answers `has_password`); `invitation_only: true` makes it private to the people on its invitation list (POST /api/v3/events/{event_id}/invitations/); `requires_approval: true` (decision 064) makes every new registration wait for the organizer’s approval (a paid one’s card only authorised until then; registrations made before keep what they had). ' +
    'Searches, autocomplete and home feeds on every app instance show the change within a second. The event’s organizer or staff; anyone else 404.',
  tags: ['events'],
  body: UpdateEventBodySchema,
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    summary: z.string(),
    start_utc: z.string(),
    end_utc: z.string(),
    time_zone: z.string(),
    url: z.string(),
    logo_id: z.string().nullable(),
  }),
  errors: [400, 401, 404],
} satisfies Endpoint

// Wall-clock start and end in one zone (the venue's), as the draft was created: both or neither.
function localTimes(start: z.infer<typeof LocalTime> | undefined, end: z.infer<typeof LocalTime> | undefined) {
  if (!start && !end) return null
  const errors: Record<string, string[]> = {}
  if (!start || !end) errors[start ? 'end' : 'start'] = ['is needed with the other one']
  if (start && !isTimeZone(start.timezone)) errors['start.timezone'] = ['is not a time zone']
  if (start && !isRealLocalTime(start.local)) errors['start.local'] = ['is not a date and time on the calendar']
  if (end && !isRealLocalTime(end.local)) errors['end.local'] = ['is not a date and time on the calendar']
  if (start && end && end.timezone !== start.timezone) errors['end.timezone'] = ['must be the start’s time zone']
  if (Object.keys(errors).length > 0 || !start || !end) throw new AppError('INVALID_ARGUMENT', 'Some fields are not valid.', errors)
  return { startAt: localTimeToInstant(start.local, start.timezone), endAt: localTimeToInstant(end.local, start.timezone), timeZone: start.timezone }
}

export async function PATCH(request: Request, ctx: PathContext<{ eventId: string }>): Promise<Response> {
  return handleJson(updateEventEndpoint, async (body) => {
    const viewer = await requireViewer(request)
    const eventId = parseIdParam((await ctx.params).eventId, 'event')
    const deps = await getDeps()
    // Staff kept the write they had before organizers could edit (issue 18's tools rely on it).
    if (!viewer.isStaff) await findManagedEvent(deps.db, eventId, managerOf(viewer), 'write')
    const local = localTimes(body.start, body.end)
    const event = await updateEvent({ ...deps, siteUrl: siteOrigin() }, {
      eventId,
      name: body.name,
      summary: body.summary,
      startAt: local?.startAt ?? body.start_utc,
      endAt: local?.endAt ?? body.end_utc,
      timeZone: local?.timeZone,
      details: {
        descriptionHtml: body.description_html === undefined ? undefined : sanitizeDescription(body.description_html),
        categoryId: body.category_id,
        subcategoryId: body.subcategory_id,
        formatId: body.format_id,
        tags: body.tags,
        online: body.online,
        onlineUrl: body.online_url,
        venue: body.venue && toDraftVenueInput(body.venue),
        refundPolicy: body.refund_policy,
        schedulePlan: toRecurrencePlan(body.schedule_plan),
        reminderHours: body.reminder_hours,
        requiresApproval: body.requires_approval,
        taxOverride: body.tax === undefined ? undefined : body.tax === null ? null : parseTaxSettingsBody(body.tax, 'tax.'),
      },
      image: body.logo_id === undefined ? undefined : { mediaId: body.logo_id === null ? null : Number(body.logo_id), byUserId: viewer.id },
      actorUserId: viewer.id,
    })
    await setEventVisibility(deps, { eventId, listed: body.listed, password: body.password, invitationOnly: body.invitation_only, actorUserId: viewer.id })
    return {
      id: event.id,
      name: event.name,
      summary: event.summary,
      start_utc: event.startAt.toISOString(),
      end_utc: event.endAt.toISOString(),
      time_zone: event.timeZone,
      url: eventPath(event.nameSlug, event.id),
      logo_id: event.imageId === null ? null : String(event.imageId),
    }
  })(request)
}
