// The canonical form of a hold request, hashed and kept with its Idempotency-Key (issue 39 finding 12):
// the same key again with the same request answers the first order; with another request it is refused,
// as payment APIs do, rather than silently answering an order the client did not ask for this time.
import { createHash } from 'node:crypto'
import type { OrderLineRequest } from './inventory'

/** A hash of what decides the order: the event, the lines in their order (attendee names follow it) and the promo code. */
export function computeHoldRequestHash(request: { eventId: number; lines: readonly OrderLineRequest[]; discountCode?: string }): string {
  const canonical = JSON.stringify([request.eventId, request.lines.map((l) => [l.ticketClassId, l.quantity]), request.discountCode?.trim().toUpperCase() || null])
  return createHash('sha256').update(canonical).digest('base64url')
}
