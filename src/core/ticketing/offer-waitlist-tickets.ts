import type { Db } from '@/db/create-db'
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { recountHeld } from './inventory-repository'
import { computeRemaining } from './inventory'
import { computeOrderAccessToken } from './order-access'
import { SYSTEM_ACTOR } from './order-lifecycle'
import { planOrderCreation } from './order-state'
import { computeAmountsWithDiscount } from './order-pricing'
import { findEventForTicketing, insertOrderWithLines } from './orders-repository'
import { findWaitingEntriesByClassId } from './waitlist-repository'
import { lockTicketClassesWithAvailability } from './inventory-repository'
import { computeWaitlistOfferEmail } from './ticketing-emails'
import { lapseExpiredOffers, offerToEntry } from './waitlist-lifecycle'
import type { TicketingDeps } from './ticketing-deps'

/**
 * Offers freed tickets of a class to its wait-list, first come first served (issue 19 §9): while the first
 * waiting entry's quantity fits in what remains, a reserved order holds those tickets for
 * `waitlistOfferHours` and its signed link is emailed; then the next. Offers that lapsed make room for the
 * next entry. Runs inside the caller's transaction (cancel, refund), under the class's row lock.
 */
export async function offerWaitlistTickets(tx: Db, deps: TicketingDeps, ticketClassId: number): Promise<number> {
  const now = deps.clock.now()
  await lapseExpiredOffers(tx, ticketClassId, now)
  const [cls] = await lockTicketClassesWithAvailability(tx, [ticketClassId], now)
  if (!cls) return 0
  // Under the lock, the running held count (decision 015) drops the expired holds just left out; the
  // offers below add their own seats to it.
  await recountHeld(tx, [cls], now)
  let remaining = computeRemaining(cls)
  let offered = 0
  const event = await findEventForTicketing(tx, cls.eventId)
  if (!event) return 0
  for (const entry of await findWaitingEntriesByClassId(tx, ticketClassId, 20)) {
    if (entry.quantity > remaining) break
    const expiresAt = new Date(now.getTime() + deps.waitlistOfferHours * 3600_000)
    const amounts = computeAmountsWithDiscount([cls], [{ ticketClassId, quantity: entry.quantity }], null, event.tax)
    const order = await insertOrderWithLines(
      tx,
      {
        eventId: cls.eventId,
        userId: null,
        buyerName: entry.name,
        buyerEmail: entry.email,
        currency: amounts.currency,
        subtotalMinor: amounts.subtotalMinor,
        discountMinor: 0,
        feesMinor: amounts.feesMinor,
        taxMinor: amounts.taxMinor,
        taxMode: amounts.taxMode,
        taxRateMilli: amounts.taxRateMilli,
        totalMinor: amounts.totalMinor,
        discountId: null,
        expiresAt,
        idempotencyScope: null,
        idempotencyKey: null,
        waitlistEntryId: entry.id,
        createdAt: now,
        locale: entry.locale,
      },
      amounts.lines,
      planOrderCreation(amounts, { actor: SYSTEM_ACTOR, reason: 'waitlist_offer', at: now, details: { waitlist_entry_id: entry.id } }),
    )
    await offerToEntry(tx, entry.id, expiresAt)
    const orderUrl = `${deps.siteUrl}/orders/${order.id}/?token=${computeOrderAccessToken(deps.secret, { id: order.id, linkVersion: 0 })}`
    await enqueueEmail(tx, computeWaitlistOfferEmail({ to: entry.email, event, className: cls.name, quantity: entry.quantity, orderUrl, expiresAt, orderId: order.id, locale: entry.locale }))
    remaining -= entry.quantity
    offered += 1
  }
  return offered
}
