// Confirming an email address from the verification email (issue 21). A POST from the page's button, not
// the GET of the link itself: mail scanners that open links must not use up the token.
import 'server-only'
import { z } from 'zod'
import { verifyEmail } from '@/core/accounts/verify-email'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'

export const verifyEmailEndpoint = {
  method: 'POST',
  path: '/home/api/auth/verify-email/',
  summary: 'Confirm an email address',
  description:
    'Takes the token of an email verification link and marks the account\'s address as verified (`emailVerified` on the user). The link works once; a used, expired or unknown one answers 400 with an argument error on `token`.',
  tags: ['auth'],
  body: z.object({ token: z.string().min(1, 'The link is incomplete.').max(200, 'The link is not valid.') }),
  response: z.object({ emailVerified: z.literal(true) }),
  errors: [400, 403],
} satisfies Endpoint

export const POST = handleJson(verifyEmailEndpoint, async (body) => {
  await verifyEmail(await getDeps(), { token: body.token })
  return { emailVerified: true as const }
})
