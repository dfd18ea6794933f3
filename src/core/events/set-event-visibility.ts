// An event's visibility (issue 40 "Visibility", decision 060): listed (public), unlisted (its link only)
// or private with a password. The password is stored hashed with the accounts' memory-hard hash and never
// returned; the event answers `has_password` instead.
import 'server-only'
import { hashPassword } from '@/core/accounts/password-hash'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findManagedEventById } from '@/core/creators/event-publishing-repository'
import { computePasswordAudit, computeSettingChanges, recordSettingChanges } from '@/core/creators/settings-audit'
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
  /** Who changes it, for the organization's audit trail (decision 068). */
  actorUserId: number | null
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
export async function setEventVisibility({ db, invalidateCaches, clock }: Pick<CoreDeps, 'db' | 'invalidateCaches' | 'clock'>, input: SetEventVisibilityInput): Promise<void> {
  if (input.listed === undefined && input.password === undefined && input.invitationOnly === undefined) return
  const password = input.password === '' ? null : input.password
  if (password) {
    const problem = computeEventPasswordProblem(password)
    if (problem) throw new AppError('INVALID_ARGUMENT', 'That password cannot be used.', { password: [problem] })
  }
  // Hashed before the transaction: the hash takes a moment and holds no lock.
  const passwordHash = password === undefined ? undefined : password === null ? null : await hashPassword(password)
  const ids = await db.transaction(async (tx) => {
    const before = await findManagedEventById(tx, input.eventId, true)
    if (!before) throw new AppError('NOT_FOUND', 'There is no such event.')
    const written = await updateEventVisibility(tx, input.eventId, { listed: input.listed, passwordHash, invitationOnly: input.invitationOnly })
    const { settings } = before
    await recordSettingChanges(tx, {
      organizerId: before.organizerId,
      actorUserId: input.actorUserId,
      type: 'event.settings_changed',
      subject: { event_id: before.id, event_name: before.name },
      changes: computeSettingChanges(
        { listed: settings.listed, password: settings.hasPassword ? 'set' : 'none', invitation_only: settings.invitationOnly },
        { listed: input.listed, password: computePasswordAudit(settings.hasPassword, password), invitation_only: input.invitationOnly },
      ),
      now: clock.now(),
    })
    return written
  })
  await invalidateCaches({ kind: 'event', ids: ids.length > 0 ? ids : [input.eventId] })
}
