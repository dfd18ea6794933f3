import { env } from '@/env'
import { signUp } from '@/core/accounts/sign-up'
import { handleJson } from '@/server/api-handler'
import { signUpEndpoint } from '@/server/api-schemas/auth-schemas'
import { getDeps } from '@/server/get-deps'
import { clientIp, readSessionToken, respondWithNewSession } from '@/server/session-cookie'

export async function POST(request: Request): Promise<Response> {
  return respondWithNewSession(request, (setSession) =>
    handleJson(
      signUpEndpoint,
      async (body) => {
        const session = await signUp(await getDeps(), { ...body, ip: clientIp(request), userAgent: request.headers.get('user-agent'), previousToken: readSessionToken(request), siteUrl: env().siteUrl })
        setSession(session)
        return { publicId: session.publicId }
      },
      { successStatus: 201 },
    ),
  )
}
