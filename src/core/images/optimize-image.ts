import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { writeCachedFile } from './image-disk-cache'
import { computeImageKeyFromUrl, computeOutputFormat } from './image-optimizer-rules'

export type OptimizeImageInput = { url: string; width: number; quality: number; accept: string | null }
export type OptimizedImage = { bytes: Uint8Array; contentType: string; etag: string }

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const

/**
 * Resizes one of our stored images (spec §7 "optimized image"). Foreign URLs are refused before any
 * I/O (ARCHITECTURE §8); results are cached on disk, keyed by source, width, quality and format, within
 * a size bound (issue 21 finding 11).
 */
export async function optimizeImage(
  { imageStore, dataDir }: Pick<CoreDeps, 'imageStore' | 'dataDir'>,
  input: OptimizeImageInput,
): Promise<OptimizedImage> {
  const key = computeImageKeyFromUrl(input.url)
  if (!key) {
    throw new AppError('INVALID_ARGUMENT', 'Only images hosted by this site can be optimized.', {
      url: ['must be a path under /images/ on this site'],
    })
  }
  const original = await imageStore.get(key)
  if (!original) throw new AppError('NOT_FOUND', 'There is no such image.')
  const format = computeOutputFormat(input.accept, original.contentType)
  const etag = createHash('sha256')
    .update(`${key}|${input.width}|${input.quality}|${format}|${original.bytes.byteLength}`)
    .digest('base64url')
    .slice(0, 27)
  const cacheFile = path.join(dataDir, 'cache', 'images', `${etag}.${format}`)
  const cached = await fs.readFile(cacheFile).catch(() => null)
  if (cached) return { bytes: cached, contentType: CONTENT_TYPES[format], etag }

  const bytes = await sharp(original.bytes)
    .resize({ width: input.width, withoutEnlargement: true })
    .toFormat(format, { quality: input.quality })
    .toBuffer()
  await writeCachedFile(cacheFile, bytes)
  return { bytes, contentType: CONTENT_TYPES[format], etag }
}
