import { recordAnalyticsEvents } from '@/core/analytics/record-analytics-events'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { RecordAnalyticsBodySchema } from '@/server/api-schemas/analytics-schemas'
import { z } from 'zod'

export const recordAnalyticsEndpoint = {
  method: 'POST',
  path: '/api/v3/analytics/',
  summary: 'Store analytics events pushed to the data layer',
  description:
    'The site collector of spec §7: `{ "events": [{ "event", "page", "at", "properties" }] }`, at most 50 per batch, names from the spec; an EventCreateAttempt must carry eventCreateSource and pageArea (slugs) and hasPublish and hasPaidPublish (booleans). Answers `{ "stored": n }`.',
  tags: ['analytics'],
  body: RecordAnalyticsBodySchema,
  response: z.object({ stored: z.int() }),
  errors: [400, 403],
} satisfies Endpoint

export const POST = handleJson(recordAnalyticsEndpoint, async (body) =>
  recordAnalyticsEvents(await getDeps(), { events: body.events }),
)
