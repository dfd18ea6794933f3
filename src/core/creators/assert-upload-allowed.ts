// What an account may upload (issue 39 finding 8): each upload is decoded and stored, so a script with one
// account could fill the disk (60 files in 5 s, 4–5 GB an hour). Checked before the picture is decoded.
import 'server-only'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { UPLOADS_PER_USER } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import type { Db } from '@/db/create-db'
import { metrics } from '@/core/shared/metrics'
import { sumUploadedBytes } from './media-repository'

/** Pictures an account keeps stored: an organizer's hundreds of event pictures fit many times over. */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024
export const UPLOAD_QUOTA_MESSAGE = 'Your pictures use all the 200 MB of storage an account has. Pictures you uploaded but did not use are removed after a day.'

/** Throws RATE_LIMITED past the hourly number of uploads, or CONFLICT when the account's storage is full. */
export async function assertUploadAllowed(db: Db, input: { userId: number; now: Date; perHour?: number }): Promise<void> {
  try {
    await takeRateLimitHits(db, input.now, [[input.perHour ? { ...UPLOADS_PER_USER, limit: input.perHour } : UPLOADS_PER_USER, String(input.userId)]])
  } catch (error) {
    metrics.uploadRefused('rate_limited')
    throw error
  }
  if ((await sumUploadedBytes(db, input.userId)) >= UPLOAD_QUOTA_BYTES) {
    metrics.uploadRefused('quota')
    throw new AppError('CONFLICT', UPLOAD_QUOTA_MESSAGE, { file: [UPLOAD_QUOTA_MESSAGE] })
  }
}
