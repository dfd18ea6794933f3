import { exportAccountData } from '@/core/accounts/export-account-data'
import { handleGet } from '@/server/api-handler'
import { exportAccountEndpoint } from '@/server/api-schemas/account-schemas'
import { getDeps } from '@/server/get-deps'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/viewer'

export async function GET(request: Request, ctx: PathContext<{ publicId: string }>): Promise<Response> {
  const response = await handleGet(exportAccountEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return exportAccountData(await getDeps(), { userId: viewer.id })
  })(request)
  if (response.ok) response.headers.set('Content-Disposition', 'attachment; filename="tessera-my-data.json"')
  return response
}
