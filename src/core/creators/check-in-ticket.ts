// POST /api/v3/events/{id}/check_ins/ {code}: a ticket checks in once. Cancelled and refunded tickets are
// refused; a second scan answers when the first one was (409 ALREADY_CHECKED_IN with checked_in_at).
// The code may be typed as printed (dashes, spaces, any case: issue 38 §13); codes are stored normalised.
import { AppError } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { metrics } from '@/core/shared/metrics'
import { computeOrganizerSideActor } from '@/core/ticketing/order-lifecycle'
import { writeCheckIn } from '@/core/ticketing/order-lifecycle-repository'
import { isTicketValidForEntry } from '@/core/ticketing/ticket-entry'
import { normalizeTicketCode } from '@/core/ticketing/normalize-ticket-code'
import { findTicketOfEventByCode } from './event-attendees-repository'
import { findManagedEvent, type Manager } from './managed-event-access'

export class AlreadyCheckedInError extends AppError {
  constructor(readonly checkedInAt: Date) {
    super('ALREADY_CHECKED_IN', 'This ticket is already checked in.', undefined, { details: { checked_in_at: checkedInAt.toISOString() } })
  }
}

export async function checkInTicket(
  { db, clock }: Pick<CoreDeps, 'db' | 'clock'>,
  input: { eventId: number; manager: Manager; code: string },
): Promise<{ checkedInAt: Date }> {
  await findManagedEvent(db, input.eventId, input.manager, 'check_in')
  const code = normalizeTicketCode(input.code)
  const ticket = await findTicketOfEventByCode(db, input.eventId, code)
  if (!ticket) {
    metrics.checkIn('unknown')
    throw new AppError('NOT_FOUND', 'No ticket of this event has that code.')
  }
  if (!isTicketValidForEntry(ticket.status)) throw new AppError('CONFLICT', `This ticket was ${ticket.status} and cannot be used.`)
  // One statement admits the ticket and writes its trail entry.
  const checkedInAt = await writeCheckIn(db, ticket.ticketId, computeOrganizerSideActor(input.manager), clock.now())
  if (checkedInAt) {
    metrics.checkIn('accepted')
    return { checkedInAt }
  }
  // The update found the ticket checked in (or refunded) meanwhile: read what happened.
  const now = await findTicketOfEventByCode(db, input.eventId, code)
  if (now?.checkedInAt) {
    metrics.checkIn('already_used')
    throw new AlreadyCheckedInError(now.checkedInAt)
  }
  throw new AppError('CONFLICT', `This ticket was ${now?.status ?? 'removed'} and cannot be used.`)
}
