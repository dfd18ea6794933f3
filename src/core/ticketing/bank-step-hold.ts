// How long a hold lasts while the buyer is at their bank's 3-D Secure step (issue 38 point 1): the step
// starts with a full hold window, so a buyer who reached Pay late in their hold does not lose the tickets
// while confirming; but repeated extra steps never stretch one hold past twice its length, so a client
// cannot keep an event's tickets held by asking for the step again and again.

/** The hold's new expiry once the card asks for the extra step: never earlier than it was. */
export function computeBankStepExpiry(order: { createdAt: Date; expiresAt: Date }, now: Date, holdMinutes: number): Date {
  const windowMs = holdMinutes * 60_000
  const wanted = Math.min(now.getTime() + windowMs, order.createdAt.getTime() + 2 * windowMs)
  return new Date(Math.max(order.expiresAt.getTime(), wanted))
}
