// GET /images/{key}: an original stored image (the optimizer's only source).
import { isSafeImageKey } from '@/core/images/image-store'
import { getDeps } from '@/server/get-deps'
import { errorToResponse, jsonError } from '@/server/http-errors'

export async function GET(_request: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  try {
    const key = (await ctx.params).key.join('/')
    if (!isSafeImageKey(key))
      return jsonError(404, { error: 'NOT_FOUND', error_description: 'There is no such image.' })
    const image = await (await getDeps()).imageStore.get(key)
    if (!image) return jsonError(404, { error: 'NOT_FOUND', error_description: 'There is no such image.' })
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    return errorToResponse(error)
  }
}
