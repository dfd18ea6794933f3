import { searchAdmin } from '@/core/accounts/search-admin'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { requireStaff } from '@/server/request-viewer'
import { optionalText } from '@/server/api-schemas/query-params'
import { z } from 'zod'

export const adminSearchEndpoint = {
  method: 'GET',
  path: '/api/v3/admin/search/',
  summary: 'Staff: find users and events',
  description: 'Users by email or name, events by id or name. Staff only (401/403).',
  tags: ['admin'],
  query: z.object({ q: optionalText(200) }),
  response: z.object({ users: z.array(z.object({}).loose()), events: z.array(z.object({}).loose()) }),
  errors: [400, 401, 403],
} satisfies Endpoint

export const GET = handleGet(adminSearchEndpoint, async (query, request) => {
  await requireStaff(request)
  return searchAdmin(await getDeps(), { text: query.q ?? '' })
})
