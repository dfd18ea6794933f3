import 'server-only'
import type { CoreDeps } from '@/core/shared/core-deps'
import { normalizeEmail } from './account-rules'
import { findUserCredentialsByEmail, insertUser, updateUserFields } from './accounts-repository'
import { hashPassword } from './password-hash'
import { computeNewPasswordProblem } from './new-password-problem'
import { newPublicId } from './public-id'

/**
 * Start-up hook for demo and test servers (DEMO_STAFF_EMAIL + DEMO_STAFF_PASSWORD): creates that staff
 * account on a fresh database, or promotes and re-passwords it. PGlite is single-process, so a running
 * server's database cannot be changed by a script; this is the honest way to have staff there.
 */
export async function ensureDemoStaff(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { email: string; password: string; fullName: string },
): Promise<{ created: boolean }> {
  const email = normalizeEmail(input.email)
  const problem = computeNewPasswordProblem(input.password, { email })
  if (problem) throw new Error(`DEMO_STAFF_PASSWORD is too weak: ${problem}`)
  const passwordHash = await hashPassword(input.password)
  const existing = await findUserCredentialsByEmail(db, email)
  if (existing) {
    await updateUserFields(db, existing.id, { isStaff: true, passwordHash })
    return { created: false }
  }
  await insertUser(db, { publicId: newPublicId(), email, fullName: input.fullName, passwordHash, isStaff: true, now: clock.now() })
  return { created: true }
}
