// A visitor types a private event's password (decision 060). A right password answers the event's pass,
// which the adapter keeps in a cookie; every try counts against the visitor's address, per event and
// overall, so a password cannot be guessed by a script.
import 'server-only'
import { verifyAgainstDecoy, verifyPassword } from '@/core/accounts/password-hash'
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import { EVENT_PASSWORD_ATTEMPTS_PER_IP, EVENT_PASSWORD_ATTEMPTS_PER_IP_AND_EVENT } from '@/core/accounts/rate-limits'
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { computeEventPass } from './event-access'
import { findEventPageFieldsById } from './events-repository'

export type UnlockEventInput = { eventId: number; password: string; ip: string }

/** The pass of a published event's password; a wrong password is a 400 on `password`, an event without one a 409. */
export async function unlockEvent({ db, clock, secret }: Pick<CoreDeps, 'db' | 'clock'> & { secret: string }, input: UnlockEventInput): Promise<{ pass: string }> {
  await takeRateLimitHits(db, clock.now(), [
    [EVENT_PASSWORD_ATTEMPTS_PER_IP_AND_EVENT, `${input.ip}|${input.eventId}`],
    [EVENT_PASSWORD_ATTEMPTS_PER_IP, input.ip],
  ])
  const event = await findEventPageFieldsById(db, input.eventId)
  if (!event || event.status === 'draft' || event.publishedAt === null) {
    // The same work as a real check, so that timing tells nothing about which ids exist.
    await verifyAgainstDecoy(input.password)
    throw new AppError('NOT_FOUND', 'There is no published event with that id.')
  }
  if (event.passwordHash === null) throw new AppError('CONFLICT', 'This event has no password.')
  if (!(await verifyPassword(input.password, event.passwordHash))) {
    throw new AppError('INVALID_ARGUMENT', 'That password is not right.', { password: ['That password is not right.'] })
  }
  return { pass: computeEventPass(secret, input.eventId, event.passwordHash) }
}
