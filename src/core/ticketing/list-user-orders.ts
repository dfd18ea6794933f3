import { computeOrderJson, holdsValidTicket, type OrderJson } from './order-json'
import { findOrderLinesByOrderId, findOrdersByUser } from './orders-repository'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

/**
 * "My tickets" (issue 19 §7): the user's paid orders, their own and guest orders placed with their email.
 * `orders` is every order newest first (Eventbrite's users/me/orders); `upcoming` is soonest event first and
 * holds the orders that still admit to an event yet to come; `past` (latest event first) holds the rest:
 * past events, refunded orders and orders of cancelled events.
 */
export async function listUserOrders(
  deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret' | 'siteUrl'>,
  user: { id: number; email: string | null },
): Promise<{ orders: OrderJson[]; upcoming: OrderJson[]; past: OrderJson[] }> {
  const now = deps.clock.now()
  const rows = await findOrdersByUser(deps.db, user)
  const items: { json: OrderJson; start: Date; id: number; upcoming: boolean }[] = []
  for (const row of rows) {
    const event = {
      name: row.eventName,
      startAt: row.eventStartAt,
      timeZone: row.eventTimeZone,
      nameSlug: row.eventSlug,
      refundPolicy: row.eventRefundPolicy,
      onlineUrl: row.eventOnlineUrl,
      status: row.eventStatus,
      place: row.eventPlace,
      imageUrl: row.eventImageUrl,
    }
    const json = computeOrderJson(row, await findOrderLinesByOrderId(deps.db, row.id), await findTicketsByOrderId(deps.db, row.id), { now, secret: deps.secret, siteUrl: deps.siteUrl, event })
    // Upcoming holds what still lets its holder in (issue 38 point 9): a refunded order, or one of an event
    // the organizer cancelled, leaves it for the other list even before the date.
    const admits = holdsValidTicket(row.status, json.tickets) && row.eventStatus !== 'cancelled'
    items.push({ json, start: row.eventStartAt, id: row.id, upcoming: admits && row.eventStartAt >= now })
  }
  const upcoming = items.filter((i) => i.upcoming).sort((a, b) => a.start.getTime() - b.start.getTime())
  const past = items.filter((i) => !i.upcoming).sort((a, b) => b.start.getTime() - a.start.getTime())
  return {
    orders: [...items].sort((a, b) => b.id - a.id).map((i) => i.json),
    upcoming: upcoming.map((i) => i.json),
    past: past.map((i) => i.json),
  }
}
