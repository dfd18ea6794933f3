import { getCurrentUser } from '@/core/accounts/get-current-user'
import { handleGet, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { readSessionToken } from '@/server/session-cookie'
import { GetUserQuerySchema, GetUserResponseSchema } from '@/server/api-schemas/user-schemas'

export const getUserEndpoint = {
  method: 'GET',
  path: '/home/api/user/',
  summary: 'The signed-in user, or null',
  description: 'Answers `{ "user": null }` without a live session (spec §7).',
  tags: ['user'],
  query: GetUserQuerySchema,
  response: GetUserResponseSchema,
} satisfies Endpoint

export const GET = handleGet(getUserEndpoint, async (_query, request) => ({
  user: await getCurrentUser(await getDeps(), readSessionToken(request)),
}))
