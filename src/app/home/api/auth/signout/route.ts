import { signOut } from '@/core/accounts/sign-out'
import { handleJson } from '@/server/api-handler'
import { signOutEndpoint } from '@/server/api-schemas/auth-schemas'
import { getDeps } from '@/server/get-deps'
import { readSessionToken, sessionClearCookie } from '@/server/session-cookie'

export async function POST(request: Request): Promise<Response> {
  const response = await handleJson(signOutEndpoint, async () => {
    await signOut(await getDeps(), readSessionToken(request))
    return undefined
  })(request)
  response.headers.append('Set-Cookie', sessionClearCookie(request))
  return response
}
