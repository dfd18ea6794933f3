// Opening a link mailed to an address (issue 21, decision 050). A POST from the page's button, not the
// GET of the link itself: mail scanners that open links must not use up the token.
import 'server-only'
import { z } from 'zod'
import { verifyEmail } from '@/core/accounts/verify-email'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { readSessionToken, respondWithNewSession } from '@/server/session-cookie'

export const verifyEmailEndpoint = {
  method: 'POST',
  path: '/home/api/auth/verify-email/',
  summary: 'Confirm an email address',
  description:
    "Takes the token of a link mailed to an address. A sign-up's link makes the account with its address confirmed and signs the caller in (a new session cookie), answering `next`, the path the sign-up came from; an email change's moves the account to the new address; an older account's marks its address confirmed (`emailVerified` on the user). The link works once; a used, expired or unknown one, or one whose address has meanwhile been taken, answers 400 with an argument error on `token`.",
  tags: ['auth'],
  body: z.object({ token: z.string().min(1, 'The link is incomplete.').max(200, 'The link is not valid.') }),
  response: z.object({ emailVerified: z.literal(true), signedIn: z.boolean(), next: z.string().nullable() }),
  errors: [400, 403],
} satisfies Endpoint

export async function POST(request: Request): Promise<Response> {
  return respondWithNewSession(request, (setSession) =>
    handleJson(verifyEmailEndpoint, async (body) => {
      const outcome = await verifyEmail(await getDeps(), { token: body.token, userAgent: request.headers.get('user-agent'), previousToken: readSessionToken(request) })
      if (outcome.session) setSession(outcome.session)
      return { emailVerified: true as const, signedIn: outcome.session !== null, next: outcome.next }
    }),
  )
}
