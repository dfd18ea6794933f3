// POST /api/v3/media/upload/ (issue 20): an event or organizer picture. The bytes must be a JPEG, PNG or
// WebP by their signature and decode as one (sharp), whatever the file is called; they are re-encoded
// into the card size (512×256, spec §2) and a page size, so nothing but decoded pixels is ever stored or
// served, and stored through the ImageStore port.
import 'server-only'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { detectUploadableImageType } from '@/core/images/image-signature'
import { computeBlurSize, imageUrlForKey } from '@/core/images/image-optimizer-rules'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { insertMedia } from './media-repository'

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024
export const CARD_SIZE = { width: 512, height: 256 } as const
export const PAGE_SIZE = { width: 1600, height: 800 } as const
// A decompression bomb (a small file of a huge picture) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000

export type MediaJson = {
  id: string
  url: string
  card: { url: string; width: number; height: number }
  original: { url: string; width: number; height: number }
  edge_color: string
}

const invalid = (message: string) => new AppError('INVALID_ARGUMENT', message, { file: [message] })

export function toMediaJson(row: { id: number; storageKey: string; cardStorageKey: string; edgeColor: string }): MediaJson {
  return {
    id: String(row.id),
    url: imageUrlForKey(row.cardStorageKey),
    card: { url: imageUrlForKey(row.cardStorageKey), ...CARD_SIZE },
    original: { url: imageUrlForKey(row.storageKey), ...PAGE_SIZE },
    edge_color: row.edgeColor,
  }
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0')

export async function uploadMedia(
  { db, clock, imageStore }: Pick<CoreDeps, 'db' | 'clock' | 'imageStore'>,
  input: { userId: number; bytes: Uint8Array },
): Promise<MediaJson> {
  if (input.bytes.byteLength === 0) throw invalid('Choose an image file.')
  if (input.bytes.byteLength > MEDIA_MAX_BYTES) throw invalid('Choose an image under 10 MB.')
  if (!detectUploadableImageType(input.bytes)) throw invalid('That file is not a JPEG, PNG or WebP image.')
  let page: Buffer
  let card: Buffer
  let blur: Buffer
  let edgeColor: string
  try {
    const source = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const meta = await source.metadata()
    if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Error(`format ${meta.format}`)
    // EXIF orientation applied, then cropped to the 2:1 frame around the picture's most interesting part.
    const framed = (size: { width: number; height: number }) =>
      sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    ;[page, card] = await Promise.all([framed(PAGE_SIZE).webp({ quality: 80 }).toBuffer(), framed(CARD_SIZE).webp({ quality: 80 }).toBuffer()])
    const { blurWidth, blurHeight } = computeBlurSize(CARD_SIZE.width, CARD_SIZE.height)
    blur = await sharp(card).resize(blurWidth, blurHeight, { fit: 'fill' }).png().toBuffer()
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
      ...PAGE_SIZE,
      byteSize: page.byteLength,
      blurDataUrl: `data:image/png;base64,${blur.toString('base64')}`,
      uploadedByUserId: input.userId,
      createdAt: clock.now(),
    }),
  )
  return toMediaJson({ id, ...row })
}
