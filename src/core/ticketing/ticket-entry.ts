// Whether a ticket lets its holder in (issue 36 §3, "States a buyer and a door can trust"): one answer
// for the buyer's ticket and order pages, the emails that list tickets, the QR image endpoint, the
// check-in desk and the check-in itself. Pure.

/**
 * Only a valid ticket admits (ticket-state.ts: valid until refunded or cancelled, and never back). Any
 * other ticket has no usable QR code anywhere: its real code's QR is never drawn, sent or served, and the
 * door has no "Check in" button for it, only its status.
 */
export function isTicketValidForEntry(status: string): boolean {
  return status === 'valid'
}

/**
 * Why a ticket does not admit, as the key of its "not valid for entry" mark in the catalogs
 * (tickets.voidMark, mail.order.voidTicketLine): `refunded`, `cancelled`, `transferred` (issue 40), or `other` for a status the
 * catalogs do not name; null for a ticket that admits.
 */
export function computeTicketVoidReason(status: string): 'refunded' | 'cancelled' | 'transferred' | 'other' | null {
  if (isTicketValidForEntry(status)) return null
  return status === 'refunded' || status === 'cancelled' || status === 'transferred' ? status : 'other'
}
