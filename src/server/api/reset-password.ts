// Choosing a new password from the emailed link (issue 21): signs in here and ends every other session.
import 'server-only'
import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '@/core/accounts/account-rules'
import { resetPassword } from '@/core/accounts/reset-password'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { readSessionToken, respondWithNewSession } from '@/server/session-cookie'

export const resetPasswordEndpoint = {
  method: 'POST',
  path: '/home/api/auth/password-reset/',
  summary: 'Set a new password from a reset link',
  description:
    'Takes the token of a password reset email and a new password (strength rules as at sign-up). The link works once and for one hour; every session of the account ends and a new session cookie is set. A used, expired or unknown link answers 400 with an argument error on `token`.',
  tags: ['auth'],
  body: z.object({
    token: z.string().min(1, 'The link is incomplete.').max(200, 'The link is not valid.'),
    password: z.string().min(1, 'Enter a new password.').max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  }),
  response: z.object({ publicId: z.string() }),
  errors: [400, 403],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return respondWithNewSession(request, (setSession) =>
    handleJson(resetPasswordEndpoint, async (body) => {
      const session = await resetPassword(await getDeps(), {
        token: body.token,
        password: body.password,
        userAgent: request.headers.get('user-agent'),
        previousToken: readSessionToken(request),
      })
      setSession(session)
      return { publicId: session.publicId }
    }),
  )
}
