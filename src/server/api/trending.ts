import { listTrendingSearches } from '@/core/discovery/list-trending-searches'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { TrendingQuerySchema } from '@/server/api-schemas/discovery-schemas'
import { z } from 'zod'

export const trendingEndpoint = {
  method: 'GET',
  path: '/api/v3/trending/',
  summary: 'Trending searches near a place',
  tags: ['discovery'],
  query: TrendingQuerySchema,
  response: z.object({
    trending: z.object({
      active_timeframe: z.enum(['day', 'week', 'month']),
      trending_searches: z.array(z.object({ term: z.string() })),
    }),
  }),
  errors: [400, 404],
} satisfies Endpoint

export const GET = handleGet(
  trendingEndpoint,
  async (q) => listTrendingSearches(await getDeps(), { locationSlug: q.location, timeframe: q.timeframe }),
  { cacheControl: 'public, max-age=300' },
)
