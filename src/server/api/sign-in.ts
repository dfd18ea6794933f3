import { env } from '@/env'
import { signIn } from '@/core/accounts/sign-in'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { readSessionToken, respondWithNewSession } from '@/server/session-cookie'
import { SignInBodySchema, SignedInResponseSchema } from '@/server/api-schemas/auth-schemas'

export const signInEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signin/',
  summary: 'Sign in with email and password',
  description:
    'Sets a brand-new session cookie (the previous session is ended). Wrong email or password: 401 with one message for both. Failures are capped per IP and slowed per account and IP together with growing delays (429 with Retry-After), so nobody can lock another\'s account. The password of a sign-up whose address is not confirmed yet answers 409 `EMAIL_NOT_VERIFIED` and mails the link again (decision 050).',
  tags: ['auth'],
  body: SignInBodySchema,
  response: SignedInResponseSchema,
  errors: [400, 401, 403, 409, 429],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return respondWithNewSession(request, (setSession) =>
    handleJson(signInEndpoint, async (body) => {
      const session = await signIn(await getDeps(), { ...body, ip: clientAddress(request), userAgent: request.headers.get('user-agent'), previousToken: readSessionToken(request), siteUrl: env().siteUrl })
      setSession(session)
      return { publicId: session.publicId }
    }),
  )
}
