import { z } from 'zod'
import { ANALYTICS_EVENT_NAMES, MAX_ANALYTICS_BATCH } from '@/core/analytics/analytics-event'
import type { Endpoint } from '../api-handler'

const MAX_PROPERTIES_JSON = 2000

const Properties = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_JSON, {
    message: `properties take at most ${MAX_PROPERTIES_JSON} characters of JSON`,
  })

export const AnalyticsEventSchema = z.object({
  event: z.enum(ANALYTICS_EVENT_NAMES),
  page: z.string().max(500).default(''),
  at: z.string().max(40).optional(),
  properties: Properties.default({}),
})

export const RecordAnalyticsBodySchema = z.object({
  events: z.array(AnalyticsEventSchema).min(1).max(MAX_ANALYTICS_BATCH),
})

export const recordAnalyticsEndpoint = {
  method: 'POST',
  path: '/api/v3/analytics/',
  summary: 'Store analytics events pushed to the data layer',
  description:
    'The site collector of spec §7: `{ "events": [{ "event", "page", "at", "properties" }] }`, at most 50 per batch, names from the spec. Answers `{ "stored": n }`.',
  tags: ['analytics'],
  body: RecordAnalyticsBodySchema,
  response: z.object({ stored: z.int() }),
  errors: [400, 403],
} satisfies Endpoint
