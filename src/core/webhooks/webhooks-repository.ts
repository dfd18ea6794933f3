// Data access for webhooks (issue 41, decision 066): endpoints, the queues they are fed from (the order
// trail's unhandled rows and the event outbox), messages, and the deliveries the worker claims.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/db/create-db'
import { queryRows } from '@/db/query-rows'
import { orderEvents, webhookDeliveries, webhookEndpoints, webhookMessages, webhookOutbox, webhookSoldOutClasses } from '@/db/schema'

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect
export type WebhookMessageRow = typeof webhookMessages.$inferSelect

export async function insertWebhookEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning()
  return row!
}

export async function findWebhookEndpointsByOrganizerId(db: Db, organizerId: number): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organizerId, organizerId)).orderBy(asc(webhookEndpoints.id))
}

/** One endpoint of the organizer (locked for the transaction when `lock`), or null when it is not theirs. */
export async function findWebhookEndpointOfOrganizer(db: Db, endpointId: number, organizerId: number, lock = false): Promise<WebhookEndpointRow | null> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.organizerId, organizerId)))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

export async function updateWebhookEndpoint(db: Db, endpointId: number, patch: Partial<Omit<typeof webhookEndpoints.$inferInsert, 'id' | 'organizerId'>>): Promise<WebhookEndpointRow> {
  const [row] = await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, endpointId)).returning()
  return row!
}

export async function deleteWebhookEndpoint(db: Db, endpointId: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId))
}

/** The enabled endpoints of these organizers, to fan messages out to. */
export async function findEnabledWebhookEndpointsByOrganizerIds(db: Db, organizerIds: readonly number[]): Promise<WebhookEndpointRow[]> {
  if (organizerIds.length === 0) return []
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.organizerId, [...organizerIds]), eq(webhookEndpoints.enabled, true)))
    .orderBy(asc(webhookEndpoints.id))
}

/** A trail row not yet fanned out, with the organizer and event of its order. */
export type DueTrailRow = { id: number; orderId: number; ticketId: number | null; type: string; createdAt: Date; eventId: number; organizerId: number }

/**
 * Claims the oldest trail rows not yet fanned out, locked for this transaction (rows another instance holds
 * are skipped, so two dispatchers never fan one row out twice).
 */
export async function claimDueTrailRows(db: Db, limit: number): Promise<DueTrailRow[]> {
  const rows = await queryRows<{ id: string | number; order_id: number; ticket_id: number | null; type: string; created_at: Date | string; event_id: number; organizer_id: number }>(
    db,
    sql`
    with due as (
      select id from order_events where webhooks_at is null order by id limit ${limit} for update skip locked
    )
    select oe.id, oe.order_id, oe.ticket_id, oe.type, oe.created_at, o.event_id, e.organizer_id
    from due join order_events oe on oe.id = due.id join orders o on o.id = oe.order_id join events e on e.id = o.event_id
    order by oe.id`,
  )
  return rows.map((r) => ({ id: Number(r.id), orderId: r.order_id, ticketId: r.ticket_id, type: r.type, createdAt: new Date(r.created_at), eventId: r.event_id, organizerId: r.organizer_id }))
}

export async function markTrailRowsFannedOut(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await db.update(orderEvents).set({ webhooksAt: at }).where(inArray(orderEvents.id, [...ids]))
}

/**
 * Queues an event change for webhooks, in the change's own transaction: one statement, which reads the
 * event's organizer itself. A draft's changes are nobody's business until it is published.
 */
export async function insertWebhookOutboxRow(db: Db, eventId: number, type: 'event.published' | 'event.updated' | 'event.cancelled', at: Date): Promise<void> {
  await db.execute(sql`insert into webhook_outbox (organizer_id, type, event_id, created_at)
    select organizer_id, ${type}, id, ${at}::timestamptz from events where id = ${eventId} and status <> 'draft'`)
}

export type DueOutboxRow = typeof webhookOutbox.$inferSelect

export async function claimDueOutboxRows(db: Db, limit: number): Promise<DueOutboxRow[]> {
  return db.select().from(webhookOutbox).where(isNull(webhookOutbox.webhooksAt)).orderBy(asc(webhookOutbox.id)).limit(limit).for('update', { skipLocked: true })
}

export async function markOutboxRowsFannedOut(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return
  await db.update(webhookOutbox).set({ webhooksAt: at }).where(inArray(webhookOutbox.id, [...ids]))
}

/** A message and its first delivery to each endpoint, due at once. */
export async function insertWebhookMessage(
  db: Db,
  message: { msgId: string; organizerId: number; type: string; body: string; at: Date },
  endpointIds: readonly number[],
): Promise<{ messageId: number; deliveryIds: number[] }> {
  const [row] = await db.insert(webhookMessages).values({ msgId: message.msgId, organizerId: message.organizerId, type: message.type, body: message.body, createdAt: message.at }).returning({ id: webhookMessages.id })
  const messageId = row!.id
  if (endpointIds.length === 0) return { messageId, deliveryIds: [] }
  const deliveries = await db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ messageId, endpointId, nextAttemptAt: message.at, createdAt: message.at })))
    .returning({ id: webhookDeliveries.id })
  return { messageId, deliveryIds: deliveries.map((d) => d.id) }
}

export type NewWebhookMessage = { msgId: string; organizerId: number; type: string; body: string; at: Date; endpointIds: readonly number[] }

/**
 * Writes a batch of messages and their deliveries with two statements (the dispatcher's), in the batch's
 * order: message ids, and so the deliveries' queue order, follow it.
 */
export async function insertWebhookMessages(db: Db, messages: readonly NewWebhookMessage[]): Promise<void> {
  if (messages.length === 0) return
  const rows = await db
    .insert(webhookMessages)
    .values(messages.map((m) => ({ msgId: m.msgId, organizerId: m.organizerId, type: m.type, body: m.body, createdAt: m.at })))
    .returning({ id: webhookMessages.id, msgId: webhookMessages.msgId })
  const idOf = new Map(rows.map((r) => [r.msgId, r.id]))
  const deliveries = messages.flatMap((m) => m.endpointIds.map((endpointId) => ({ messageId: idOf.get(m.msgId)!, endpointId, nextAttemptAt: m.at, createdAt: m.at })))
  if (deliveries.length > 0) await db.insert(webhookDeliveries).values(deliveries)
}

/** A new delivery of an existing message (a replay): the same `msg_` id and body, due at once. */
export async function insertWebhookDelivery(db: Db, messageId: number, endpointId: number, at: Date): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values({ messageId, endpointId, nextAttemptAt: at, createdAt: at }).returning()
  return row!
}

/** A due delivery with what sending it needs. */
export type ClaimedDelivery = {
  id: number
  attempts: number
  endpointId: number
  url: string
  secret: string
  previousSecret: string | null
  previousSecretUntil: Date | null
  msgId: string
  body: string
  /** Whether its endpoint was enabled when claimed (a disabled one's deliveries are failed, not sent). */
  enabled: boolean
}

/**
 * Claims due pending deliveries with their endpoints: locked, skipping those another instance holds, and
 * leased (their next attempt moved to `leaseUntil`, the attempt counted) in the same statement, so no two
 * instances send the same attempt. An instance that dies mid-send leaves the lease to run out, and the
 * attempt is made again (at least once).
 */
export async function claimDueWebhookDeliveries(db: Db, input: { now: Date; leaseUntil: Date; limit: number }): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<{ id: string | number; attempts: number; endpoint_id: number; url: string; secret: string; previous_secret: string | null; previous_secret_until: Date | string | null; msg_id: string; body: string; enabled: boolean }>(
    db,
    sql`
    with due as (
      select d.id from webhook_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= ${input.now}::timestamptz
      order by d.next_attempt_at, d.id
      limit ${input.limit}
      for update of d skip locked
    ), leased as (
      update webhook_deliveries d set next_attempt_at = ${input.leaseUntil}::timestamptz, attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.attempts, d.endpoint_id, d.message_id
    )
    select l.id, l.attempts, l.endpoint_id, w.url, w.secret, w.previous_secret, w.previous_secret_until, m.msg_id, m.body, w.enabled
    from leased l join webhook_endpoints w on w.id = l.endpoint_id join webhook_messages m on m.id = l.message_id
    order by l.id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    attempts: r.attempts,
    endpointId: r.endpoint_id,
    url: r.url,
    secret: r.secret,
    previousSecret: r.previous_secret,
    previousSecretUntil: r.previous_secret_until === null ? null : new Date(r.previous_secret_until),
    msgId: r.msg_id,
    body: r.body,
    enabled: r.enabled === true,
  }))
}

/** Stops the pending deliveries of a disabled endpoint: they are failed, with the reason. */
export async function failPendingDeliveriesOfEndpoint(db: Db, endpointId: number, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: reason })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
}

export type WebhookAttemptOutcome = { status: 'pending' | 'succeeded' | 'failed'; nextAttemptAt: Date | null; responseCode: number | null; durationMs: number; error: string | null; excerpt: string | null; at: Date }

/** Records an attempt's outcome: the delivery's new status (or its next attempt) and what the receiver said. */
export async function recordWebhookAttempt(db: Db, deliveryId: number, outcome: WebhookAttemptOutcome): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
      responseCode: outcome.responseCode,
      durationMs: outcome.durationMs,
      lastError: outcome.error,
      responseExcerpt: outcome.excerpt,
      lastAttemptAt: outcome.at,
    })
    .where(eq(webhookDeliveries.id, deliveryId))
}

/**
 * Records the outcomes of several attempts in one statement (a pass's sends to one endpoint): one round
 * trip to the database however many were sent, which a busy pool makes the slow part of a delivery.
 */
export async function recordWebhookAttempts(db: Db, attempts: readonly { deliveryId: number; outcome: WebhookAttemptOutcome }[]): Promise<void> {
  if (attempts.length === 0) return
  const column = <T>(pick: (o: WebhookAttemptOutcome) => T) => sql.param(attempts.map((a) => pick(a.outcome)))
  await queryRows(
    db,
    sql`update webhook_deliveries d set status = v.status, next_attempt_at = coalesce(v.next_attempt_at, d.next_attempt_at), response_code = v.response_code,
        duration_ms = v.duration_ms, last_error = v.last_error, response_excerpt = v.excerpt, last_attempt_at = v.at
      from unnest(${sql.param(attempts.map((a) => a.deliveryId))}::bigint[], ${column((o) => o.status)}::text[], ${column((o) => o.nextAttemptAt?.toISOString() ?? null)}::timestamptz[],
        ${column((o) => o.responseCode)}::int[], ${column((o) => o.durationMs)}::int[], ${column((o) => o.error)}::text[], ${column((o) => o.excerpt)}::text[], ${column((o) => o.at.toISOString())}::timestamptz[])
        as v(id, status, next_attempt_at, response_code, duration_ms, last_error, excerpt, at)
      where d.id = v.id`,
  )
}

export async function disableWebhookEndpoint(db: Db, endpointId: number, reason: string, at: Date): Promise<void> {
  await db.update(webhookEndpoints).set({ enabled: false, disabledReason: reason, updatedAt: at }).where(eq(webhookEndpoints.id, endpointId))
}

export type DeliveryLogRow = WebhookDeliveryRow & { eventType: string; msgId: string; body: string }

/** An endpoint's deliveries, newest first. */
export async function findWebhookDeliveriesByEndpointId(db: Db, endpointId: number, limit: number): Promise<DeliveryLogRow[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: webhookMessages.type, msgId: webhookMessages.msgId, body: webhookMessages.body })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
  return rows.map((r) => ({ ...r.delivery, eventType: r.eventType, msgId: r.msgId, body: r.body }))
}

export async function findWebhookDeliveryOfEndpoint(db: Db, deliveryId: number, endpointId: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
  return row ?? null
}

/** The ticket classes of an order with their capacity and seats sold, for sell-out detection. */
export async function findTicketClassesOfOrder(db: Db, orderId: number): Promise<{ id: number; eventId: number; name: string; capacity: number; sold: number }[]> {
  return queryRows<{ id: number; eventId: number; name: string; capacity: number; sold: number }>(
    db,
    sql`select tc.id, tc.event_id as "eventId", tc.name, tc.capacity, tc.sold
      from ticket_classes tc where tc.id in (select ticket_class_id from order_lines where order_id = ${orderId}) order by tc.id`,
  )
}

/** Records a sell-out; true only for the caller that recorded it first (so it is reported once). */
export async function insertSoldOutClass(db: Db, ticketClassId: number, at: Date): Promise<boolean> {
  const rows = await db.insert(webhookSoldOutClasses).values({ ticketClassId, createdAt: at }).onConflictDoNothing().returning({ id: webhookSoldOutClasses.ticketClassId })
  return rows.length === 1
}

/** Seats freed again: the next sell-out is reported anew. */
export async function deleteSoldOutClasses(db: Db, ticketClassIds: readonly number[]): Promise<void> {
  if (ticketClassIds.length === 0) return
  await db.delete(webhookSoldOutClasses).where(inArray(webhookSoldOutClasses.ticketClassId, [...ticketClassIds]))
}
