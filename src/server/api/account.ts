import { changeAccount } from '@/core/accounts/change-account'
import { deleteAccount } from '@/core/accounts/delete-account'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { env } from '@/env'
import { getDeps } from '@/server/get-deps'
import { clientAddress } from '@/server/http/request-policy'
import type { PathContext } from '@/server/path-params'
import { readSessionToken, sessionClearCookie } from '@/server/session-cookie'
import { requireSelf } from '@/server/request-viewer'
import { ChangeAccountBodySchema, password } from '@/server/api-schemas/account-schemas'
import { z } from 'zod'

export const changeAccountEndpoint = {
  method: 'PATCH',
  path: '/api/v3/users/{publicId}/',
  summary: 'Change name, email or password',
  description:
    '`{kind:"name", fullName}`, `{kind:"email", email, currentPassword}` or `{kind:"password", currentPassword, newPassword}`. A new password ends the other sessions. A new email takes effect only when the link mailed to it is opened; the answer (204) is the same whether or not the address has an account of its own (its owner is told instead). Email changes are limited per account and per client address (429 with Retry-After; EMAIL_CHANGES_PER_*_PER_HOUR, decision 050). Owner only. 204.',
  tags: ['account'],
  body: ChangeAccountBodySchema,
  response: z.null(),
  errors: [400, 401, 403, 429],
} satisfies Endpoint

export const deleteAccountEndpoint = {
  method: 'DELETE',
  path: '/api/v3/users/{publicId}/',
  summary: 'Delete my account',
  description: 'Needs the password and `confirmation: "DELETE"`. Personal data goes; order records stay anonymised. Owner only. 204.',
  tags: ['account'],
  body: z.object({ password, confirmation: z.string().max(20) }),
  response: z.null(),
  errors: [400, 401, 403],
} satisfies Endpoint

type Ctx = PathContext<{ publicId: string }>

export async function PATCH(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(changeAccountEndpoint, async (change) => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    await changeAccount(await getDeps(), {
      userId: viewer.id,
      sessionToken: readSessionToken(request),
      change,
      siteUrl: env().siteUrl,
      ip: clientAddress(request),
      emailChangeLimits: env().emailChangeLimits,
    })
    return undefined
  })(request)
}

export async function DELETE(request: Request, ctx: Ctx): Promise<Response> {
  const response = await handleJson(deleteAccountEndpoint, async (body) => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    await deleteAccount(await getDeps(), { userId: viewer.id, password: body.password, confirmation: body.confirmation })
    return undefined
  })(request)
  if (response.ok) response.headers.append('Set-Cookie', sessionClearCookie(request))
  return response
}
