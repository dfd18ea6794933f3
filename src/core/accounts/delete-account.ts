import 'server-only'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { anonymiseUser, findUserCredentialsById } from './accounts-repository'
import { verifyPassword } from './password-hash'

export const DELETE_CONFIRMATION = 'DELETE'

/**
 * Deletes the account after the password and the typed confirmation: personal data, likes, follows,
 * interests, collections and sessions go; the row stays anonymised so orders keep their records.
 */
export async function deleteAccount(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { userId: number; password: string; confirmation: string },
): Promise<void> {
  if (input.confirmation.trim() !== DELETE_CONFIRMATION) {
    throw new AppError('INVALID_ARGUMENT', `Type ${DELETE_CONFIRMATION} to confirm.`, { confirmation: [`Type ${DELETE_CONFIRMATION} to confirm.`] })
  }
  const user = await findUserCredentialsById(db, input.userId)
  if (!user?.passwordHash || !(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('INVALID_ARGUMENT', 'Your password is not right.', { password: ['Your password is not right.'] })
  }
  await db.transaction(async (tx) => anonymiseUser(tx, input.userId, clock.now()))
}
