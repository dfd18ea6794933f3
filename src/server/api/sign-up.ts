import { env } from '@/env'
import { computeSafeReferrer } from '@/core/accounts/safe-referrer'
import { signUp } from '@/core/accounts/sign-up'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { SignUpBodySchema, SignUpResponseSchema } from '@/server/api-schemas/auth-schemas'
import { computePreferredLocale } from '@/core/i18n/page-locale'

export const signUpEndpoint = {
  method: 'POST',
  path: '/home/api/auth/signup/',
  summary: 'Start an account: mail the link that confirms the address',
  description:
    'Signs nobody in (decision 050): answers 201 `{status: "confirmation_sent", email}` and mails the address a link that makes the account and signs its opener in, then goes to `referrer` (our own path; `/` otherwise). A taken address answers exactly alike, with no cookie either, and its owner is emailed instead (issue 21 finding 8). Rate-limited per IP and per email (429 with Retry-After).',
  tags: ['auth'],
  body: SignUpBodySchema,
  response: SignUpResponseSchema,
  errors: [400, 403, 429],
} satisfies Endpoint

export const POST = handleJson(
  signUpEndpoint,
  async (body, request) => {
    const outcome = await signUp(await getDeps(), {
      ...body,
      referrer: computeSafeReferrer(body.referrer),
      ip: clientAddress(request),
      siteUrl: env().siteUrl,
      signUpsPerAddress: env().signUpsPerAddressPerHour,
      locale: computePreferredLocale(request.headers.get('accept-language')),
    })
    return { status: 'confirmation_sent' as const, email: outcome.email }
  },
  { successStatus: 201 },
)
