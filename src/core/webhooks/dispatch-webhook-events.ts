// The webhook dispatcher (issue 41, decision 066): turns the queue of changes into messages. The queue is
// the order trail's rows not yet handled (`order_events.webhooks_at` null, written in each move's own
// transaction) and the event outbox; each batch is claimed (skipping rows another instance holds), turned
// into one message per subscribed organizer event and one delivery per endpoint, and marked handled, in one
// transaction: a row is fanned out exactly once, a rolled-back change never had a row, and a row stays
// until a dispatcher has handled it.
import type { Clock } from '@/core/shared/core-deps'
import type { Db } from '@/db/create-db'
import { computeWebhookBody } from './webhook-payload'
import { generateWebhookMessageId } from './webhook-signature'
import { computeTrailWebhookType, type WebhookEventType } from './webhook-event-types'
import { computeTicketClassWebhookData, loadAttendeeWebhookData, loadEventWebhookData, loadOrderWebhookDataBatch } from './webhook-data'
import {
  claimDueOutboxRows,
  claimDueTrailRows,
  deleteSoldOutClasses,
  findEnabledWebhookEndpointsByOrganizerIds,
  findTicketClassesOfOrder,
  insertSoldOutClass,
  insertWebhookMessages,
  markOutboxRowsFannedOut,
  markTrailRowsFannedOut,
  type NewWebhookMessage,
  type WebhookEndpointRow,
} from './webhooks-repository'

export type DispatchWebhookEventsDeps = { db: Db; clock: Clock; siteUrl: string }
export type DispatchPass = { rows: number; messages: number; deliveries: number }

/** Trail rows (and outbox rows) fanned out per pass, each kind in its own transaction. */
export const DISPATCH_BATCH = 200

/** One pass: at most one batch of trail rows and one of outbox rows, each in its own transaction. */
export async function dispatchWebhookEvents(deps: DispatchWebhookEventsDeps, input: { batch?: number } = {}): Promise<DispatchPass> {
  const pass: DispatchPass = { rows: 0, messages: 0, deliveries: 0 }
  const add = (p: DispatchPass) => {
    pass.rows += p.rows
    pass.messages += p.messages
    pass.deliveries += p.deliveries
  }
  add(await deps.db.transaction((tx) => dispatchTrailBatch(tx, deps, input.batch ?? DISPATCH_BATCH)))
  add(await deps.db.transaction((tx) => dispatchOutboxBatch(tx, deps, input.batch ?? DISPATCH_BATCH)))
  return pass
}

/** A batch's fan-out: the endpoints of its organizers, and the messages made so far (written together at the end). */
type Fanout = { endpointsByOrganizer: Map<number, WebhookEndpointRow[]>; pass: DispatchPass; messages: NewWebhookMessage[] }

/** Makes a message for the endpoints of `organizerId` subscribed to `type`; none subscribed, nothing made. */
async function fanOut(f: Fanout, organizerId: number, type: WebhookEventType, at: Date, loadData: () => Promise<Record<string, unknown> | null>): Promise<void> {
  const endpoints = (f.endpointsByOrganizer.get(organizerId) ?? []).filter((e) => e.eventTypes.includes(type))
  if (endpoints.length === 0) return
  const data = await loadData()
  if (!data) return
  f.messages.push({ msgId: generateWebhookMessageId(), organizerId, type, body: computeWebhookBody(type, at, data), at, endpointIds: endpoints.map((e) => e.id) })
  f.pass.messages += 1
  f.pass.deliveries += endpoints.length
}

async function loadEndpoints(tx: Db, organizerIds: Iterable<number>): Promise<Map<number, WebhookEndpointRow[]>> {
  const map = new Map<number, WebhookEndpointRow[]>()
  for (const endpoint of await findEnabledWebhookEndpointsByOrganizerIds(tx, [...new Set(organizerIds)])) {
    map.set(endpoint.organizerId, [...(map.get(endpoint.organizerId) ?? []), endpoint])
  }
  return map
}

function isSubscribed(f: Fanout, organizerId: number, type: WebhookEventType): boolean {
  return (f.endpointsByOrganizer.get(organizerId) ?? []).some((e) => e.eventTypes.includes(type))
}

async function dispatchTrailBatch(tx: Db, deps: DispatchWebhookEventsDeps, limit: number): Promise<DispatchPass> {
  const rows = await claimDueTrailRows(tx, limit)
  const f: Fanout = { endpointsByOrganizer: await loadEndpoints(tx, rows.map((r) => r.organizerId)), pass: { rows: rows.length, messages: 0, deliveries: 0 }, messages: [] }
  const now = deps.clock.now()
  // The orders some endpoint will be told about, read for the whole batch at once.
  const ordersToSend = rows.filter((row) => {
    const type = computeTrailWebhookType(row)
    return type !== null && type !== 'attendee.checked_in' && isSubscribed(f, row.organizerId, type)
  })
  const orderData = await loadOrderWebhookDataBatch(tx, ordersToSend.map((row) => row.orderId), now)
  // In trail order, so that an endpoint's messages are queued (and first sent) in the order of the moves.
  for (const row of rows) {
    const type = computeTrailWebhookType(row)
    if (type === 'attendee.checked_in' && row.ticketId !== null) {
      const ticketId = row.ticketId
      await fanOut(f, row.organizerId, type, row.createdAt, () => loadAttendeeWebhookData(tx, ticketId, row.eventId))
    } else if (type) {
      await fanOut(f, row.organizerId, type, row.createdAt, () => Promise.resolve(orderData.get(row.orderId) ?? null))
    }
    // A sell-out is reported once, when a payment fills a class; seats freed again re-arm it. Only an
    // organizer with an endpoint for it has a payment's classes read (most have none: no read per purchase).
    if (type === 'order.placed' && isSubscribed(f, row.organizerId, 'ticket_class.sold_out')) {
      for (const c of await findTicketClassesOfOrder(tx, row.orderId)) {
        if (c.sold >= c.capacity && (await insertSoldOutClass(tx, c.id, row.createdAt))) {
          await fanOut(f, row.organizerId, 'ticket_class.sold_out', row.createdAt, () => Promise.resolve(computeTicketClassWebhookData(c)))
        }
      }
    } else if (type === 'order.refunded' || type === 'order.cancelled') {
      const freed = (await findTicketClassesOfOrder(tx, row.orderId)).filter((c) => c.sold < c.capacity)
      await deleteSoldOutClasses(tx, freed.map((c) => c.id))
    }
  }
  await insertWebhookMessages(tx, f.messages)
  await markTrailRowsFannedOut(tx, rows.map((r) => r.id), now)
  return f.pass
}

async function dispatchOutboxBatch(tx: Db, deps: DispatchWebhookEventsDeps, limit: number): Promise<DispatchPass> {
  const rows = await claimDueOutboxRows(tx, limit)
  const f: Fanout = { endpointsByOrganizer: await loadEndpoints(tx, rows.map((r) => r.organizerId)), pass: { rows: rows.length, messages: 0, deliveries: 0 }, messages: [] }
  const now = deps.clock.now()
  for (const row of rows) {
    await fanOut(f, row.organizerId, row.type as WebhookEventType, row.createdAt, () => loadEventWebhookData(tx, row.eventId, now, deps.siteUrl))
  }
  await insertWebhookMessages(tx, f.messages)
  await markOutboxRowsFannedOut(tx, rows.map((r) => r.id), now)
  return f.pass
}
