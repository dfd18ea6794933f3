import { changePhoto, PHOTO_MAX_BYTES } from '@/core/accounts/change-photo'
import { AppError } from '@/core/shared/app-error'
import { handleJson, type Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { env } from '@/env'
import { errorToResponse } from '@/server/http-errors'
import type { PathContext } from '@/server/path-params'
import { requireSelf } from '@/server/request-viewer'
import { z } from 'zod'

export const changePhotoEndpoint = {
  method: 'POST',
  path: '/api/v3/users/{publicId}/photo/',
  summary: 'Upload my photo',
  description: '`multipart/form-data` with a `photo` file (JPEG, PNG or WebP, ≤ 5 MB), stored as a 256×256 WebP. `DELETE` removes it. Owner only.',
  tags: ['account'],
  response: z.object({ thumbnailUrl: z.string().nullable() }),
  errors: [400, 401, 403],
} satisfies Endpoint

export const removePhotoEndpoint = { ...changePhotoEndpoint, method: 'DELETE', summary: 'Remove my photo', body: z.object({}) } satisfies Endpoint

type Ctx = PathContext<{ publicId: string }>

// A file upload is multipart, not JSON, so this one adapter reads the form itself.
export async function POST(request: Request, ctx: Ctx): Promise<Response> {
  try {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    if (Number(request.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES + 64 * 1024) {
      throw new AppError('INVALID_ARGUMENT', 'Choose a photo under 5 MB.', { photo: ['Choose a photo under 5 MB.'] })
    }
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw new AppError('INVALID_ARGUMENT', 'Send the photo as multipart/form-data.', { photo: ['Missing.'] })
    }
    const file = form.get('photo')
    if (!(file instanceof Blob) || file.size === 0) throw new AppError('INVALID_ARGUMENT', 'Choose a photo.', { photo: ['Choose a photo.'] })
    const result = await changePhoto(await getDeps(), { userId: viewer.id, publicId: viewer.publicId, bytes: new Uint8Array(await file.arrayBuffer()), uploadsPerHour: env().uploadsPerUserPerHour })
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorToResponse(error)
  }
}

export async function DELETE(request: Request, ctx: Ctx): Promise<Response> {
  return handleJson(removePhotoEndpoint, async () => {
    const viewer = await requireSelf(request, (await ctx.params).publicId)
    return changePhoto(await getDeps(), { userId: viewer.id, publicId: viewer.publicId, bytes: null })
  })(request)
}
