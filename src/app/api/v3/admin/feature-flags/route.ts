import { getFeatureFlags } from '@/core/feature-flags/get-feature-flags'
import { handleGet } from '@/server/api-handler'
import { listFlagsEndpoint } from '@/server/api-schemas/account-schemas'
import { getDeps } from '@/server/get-deps'
import { requireStaff } from '@/server/viewer'

export const GET = handleGet(listFlagsEndpoint, async (_query, request) => {
  await requireStaff(request)
  return { flags: await getFeatureFlags(await getDeps()) }
})
