import { getFeatureFlags } from '@/core/feature-flags/get-feature-flags'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireStaff } from '@/server/request-viewer'
import { FlagsSchema } from '@/server/api-schemas/account-schemas'
import { z } from 'zod'

export const listFlagsEndpoint = {
  method: 'GET',
  path: '/api/v3/admin/feature-flags/',
  summary: 'Staff: the feature flags',
  description: 'The spec §3 flags and chatbotEnabled. Staff only.',
  tags: ['admin'],
  query: z.object({}),
  response: z.object({ flags: FlagsSchema }),
  errors: [401, 403],
} satisfies Endpoint

export const GET = handleGet(listFlagsEndpoint, async (_query, request) => {
  await requireStaff(request)
  return { flags: await getFeatureFlags(await getDeps()) }
})
