import { recordAnalyticsEvents } from '@/core/analytics/record-analytics-events'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { env } from '@/env'
import { RecordAnalyticsBodySchema } from '@/server/api-schemas/analytics-schemas'
import { z } from 'zod'
import { createHash } from 'node:crypto'
import { clientAddress } from '@/server/http/request-policy'
import { readSessionToken } from '@/server/session-cookie'

export const recordAnalyticsEndpoint = {
  method: 'POST',
  path: '/api/v3/analytics/',
  summary: 'Store analytics events pushed to the data layer',
  description:
    'The site collector of spec §7: `{ "events": [{ "event", "page", "at", "properties" }] }`, at most 50 per batch, names from the spec; at most 60 batches a minute and 1,200 an hour from one address (429); events about an event that is not published are dropped, and a page view or card click counts once per visitor, event and half hour; an EventCreateAttempt must carry eventCreateSource and pageArea (slugs) and hasPublish and hasPaidPublish (booleans). Answers `{ "stored": n }`.',
  tags: ['analytics'],
  body: RecordAnalyticsBodySchema,
  response: z.object({ stored: z.int() }),
  errors: [400, 403, 429],
} satisfies Endpoint

// A visitor is their session when they have one, else their address and browser: enough to count a
// page view once per person and half hour, and a hash so that the table holds no session token.
function visitorKeyOf(request: Request, ip: string): string {
  const session = readSessionToken(request)
  const who = session ? `s:${session}` : `a:${ip}:${request.headers.get('user-agent') ?? ''}`
  return createHash('sha256').update(who).digest('base64url')
}

export const POST = handleJson(recordAnalyticsEndpoint, async (body, request) => {
  const ip = clientAddress(request)
  return recordAnalyticsEvents(await getDeps(), { events: body.events, ip, visitorKey: visitorKeyOf(request, ip), batchesPerMinute: env().analyticsBatchesPerAddressPerMinute })
})
