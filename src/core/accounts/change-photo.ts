import 'server-only'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { assertUploadAllowed } from '@/core/creators/assert-upload-allowed'
import { insertImage, updateUserFields } from './accounts-repository'

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
const PHOTO_SIZE = 256

/**
 * Sets (or with null removes) the user's photo. The upload is decoded and re-encoded as a 256×256 WebP,
 * so nothing but pixels from the upload is ever stored or served.
 */
export async function changePhoto(
  { db, clock, imageStore }: Pick<CoreDeps, 'db' | 'clock' | 'imageStore'>,
  input: { userId: number; publicId: string; bytes: Uint8Array | null; uploadsPerHour?: number },
): Promise<{ thumbnailUrl: string | null }> {
  if (input.bytes === null) {
    await updateUserFields(db, input.userId, { thumbnailImageId: null })
    return { thumbnailUrl: null }
  }
  if (input.bytes.byteLength > PHOTO_MAX_BYTES) throw new AppError('INVALID_ARGUMENT', 'Choose a photo under 5 MB.', { photo: ['Choose a photo under 5 MB.'] })
  // Photos share the hourly upload limit (issue 39 finding 8); a replaced photo is removed a day later.
  await assertUploadAllowed(db, { userId: input.userId, now: clock.now(), perHour: input.uploadsPerHour })
  let webp: Buffer
  try {
    webp = await sharp(input.bytes, { limitInputPixels: 40_000_000 }).rotate().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer()
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'That file is not a photo we can read. Use a JPEG, PNG or WebP image.', { photo: ['Not a readable image.'] })
  }
  const key = `users/${input.publicId}-${randomBytes(4).toString('hex')}.webp`
  await imageStore.put(key, webp, 'image/webp')
  await db.transaction(async (tx) => {
    const imageId = await insertImage(tx, { storageKey: key, contentType: 'image/webp', width: PHOTO_SIZE, height: PHOTO_SIZE, byteSize: webp.byteLength, alt: '' })
    await updateUserFields(tx, input.userId, { thumbnailImageId: imageId })
  })
  return { thumbnailUrl: `/images/${key}` }
}
