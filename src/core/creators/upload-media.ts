// POST /api/v3/media/upload/ (issue 20): an event picture or an organizer logo. The bytes must be a JPEG,
// PNG or WebP by their signature and decode as one (sharp), whatever the file is called; they are
// re-encoded into a card size (an event's is 512×256, spec §2) and a page size, so nothing but decoded
// pixels is ever stored or served, and stored through the ImageStore port.
import 'server-only'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { detectUploadableImageType } from '@/core/images/image-signature'
import { computeBlurSize, imageUrlForKey } from '@/core/images/image-optimizer-rules'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { assertUploadAllowed } from './assert-upload-allowed'
import { insertMedia } from './media-repository'
import { MEDIA_TYPES, type MediaSize, type MediaType } from './media-types'

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024
// A decompression bomb (a small file of a huge picture) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000

export type MediaJson = {
  id: string
  type: MediaType
  url: string
  card: { url: string; width: number; height: number }
  original: { url: string; width: number; height: number }
  edge_color: string
}

const invalid = (message: string) => new AppError('INVALID_ARGUMENT', message, { file: [message] })

export function toMediaJson(row: { id: number; type: MediaType; storageKey: string; cardStorageKey: string; edgeColor: string }): MediaJson {
  const sizes = MEDIA_TYPES[row.type]
  return {
    id: String(row.id),
    type: row.type,
    url: imageUrlForKey(row.cardStorageKey),
    card: { url: imageUrlForKey(row.cardStorageKey), ...sizes.card },
    original: { url: imageUrlForKey(row.storageKey), ...sizes.page },
    edge_color: row.edgeColor,
  }
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0')

export async function uploadMedia(
  { db, clock, imageStore }: Pick<CoreDeps, 'db' | 'clock' | 'imageStore'>,
  input: { userId: number; bytes: Uint8Array; type: MediaType; uploadsPerHour?: number },
): Promise<MediaJson> {
  const sizes = MEDIA_TYPES[input.type]
  if (input.bytes.byteLength === 0) throw invalid('Choose an image file.')
  if (input.bytes.byteLength > MEDIA_MAX_BYTES) throw invalid('Choose an image under 10 MB.')
  if (!detectUploadableImageType(input.bytes)) throw invalid('That file is not a JPEG, PNG or WebP image.')
  // Counted before decoding: decoding is the costly part, and a refused upload must not pay for it.
  await assertUploadAllowed(db, { userId: input.userId, now: clock.now(), perHour: input.uploadsPerHour })
  let page: Buffer
  let card: Buffer
  let blur: Buffer
  let edgeColor: string
  try {
    const source = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const meta = await source.metadata()
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error(`format ${meta.format}`)
    // EXIF orientation applied, then cropped to the type's frame around the picture's most interesting part.
    const framed = (size: MediaSize) =>
      sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    ;[page, card] = await Promise.all([framed(sizes.page).webp({ quality: 80 }).toBuffer(), framed(sizes.card).webp({ quality: 80 }).toBuffer()])
    const { blurWidth, blurHeight } = computeBlurSize(sizes.card.width, sizes.card.height)
    blur = await sharp(card).resize(blurWidth, blurHeight, { fit: 'fill' }).png().toBuffer()
    // The API's edge_color letterboxes a picture shown in another frame: its dominant colour serves.
    const { dominant } = await sharp(card).stats()
    edgeColor = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`
  } catch {
    throw invalid('That image could not be read. Use a JPEG, PNG or WebP image.')
  }
  const base = `media/${clock.now().toISOString().slice(0, 7)}/${randomBytes(12).toString('hex')}`
  const row = { storageKey: `${base}-page.webp`, cardStorageKey: `${base}-card.webp`, edgeColor }
  // Files first: a row never names a file that is not there (an orphan file is harmless).
  await imageStore.put(row.storageKey, page, 'image/webp')
  await imageStore.put(row.cardStorageKey, card, 'image/webp')
  const { id } = await db.transaction((tx) =>
    insertMedia(tx, {
      ...row,
      ...sizes.page,
      byteSize: page.byteLength,
      blurDataUrl: `data:image/png;base64,${blur.toString('base64')}`,
      uploadedByUserId: input.userId,
      createdAt: clock.now(),
    }),
  )
  return toMediaJson({ id, type: input.type, ...row })
}
