// "Resend verification email" on account settings (issue 21).
import 'server-only'
import { z } from 'zod'
import { resendVerificationEmail } from '@/core/accounts/resend-verification-email'
import { env } from '@/env'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'

export const resendVerificationEmailEndpoint = {
  method: 'POST',
  path: '/api/v3/users/{publicId}/verification-email/',
  summary: 'Send a new email verification link',
  description:
    'Mails a fresh confirmation link to the account\'s current address; earlier links stop working. Owner only. 409 when the address is already confirmed, 429 (with `Retry-After`) after 5 in an hour. 204.',
  tags: ['account'],
  body: z.object({}),
  response: z.null(),
  errors: [400, 401, 403, 409, 429],
} satisfies Endpoint

type Ctx = PathContext<{ publicId: string }>

export async function POST(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(resendVerificationEmailEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    await resendVerificationEmail(await getDeps(), { userId: viewer.id, siteUrl: env().siteUrl })
    return undefined
  })(request)
}
