import { signIn } from '@/core/accounts/sign-in'
import { handleJson } from '@/server/api-handler'
import { signInEndpoint } from '@/server/api-schemas/auth-schemas'
import { getDeps } from '@/server/get-deps'
import { clientIp, readSessionToken, sessionSetCookie } from '@/server/session-cookie'

export async function POST(request: Request): Promise<Response> {
  let cookie: string | undefined
  const response = await handleJson(signInEndpoint, async (body) => {
    const session = await signIn(await getDeps(), {
      ...body,
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent'),
      previousToken: readSessionToken(request),
    })
    cookie = sessionSetCookie(request, session.token, session.expiresAt)
    return { publicId: session.publicId }
  })(request)
  if (cookie) response.headers.append('Set-Cookie', cookie)
  return response
}
