import { z } from 'zod'
import { ANALYTICS_EVENT_NAMES, MAX_ANALYTICS_BATCH } from '@/core/analytics/analytics-event'

const MAX_PROPERTIES_JSON = 2000

const PropertyValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()])
const fitsInJson = [
  (value: object) => JSON.stringify(value).length <= MAX_PROPERTIES_JSON,
  { message: `properties take at most ${MAX_PROPERTIES_JSON} characters of JSON` },
] as const

const Properties = z.record(z.string().max(64), PropertyValue).refine(...fitsInJson)

// What the site sends as a source or page area: short slugs such as `scratch`, `ai`, `header`.
const AreaSlug = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'must be a lowercase slug of at most 40 characters')

/**
 * Spec §7: EventCreateAttempt carries eventCreateSource, pageArea, hasPublish and hasPaidPublish; an
 * attempt without them cannot be read, so it is refused rather than stored.
 */
const EventCreateAttemptProperties = z
  .object({
    eventCreateSource: AreaSlug,
    pageArea: AreaSlug,
    hasPublish: z.boolean(),
    hasPaidPublish: z.boolean(),
  })
  .catchall(PropertyValue)
  .refine(...fitsInJson)

/** The longest page stored; the client cuts to it too (track.ts MAX_PAGE_LENGTH). */
export const MAX_STORED_PAGE_LENGTH = 500
// A URL path longer than this never reached our server (Node refuses request heads over 16 KB): such a
// page is not a real one and the batch is refused.
const MAX_SENT_PAGE_LENGTH = 16_384

const eventFields = {
  // A long page is a real one (a results path with a long percent-encoded non-Latin query is 9 characters
  // a letter): it is cut, not refused, so its batch of up to 50 events is not lost over one field.
  page: z
    .string()
    .max(MAX_SENT_PAGE_LENGTH)
    .transform((page) => page.slice(0, MAX_STORED_PAGE_LENGTH))
    .default(''),
  at: z.string().max(40).optional(),
}

export const AnalyticsEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('EventCreateAttempt'),
    ...eventFields,
    properties: EventCreateAttemptProperties,
  }),
  z.object({
    event: z.enum(ANALYTICS_EVENT_NAMES).exclude(['EventCreateAttempt']),
    ...eventFields,
    properties: Properties.default({}),
  }),
])

export const RecordAnalyticsBodySchema = z.object({
  events: z.array(AnalyticsEventSchema).min(1).max(MAX_ANALYTICS_BATCH),
})

