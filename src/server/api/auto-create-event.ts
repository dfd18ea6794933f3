// POST /api/v3/events/auto_create/ (issue 20, "Create my event faster with AI"): a few answers → 201 with
// a complete draft and its ticket classes, written by the configured language model or, without one or
// when it fails, by the built-in writer.
import 'server-only'
import { z } from 'zod'
import { autoCreateEvent } from '@/core/creators/auto-create-event'
import { MOODS } from '@/core/creators/auto-create-moods'
import { getManagedEvent } from '@/core/creators/get-managed-event'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getLanguageModelDeps } from '@/server/get-deps'
import { renderHouseStyleCover } from '@/server/house-style-cover'
import { requestOrigin } from '@/server/http/request-policy'
import { requireViewer, managerOf } from '@/server/request-viewer'
import { LocalTime, ManagedEventSchema, Venue } from './creator-schemas'
import { addTicketClassEndpoint } from './event-ticket-classes'
import { CurrencyCodeSchema } from '@/server/api-schemas/money-schema'

const PlacedVenue = Venue.extend({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })

const Answers = z.strictObject({
  what: z.string().trim().min(3).max(500),
  when: z.strictObject({ start: LocalTime, duration_minutes: z.int().min(15).max(14 * 24 * 60).default(120) }),
  where: z
    .strictObject({ online: z.boolean(), online_url: z.url({ protocol: /^https?$/ }).max(2000).optional(), venue: PlacedVenue.nullable().optional() })
    .refine((w) => w.online || Boolean(w.venue), { message: 'Name a venue, or make the event online.', path: ['venue'] })
    .refine((w) => !w.online || !w.venue, { message: 'must be left out for an online event', path: ['venue'] }),
  price: z.strictObject({ currency: CurrencyCodeSchema, value: z.int().min(0).max(100_000_000) }),
  capacity: z.int().min(1).max(1_000_000),
  mood: z.enum(MOODS).default('relaxed'),
})

export const autoCreateEventEndpoint = {
  method: 'POST',
  path: '/api/v3/events/auto_create/',
  summary: 'Create an event draft from a few answers',
  description:
    'What, when (a local start in its time zone and a duration), where (a venue from the place autocomplete, or online), price (`value` in minor units, 0 for free), capacity and mood. ' +
    'Answers 201 with a complete draft: title, summary, description, category, subcategory, format, tags and ticket classes (an early-bird class for a paid event three weeks away or more). ' +
    '`generated_by` says whether the configured language model wrote the texts or the built-in writer did (no model, or its answer failed). 401 without a session. 10 wizard drafts per account an hour, and 30 new drafts in all (with those from scratch), then 429 with Retry-After.',
  tags: ['creators'],
  body: z.strictObject({ answers: Answers }),
  response: z.object({
    event: ManagedEventSchema,
    ticket_classes: z.array(addTicketClassEndpoint.response.shape.ticket_class),
    generated_by: z.enum(['language_model', 'built_in']),
  }),
  errors: [400, 401, 429],
} satisfies Endpoint

export const POST = handleJson(
  autoCreateEventEndpoint,
  async ({ answers }, request) => {
    const viewer = await requireViewer(request)
    const deps = await getLanguageModelDeps()
    const v = answers.where.venue
    const result = await autoCreateEvent({ ...deps, renderCover: renderHouseStyleCover }, {
      creatorUserId: viewer.id,
      answers: {
        what: answers.what,
        when: { start: answers.when.start, durationMinutes: answers.when.duration_minutes },
        where: v
          ? { online: false, venue: { name: v.name, address1: v.address_1, city: v.city, region: v.region, postalCode: v.postal_code, country: v.country, latitude: v.latitude, longitude: v.longitude } }
          : { online: true, onlineUrl: answers.where.online_url },
        price: { currency: answers.price.currency, valueMinor: answers.price.value },
        capacity: answers.capacity,
        mood: answers.mood,
      },
    })
    const manager = managerOf(viewer)
    const event = await getManagedEvent(deps, { eventId: result.eventId, manager, origin: requestOrigin() })
    return { event, ticket_classes: result.ticketClasses, generated_by: result.generatedBy }
  },
  { successStatus: 201 },
)
