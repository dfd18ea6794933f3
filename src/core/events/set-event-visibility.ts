// An event's visibility (issue 40 "Visibility", decision 060): listed (public), unlisted (its link only)
// or private with a password. The password is stored hashed with the accounts' memory-hard hash and never
// returned; the event answers `has_password` instead.
import 'server-only'
import { hashPassword } from '@/core/accounts/password-hash'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { updateEventVisibility } from './events-repository'

export const EVENT_PASSWORD_MIN_LENGTH = 4
export const EVENT_PASSWORD_MAX_LENGTH = 128

export type SetEventVisibilityInput = {
  eventId: number
  /** False: unlisted, reached only by its link. */
  listed?: boolean
  /** A new password, or null (or '') to remove it; undefined keeps the current one. */
  password?: string | null
  /** True: only the people on the event's invitation list see it. */
  invitationOnly?: boolean
}

/** The problem with a new event password, or null: short enough to say aloud, long enough not to be guessed at once. */
export function computeEventPasswordProblem(password: string): string | null {
  if (password.length < EVENT_PASSWORD_MIN_LENGTH) return `Use at least ${EVENT_PASSWORD_MIN_LENGTH} characters.`
  if (password.length > EVENT_PASSWORD_MAX_LENGTH) return `Use at most ${EVENT_PASSWORD_MAX_LENGTH} characters.`
  return null
}

/**
 * Writes the event's visibility (its series' dates follow), then drops it from every cache that lists
 * events (search, home, autocomplete, "for you"): an event made unlisted leaves them at once. The caller
 * has checked that the actor manages the event (findManagedEvent).
 */
export async function setEventVisibility({ db, invalidateCaches }: Pick<CoreDeps, 'db' | 'invalidateCaches'>, input: SetEventVisibilityInput): Promise<void> {
  if (input.listed === undefined && input.password === undefined && input.invitationOnly === undefined) return
  const password = input.password === '' ? null : input.password
  if (password) {
    const problem = computeEventPasswordProblem(password)
    if (problem) throw new AppError('INVALID_ARGUMENT', 'That password cannot be used.', { password: [problem] })
  }
  // Hashed before the transaction: the hash takes a moment and holds no lock.
  const passwordHash = password === undefined ? undefined : password === null ? null : await hashPassword(password)
  const ids = await db.transaction((tx) => updateEventVisibility(tx, input.eventId, { listed: input.listed, passwordHash, invitationOnly: input.invitationOnly }))
  await invalidateCaches({ kind: 'event', ids: ids.length > 0 ? ids : [input.eventId] })
}
