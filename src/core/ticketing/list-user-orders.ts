import { computeOrderJson, type OrderJson } from './order-json'
import { findOrderLinesByOrderId, findOrdersByUser } from './orders-repository'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

/**
 * "My tickets" (issue 19 §7): the user's paid orders, their own and guest orders placed with their email.
 * `orders` is every order newest first (Eventbrite's users/me/orders); `upcoming` is soonest event first and
 * `past` latest event first.
 */
export async function listUserOrders(
  deps: Pick<TicketingDeps, 'db' | 'clock' | 'secret' | 'siteUrl'>,
  user: { id: number; email: string | null },
): Promise<{ orders: OrderJson[]; upcoming: OrderJson[]; past: OrderJson[] }> {
  const now = deps.clock.now()
  const rows = await findOrdersByUser(deps.db, user)
  const items: { json: OrderJson; start: Date; id: number }[] = []
  for (const row of rows) {
    const event = { name: row.eventName, startAt: row.eventStartAt, timeZone: row.eventTimeZone, nameSlug: row.eventSlug, refundPolicy: row.eventRefundPolicy, onlineUrl: row.eventOnlineUrl }
    const json = computeOrderJson(row, await findOrderLinesByOrderId(deps.db, row.id), await findTicketsByOrderId(deps.db, row.id), { now, secret: deps.secret, siteUrl: deps.siteUrl, event })
    items.push({ json, start: row.eventStartAt, id: row.id })
  }
  const upcoming = items.filter((i) => i.start >= now).sort((a, b) => a.start.getTime() - b.start.getTime())
  const past = items.filter((i) => i.start < now).sort((a, b) => b.start.getTime() - a.start.getTime())
  return {
    orders: [...items].sort((a, b) => b.id - a.id).map((i) => i.json),
    upcoming: upcoming.map((i) => i.json),
    past: past.map((i) => i.json),
  }
}
