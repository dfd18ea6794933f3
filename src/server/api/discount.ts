// DELETE /api/v3/discounts/{id}/ (issue 20): the event's organizer removes an unused discount
// (delete-discount.ts); anyone else gets 404.
import 'server-only'
import { z } from 'zod'
import { deleteDiscount } from '@/core/creators/delete-discount'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { parseIdParam, type PathContext } from '@/server/path-params'
import { requireViewer, managerOf } from '@/server/request-viewer'

export const deleteDiscountEndpoint = {
  method: 'DELETE',
  path: '/api/v3/discounts/{id}/',
  summary: 'Remove a discount',
  description: 'Answers 204. A discount any order has used cannot be removed (409). Only the event’s organizer; anyone else 404.',
  tags: ['creators'],
  body: z.strictObject({}),
  response: z.null(),
  errors: [401, 404, 409],
} satisfies Endpoint

export async function DELETE(request: Request, ctx: PathContext<{ id: string }>): Promise<Response> {
  return handleJson(deleteDiscountEndpoint, async () => {
    const viewer = await requireViewer(request)
    const discountId = parseIdParam((await ctx.params).id, 'discount')
    await deleteDiscount(await getDeps(), { discountId, manager: managerOf(viewer) })
    return undefined
  })(request)
}
