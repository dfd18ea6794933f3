import { getCurrentUser } from '@/core/accounts/get-current-user'
import { handleGet } from '@/server/api-handler'
import { getUserEndpoint } from '@/server/api-schemas/user-schemas'
import { getDeps } from '@/server/get-deps'
import { readSessionToken } from '@/server/session-cookie'

export const GET = handleGet(getUserEndpoint, async (_query, request) => ({
  user: await getCurrentUser(await getDeps(), readSessionToken(request)),
}))
