import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail } from './account-rules'
import { findUserCredentialsByEmail, updateUserFields } from './accounts-repository'

/** Gives an existing account the staff role (spec §6 "Staff"); `npm run user:make-staff -- email`. */
export async function makeStaff({ db }: Pick<CoreDeps, 'db'>, input: { email: string; hasTikibar?: boolean }): Promise<{ publicId: string }> {
  const user = await findUserCredentialsByEmail(db, normalizeEmail(input.email))
  if (!user) throw new AppError('NOT_FOUND', `No account has the email ${input.email}.`)
  await updateUserFields(db, user.id, { isStaff: true, ...(input.hasTikibar ? { hasTikibar: true } : {}) })
  return { publicId: user.publicId }
}
