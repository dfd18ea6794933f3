import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findUserProfileById } from './accounts-repository'

/** What the settings page pre-fills: name, email (and whether it is confirmed) and photo of the signed-in user. */
export async function getAccountSettings({ db }: Pick<CoreDeps, 'db'>, input: { userId: number }) {
  const p = await findUserProfileById(db, input.userId)
  if (!p) throw new AppError('NOT_FOUND', 'There is no such account.')
  return { publicId: p.publicId, fullName: p.fullName, email: p.email, emailVerified: p.emailVerified, photoUrl: p.thumbnailKey ? `/images/${p.thumbnailKey}` : null }
}
