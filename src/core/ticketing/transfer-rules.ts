// Ticket transfers (issue 40, decision 059): whether a ticket may be given to someone else now. The
// organizer allows or forbids transfers per event and sets a cut-off in hours before the start (0: until
// the event starts, Eventbrite's and Tito's default). Only a valid ticket of a paid order that has not
// checked in moves: the door has already let its holder in, and a refunded or cancelled ticket is gone. Pure.
import { AppError } from '@/core/shared/app-error'
import { isTicketedOrderStatus } from './order-state'

/** The longest cut-off an organizer may set: 30 days before the start. */
export const MAX_TRANSFER_CUTOFF_HOURS = 720

export type TransferSettings = { transfersAllowed: boolean; transferCutoffHours: number }

/** Why a ticket cannot be given away now; each is a 409 `TRANSFER_NOT_ALLOWED` with this `reason`. */
export type TransferRefusal = 'forbidden' | 'cut_off_passed' | 'order_not_paid' | 'refunded' | 'cancelled' | 'transferred' | 'checked_in'

/** The last moment a ticket of an event starting at `startAt` may be transferred. */
export function computeTransferDeadline(startAt: Date, cutoffHours: number): Date {
  return new Date(startAt.getTime() - cutoffHours * 3_600_000)
}

/** The event's transfers until when, for pages and the API: null when the organizer forbids them. */
export function computeTransferUntil(event: TransferSettings & { startAt: Date }): Date | null {
  return event.transfersAllowed ? computeTransferDeadline(event.startAt, event.transferCutoffHours) : null
}

/** Whether transfers are open for the event at `now` (its setting and its cut-off). */
export function areTransfersOpen(event: TransferSettings & { startAt: Date }, now: Date): boolean {
  const until = computeTransferUntil(event)
  return until !== null && now.getTime() < until.getTime()
}

/** Null when `ticket` of `order` may be transferred at `now`; else the first reason it may not. */
export function computeTransferRefusal(
  event: TransferSettings & { startAt: Date },
  order: { status: string },
  ticket: { status: string; checkedInAt: Date | null },
  now: Date,
): TransferRefusal | null {
  if (!event.transfersAllowed) return 'forbidden'
  if (ticket.status === 'refunded' || ticket.status === 'cancelled' || ticket.status === 'transferred') return ticket.status
  if (!isTicketedOrderStatus(order.status)) return 'order_not_paid'
  if (ticket.checkedInAt !== null) return 'checked_in'
  if (!areTransfersOpen(event, now)) return 'cut_off_passed'
  return null
}

const DESCRIPTIONS: Record<TransferRefusal, string> = {
  forbidden: 'The organizer does not allow tickets of this event to be transferred.',
  cut_off_passed: 'Tickets of this event can no longer be transferred: the organizer’s cut-off has passed.',
  order_not_paid: 'Only tickets of a paid order can be transferred.',
  refunded: 'This ticket was refunded and cannot be transferred.',
  cancelled: 'This ticket was cancelled and cannot be transferred.',
  transferred: 'This ticket was already transferred; its new holder has a new ticket.',
  checked_in: 'This ticket has already checked in at the door and cannot be transferred.',
}

/** Throws the 409 for `refusal` (a no-op for null), with `reason` in the body for clients. */
export function assertTransferAllowed(refusal: TransferRefusal | null): void {
  if (refusal !== null) throw new AppError('TRANSFER_NOT_ALLOWED', DESCRIPTIONS[refusal], undefined, { details: { reason: refusal } })
}
