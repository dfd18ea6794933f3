import { changeAccount } from '@/core/accounts/change-account'
import { deleteAccount } from '@/core/accounts/delete-account'
import { handleJson } from '@/server/api-handler'
import { changeAccountEndpoint, deleteAccountEndpoint } from '@/server/api-schemas/account-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { readSessionToken, sessionClearCookie } from '@/server/session-cookie'
import { requireSelf } from '@/server/viewer'

type Ctx = PathContext<{ publicId: string }>

export async function PATCH(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(changeAccountEndpoint, async (change) => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    await changeAccount(await getDeps(), { userId: viewer.id, sessionToken: readSessionToken(request), change })
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
