// POST /api/v3/media/upload/ (issue 20): a picture for an event or an organizer profile, as
// multipart/form-data with one `file` part. The mount row lets this one endpoint read up to 10 MB (plus
// the form's own bytes); a larger body is refused unread by our server.
import 'server-only'
import { z } from 'zod'
import { MEDIA_TYPES, type MediaType } from '@/core/creators/media-types'
import { MEDIA_MAX_BYTES, uploadMedia } from '@/core/creators/upload-media'
import { AppError } from '@/core/shared/app-error'
import type { Endpoint } from '@/server/api-handler'
import { getDeps } from '@/server/get-deps'
import { env } from '@/env'
import { errorToResponse } from '@/server/http-errors'
import { requireViewer } from '@/server/request-viewer'

/** The largest body the row reads: the image plus room for the multipart boundary and headers. */
export const MEDIA_UPLOAD_MAX_BODY_BYTES = MEDIA_MAX_BYTES + 64 * 1024

const Size = z.object({ url: z.string(), width: z.int(), height: z.int() })

export const uploadMediaEndpoint = {
  method: 'POST',
  path: '/api/v3/media/upload/',
  summary: 'Upload an image',
  description:
    '`multipart/form-data` with a `file` part: a JPEG, PNG or WebP image up to 10 MB, recognised by its content (not its name), and an optional `type`: ' +
    '`image-event-logo` (the default) is cropped to 2:1 and stored as a 512×256 card and a 1600×800 page picture, `image-organizer-logo` square (256 and 800). ' +
    'Answers 201 with the media id, which only its uploader may use: as `logo_id` of `PATCH /api/v3/events/{event_id}/` (an event picture) or of the organizer profile (a logo). Signed-in users only; 30 uploads an hour per account (429) and 200 MB of kept pictures (409); an upload nothing uses is removed after a day.',
  tags: ['creators'],
  response: z.object({ id: z.string(), type: z.enum(Object.keys(MEDIA_TYPES) as [MediaType, ...MediaType[]]), url: z.string(), card: Size, original: Size, edge_color: z.string() }),
  errors: [400, 401, 409, 429],
} satisfies Endpoint

// A file upload is multipart, not JSON, so this adapter reads the form itself (as user-photo.ts does).
export async function POST(request: Request): Promise<Response> {
  try {
    const viewer = await requireViewer(request)
    if (Number(request.headers.get('content-length') ?? 0) > MEDIA_UPLOAD_MAX_BODY_BYTES) {
      throw new AppError('INVALID_ARGUMENT', 'Choose an image under 10 MB.', { file: ['Choose an image under 10 MB.'] })
    }
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw new AppError('INVALID_ARGUMENT', 'Send the image as multipart/form-data with a `file` part.', { file: ['Missing.'] })
    }
    const type = form.get('type') ?? 'image-event-logo'
    if (typeof type !== 'string' || !Object.hasOwn(MEDIA_TYPES, type)) {
      throw new AppError('INVALID_ARGUMENT', `The type must be one of ${Object.keys(MEDIA_TYPES).join(', ')}.`, { type: ['is not an upload type'] })
    }
    const file = form.get('file')
    if (!(file instanceof Blob) || file.size === 0) throw new AppError('INVALID_ARGUMENT', 'Choose an image file.', { file: ['Choose an image file.'] })
    const media = await uploadMedia(await getDeps(), { userId: viewer.id, bytes: new Uint8Array(await file.arrayBuffer()), type: type as MediaType, uploadsPerHour: env().uploadsPerUserPerHour })
    return Response.json(media, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return errorToResponse(error)
  }
}
