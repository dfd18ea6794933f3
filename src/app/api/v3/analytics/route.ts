import { recordAnalyticsEvents } from '@/core/analytics/record-analytics-events'
import { handleJson } from '@/server/api-handler'
import { recordAnalyticsEndpoint } from '@/server/api-schemas/analytics-schemas'
import { getDeps } from '@/server/get-deps'

export const POST = handleJson(recordAnalyticsEndpoint, async (body) =>
  recordAnalyticsEvents(await getDeps(), { events: body.events }),
)
