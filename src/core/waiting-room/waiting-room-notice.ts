// What the event page says about an on-sale waiting room (issue 42): that one lines buyers up, for the
// whole event or one class, when it opens and when the draw happens, and the SHA-256 commitment of the
// seed published before the pre-queue opens, so anyone can later check the draw against it.
import type { WaitingRoomRow } from './waiting-rooms-repository'

export type WaitingRoomNotice = {
  /** The class the room lines up for; null when it is the whole event. */
  ticketClassId: string | null
  prequeueOpensAt: string
  onSaleAt: string
  commitment: string
  /** Once the pre-queue is drawn, the seed is public (the fairness answer) and the order can be checked. */
  drawn: boolean
  paused: boolean
  /** Whether the pre-queue has opened (when the page was made). */
  open: boolean
  /** How long an admitted buyer has to start a checkout. */
  admissionMinutes: number
}

export function computeWaitingRoomNotice(
  room: Pick<WaitingRoomRow, 'ticketClassId' | 'prequeueOpensAt' | 'onSaleAt' | 'commitment' | 'shuffledAt' | 'paused' | 'admissionMinutes'>,
  now: Date,
): WaitingRoomNotice {
  return {
    ticketClassId: room.ticketClassId === null ? null : String(room.ticketClassId),
    prequeueOpensAt: room.prequeueOpensAt.toISOString(),
    onSaleAt: room.onSaleAt.toISOString(),
    commitment: room.commitment,
    drawn: room.shuffledAt !== null,
    paused: room.paused,
    open: now >= room.prequeueOpensAt,
    admissionMinutes: room.admissionMinutes,
  }
}
