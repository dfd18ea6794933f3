import { signOut } from '@/core/accounts/sign-out'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { readSessionToken, sessionClearCookie } from '@/server/session-cookie'
import { z } from 'zod'

export const signOutEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signout/',
  summary: 'Sign out',
  description: 'Deletes the session and clears its cookie. 204.',
  tags: ['auth'],
  body: z.object({}),
  response: z.null(),
  errors: [403],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  const response = await handleJson(signOutEndpoint, async () => {
    await signOut(await getDeps(), readSessionToken(request))
    return undefined
  })(request)
  response.headers.append('Set-Cookie', sessionClearCookie(request))
  return response
}
