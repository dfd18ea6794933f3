// "Forgot password?" (issue 21): one answer whatever the address, so it tells nobody who has an account.
import 'server-only'
import { z } from 'zod'
import { requestPasswordReset } from '@/core/accounts/request-password-reset'
import { EmailSchema } from '@/server/api-schemas/auth-schemas'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import { computePreferredLocale } from '@/core/i18n/page-locale'

export const RESET_REQUESTED = 'If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.'

export const requestPasswordResetEndpoint = {
  method: 'POST',
  path: '/home/api/auth/password-reset/request/',
  summary: 'Email a password reset link',
  description:
    'Queues an email with a single-use link (valid one hour) to the account with this address, if any. The answer is the same whether or not an account exists. Rate-limited per address and per IP (429 with Retry-After).',
  tags: ['auth'],
  body: z.object({ email: EmailSchema }),
  response: z.object({ message: z.string() }),
  errors: [400, 403, 429],
} satisfies Endpoint

export const POST = handleJson(
  requestPasswordResetEndpoint,
  async (body, request) => {
    await requestPasswordReset(await getDeps(), { email: body.email, ip: clientAddress(request), siteUrl: env().siteUrl, locale: computePreferredLocale(request.headers.get('accept-language')) })
    return { message: RESET_REQUESTED }
  },
  { successStatus: 202 },
)
