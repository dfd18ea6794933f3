// The one transition function of an order (issue 36, ARCHITECTURE §7 "One lifecycle"): every status change
// of an order is checked against the table in order-state.ts and written with its trail row, in the
// caller's transaction, by this module, with the ledger transaction of the money the move moves (issue
// 37: a payment, a refund). Use cases decide *whether* to move; this decides *how*.
import type { Db } from '@/db/create-db'
import type { LedgerPosting } from '@/core/ledger/ledger-postings'
import { writeLedgerPosting } from '@/core/ledger/ledger-repository'
import type { OrderActor } from './order-access'
import { insertTicketIssued, writeOrderMove, writeTicketMoves, type OrderMovePatch } from './order-lifecycle-repository'
import { computeIssuedTicket } from './ticket-issue'
import { allocateTicketIds, insertTickets, type TicketRow } from './tickets-repository'
import { planOrderMove, type MoveInput, type OrderMove, type OrderMoveActor, type OrderStatus } from './order-state'
import { assertTicketMove, type TicketStatus } from './ticket-state'

/**
 * Moves `order` (read under its row lock in this transaction) to `to`, with `patch` written beside the
 * status and `posting` (the money the move moves, from ledger-postings.ts) written to the ledger; a move
 * the table does not allow is refused with a CONFLICT before anything is written.
 */
export async function moveOrder(
  tx: Db,
  order: { id: number; status: string; currency: string },
  to: OrderStatus,
  input: MoveInput,
  patch: OrderMovePatch = {},
  posting: LedgerPosting | null = null,
): Promise<OrderMove> {
  const move = planOrderMove(order, to, input)
  await writeOrderMove(tx, move, patch)
  if (posting) {
    if (posting.currency !== order.currency) throw new Error(`a ${posting.currency} posting for a ${order.currency} order`)
    await writeLedgerPosting(tx, posting, order.id, move.at)
  }
  return move
}

/**
 * The one transition function of an order's tickets: its valid tickets (the named ones, or all) become
 * `to`, each with its trail entry; answers the ids moved (a ticket no longer valid is left alone).
 */
export async function moveTickets(
  tx: Db,
  order: { id: number; currency: string },
  ticketIds: readonly number[] | 'all',
  to: TicketStatus,
  input: Pick<MoveInput, 'actor' | 'reason' | 'at'>,
): Promise<number[]> {
  assertTicketMove('valid', to)
  return writeTicketMoves(tx, order.id, ticketIds, to, { ...input, currency: order.currency })
}

/**
 * Gives `ticket` (valid, of `order`, read under the order's lock) to a new holder (issue 40, decision 059):
 * it becomes `transferred`, so its code stops admitting at once, and a new ticket of the same class with a
 * new code is issued to the holder, each with its trail entry naming the other. Answers the new ticket;
 * null when the ticket was no longer valid (the caller refuses).
 */
export async function transferTicketToNewHolder(
  tx: Db,
  order: { id: number; currency: string },
  ticket: Pick<TicketRow, 'id' | 'ticketClassId'>,
  holder: { name: string; email: string },
  input: Pick<MoveInput, 'actor' | 'at'>,
): Promise<TicketRow | null> {
  const [id] = await allocateTicketIds(tx, 1)
  const trail = { actor: input.actor, reason: 'transferred_by_buyer' as const, at: input.at, currency: order.currency }
  const moved = await writeTicketMoves(tx, order.id, [ticket.id], 'transferred', { ...trail, details: { to_ticket_id: id, to_name: holder.name } })
  if (moved.length === 0 || id === undefined) return null
  const issued = computeIssuedTicket({ id, orderId: order.id, ticketClassId: ticket.ticketClassId, attendeeName: holder.name, holderEmail: holder.email, transferredFromTicketId: ticket.id, now: input.at })
  await insertTickets(tx, [issued])
  await insertTicketIssued(tx, order.id, id, { ...trail, details: { from_ticket_id: ticket.id } })
  return issued
}

/** The trail's actor for someone acting through the buyer's own pages (the buyer, or staff helping them). */
export function computeBuyerSideActor(actor: Pick<OrderActor, 'userId' | 'isStaff'>): OrderMoveActor {
  return { kind: actor.isStaff ? 'staff' : 'buyer', userId: actor.userId }
}

/**
 * The trail's actor for someone acting through the organizer's pages: only the event's owner may change
 * its orders there (staff read), so whoever acts is its organizer, staff account or not.
 */
export function computeOrganizerSideActor(manager: { userId: number }): OrderMoveActor {
  return { kind: 'organizer', userId: manager.userId }
}

export const SYSTEM_ACTOR: OrderMoveActor = { kind: 'system', userId: null }
export const PROVIDER_ACTOR: OrderMoveActor = { kind: 'provider', userId: null }
