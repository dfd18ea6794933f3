import { env } from '@/env'
import { signUp } from '@/core/accounts/sign-up'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { readSessionToken, respondWithNewSession } from '@/server/session-cookie'
import { SignUpBodySchema, SignedInResponseSchema } from '@/server/api-schemas/auth-schemas'
import { computePreferredLocale } from '@/core/i18n/page-locale'

export const signUpEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signup/',
  summary: 'Create an account and sign in',
  description:
    'Sets the HttpOnly session cookie and queues an email-verification email. Rate-limited per IP and per email (429 with Retry-After). A taken email answers exactly like a new one (201, same body and cookie shape) but signs nobody in; the owner is emailed instead (issue 21 finding 8).',
  tags: ['auth'],
  body: SignUpBodySchema,
  response: SignedInResponseSchema,
  errors: [400, 403, 429],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return respondWithNewSession(request, (setSession) =>
    handleJson(
      signUpEndpoint,
      async (body) => {
        const session = await signUp(await getDeps(), { ...body, ip: clientAddress(request), userAgent: request.headers.get('user-agent'), previousToken: readSessionToken(request), siteUrl: env().siteUrl, signUpsPerAddress: env().signUpsPerAddressPerHour, locale: computePreferredLocale(request.headers.get('accept-language')) })
        setSession(session)
        return { publicId: session.publicId }
      },
      { successStatus: 201 },
    ),
  )
}
