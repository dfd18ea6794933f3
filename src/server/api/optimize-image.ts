// GET /home/_next/image/?url=…&w=…&q=… (spec §7): our stored images, resized.
import { z } from 'zod'
import { ALLOWED_WIDTHS, DEFAULT_QUALITY } from '@/core/images/image-optimizer-rules'
import { optimizeImage } from '@/core/images/optimize-image'
import { parseQuery } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { errorToResponse } from '@/server/http-errors'

const OptimizeImageQuerySchema = z.object({
  url: z.string({ message: 'is required' }).min(1, 'is required').max(2048),
  w: z.coerce
    .number()
    .int()
    .refine((w) => ALLOWED_WIDTHS.includes(w), `must be one of ${ALLOWED_WIDTHS.join(', ')}`),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY),
})

export async function GET(request: Request): Promise<Response> {
  try {
    const query = parseQuery(OptimizeImageQuerySchema, new URL(request.url))
    const image = await optimizeImage(await getDeps(), {
      url: query.url,
      width: query.w,
      quality: query.q,
      accept: request.headers.get('accept'),
    })
    if (request.headers.get('if-none-match') === `"${image.etag}"`) return new Response(null, { status: 304 })
    return new Response(Buffer.from(image.bytes), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${image.etag}"`,
        Vary: 'Accept',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    return errorToResponse(error)
  }
}
