import { searchAdmin } from '@/core/accounts/search-admin'
import { handleGet } from '@/server/api-handler'
import { adminSearchEndpoint } from '@/server/api-schemas/account-schemas'
import { getDeps } from '@/server/get-deps'
import { requireStaff } from '@/server/viewer'

export const GET = handleGet(adminSearchEndpoint, async (query, request) => {
  await requireStaff(request)
  return searchAdmin(await getDeps(), { text: query.q ?? '' })
})
