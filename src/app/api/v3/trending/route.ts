import { listTrendingSearches } from '@/core/discovery/list-trending-searches'
import { handleGet } from '@/server/api-handler'
import { trendingEndpoint } from '@/server/api-schemas/discovery-schemas'
import { getDeps } from '@/server/get-deps'

export const GET = handleGet(
  trendingEndpoint,
  async (q) => listTrendingSearches(await getDeps(), { locationSlug: q.location, timeframe: q.timeframe }),
  { cacheControl: 'public, max-age=300' },
)
