// A ticket's lifecycle (issue 36): valid until refunded, cancelled or transferred (issue 40: its holder gave
// it to someone else, who holds a new ticket with a new code), and never back. Checking in is not a
// status: a valid ticket checks in once (its `checked_in_at`), recorded in its order's trail. Pure.
import { AppError } from '@/core/shared/app-error'

export const TICKET_STATUSES = ['valid', 'cancelled', 'refunded', 'transferred'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]

const NEXT: Record<TicketStatus, readonly TicketStatus[]> = {
  valid: ['refunded', 'cancelled', 'transferred'],
  refunded: [],
  cancelled: [],
  transferred: [],
}

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return NEXT[from].includes(to)
}

/** Refuses a move the table does not allow. */
export function assertTicketMove(from: TicketStatus, to: TicketStatus): void {
  if (!canMoveTicket(from, to)) throw new AppError('CONFLICT', `A ticket that is ${from} cannot become ${to}.`)
}
