// The reminder sweep (issue 40, decision 061), run by every instance's background loop: each due reminder
// is claimed and its email queued in one transaction, so that it goes out once however many instances
// sweep at the same moment, and never when the order or the event changed meanwhile.
import { enqueueEmail } from '@/core/mail/outbox-repository'
import { loadOrderJson } from './load-order-json'
import { computeRemindedTickets, isReminderDue } from './order-reminders'
import { claimOrderReminder, findDueReminders, type DueReminderCursor, type DueReminderRow, type ReminderSearchTime } from './order-reminders-repository'
import { isTicketedOrderStatus } from './order-state'
import { findEventForTicketing, findOrderById } from './orders-repository'
import { computeReminderEmail } from './reminder-email'
import { findTicketsByOrderId } from './tickets-repository'
import type { TicketingDeps } from './ticketing-deps'

export type ReminderDeps = Pick<TicketingDeps, 'db' | 'clock' | 'secret' | 'siteUrl'> & {
  /** An event's own time (a test server moves events' clocks one by one); the clock's time otherwise. */
  eventNow?: (eventId: number) => Date
}

/** How many reminders one pass looks at; the next pass takes the rest. */
const BATCH = 100
/**
 * Pages one sweep reads at most. Every candidate is claimed where clocks agree, so one page is the usual
 * sweep; on a test server whose events' clocks were moved one by one, the search runs at the latest of them
 * and may meet candidates that are not yet due for their own event: the next pages are read past them
 * rather than meeting the same ones every sweep.
 */
const MAX_PAGES = 20

/**
 * Sends the reminders that have come due: per order and offset, once. Tickets that no longer admit or whose
 * holder checked in are left out, and an order with none left is marked skipped, not mailed; a cancelled
 * or refunded order and a cancelled event get nothing. `searchNow`: on a test server whose events' clocks
 * were moved one by one, the earliest and the latest time they read, so that the search finds what each
 * of those events sees as due.
 */
export async function sendOrderReminders(
  deps: ReminderDeps,
  searchNow: ReminderSearchTime = deps.clock.now(),
): Promise<{ sent: number; skipped: number }> {
  let sent = 0
  let skipped = 0
  let after: DueReminderCursor | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await findDueReminders(deps.db, searchNow, BATCH, after)
    for (const candidate of due) {
      const outcome = await sendOrderReminder(deps, candidate)
      if (outcome === 'sent') sent += 1
      if (outcome === 'skipped') skipped += 1
    }
    if (due.length < BATCH) break
    after = due.at(-1)!
  }
  return { sent, skipped }
}

async function sendOrderReminder(deps: ReminderDeps, candidate: DueReminderRow): Promise<'sent' | 'skipped' | 'none'> {
  const now = deps.eventNow?.(candidate.eventId) ?? deps.clock.now()
  return deps.db.transaction(async (tx) => {
    // The order's row lock orders this against a refund, a cancellation or another instance's sweep.
    const order = await findOrderById(tx, candidate.orderId, true)
    if (!order || !isTicketedOrderStatus(order.status)) return 'none'
    const event = await findEventForTicketing(tx, order.eventId)
    if (!event || event.status !== 'live') return 'none'
    if (!isReminderDue({ startAt: event.startAt, hoursBefore: candidate.hoursBefore, orderPlacedAt: order.paidAt ?? order.createdAt, now })) return 'none'
    const reminded = computeRemindedTickets(await findTicketsByOrderId(tx, order.id))
    const status = reminded.length > 0 && order.buyerEmail ? 'sent' : 'skipped'
    if (!(await claimOrderReminder(tx, { orderId: order.id, hoursBefore: candidate.hoursBefore, status, createdAt: now }))) return 'none'
    if (status === 'skipped') return 'skipped'
    const json = await loadOrderJson(tx, { ...deps, clock: { now: () => now } }, order)
    const ids = new Set(reminded.map((t) => String(t.id)))
    const about = { ...json, tickets: json.tickets.filter((t) => ids.has(t.id)) }
    await enqueueEmail(tx, computeReminderEmail(about, event, candidate.hoursBefore, order.locale), { moneyMoved: order.totalMinor > 0 })
    return 'sent'
  })
}
