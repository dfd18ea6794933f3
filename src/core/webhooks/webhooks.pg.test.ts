// Webhooks on real PostgreSQL (issue 41, decision 066): the queue is the change's own transaction, so a
// rolled-back move leaves nothing to send; several instances' workers send each attempt once.
// Runs with TEST_DATABASE_URL; skipped without it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { completeOrder } from '@/core/ticketing/complete-order'
import { moveOrder, SYSTEM_ACTOR } from '@/core/ticketing/order-lifecycle'
import { findOrderById } from '@/core/ticketing/orders-repository'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import { systemClock } from '@/core/shared/core-deps'
import { createDb, type DbHandle } from '@/db/create-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertOrganizer } from '../../../tests/factories/insert-organizer'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { insertUser } from '../../../tests/factories/insert-user'
import { createPgTestDb, TEST_DATABASE_URL } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { deliverWebhooks, type DeliverWebhooksDeps } from './deliver-webhooks'
import { dispatchWebhookEvents } from './dispatch-webhook-events'
import { DELIVERY_BATCH, drainWebhookQueue } from './drain-webhook-queue'
import type { WebhookRequest, WebhookSender } from './webhook-sender'
import { generateWebhookSecret, sealWebhookSecret } from './webhook-signature'
import { insertWebhookEndpoint, insertWebhookMessage } from './webhooks-repository'

const SERVER_SECRET = 'pg test server secret'

/** A receiver that answers 200 after `delayMs` and remembers what it got. */
function recordingSender(delayMs = 0): { send: WebhookSender; received: WebhookRequest[] } {
  const received: WebhookRequest[] = []
  return {
    received,
    send: async (request) => {
      await new Promise((r) => setTimeout(r, delayMs))
      received.push(request)
      return { status: 200, durationMs: delayMs, error: null, excerpt: null, retryAfter: null }
    },
  }
}

describe.skipIf(!TEST_DATABASE_URL)('webhooks on PostgreSQL', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await createPgTestDb()
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  async function organizerWithEndpoint(eventTypes: string[]) {
    const owner = await insertUser(handle.db)
    const organizer = await insertOrganizer(handle.db, { ownerUserId: owner.id })
    const now = new Date()
    const endpoint = await insertWebhookEndpoint(handle.db, { organizerId: organizer.id, url: 'http://receiver.test/hook', eventTypes, secret: sealWebhookSecret(generateWebhookSecret(), SERVER_SECRET), createdAt: now, updatedAt: now })
    return { organizer, endpoint }
  }

  test('A refund whose transaction rolls back sends nothing; the payment before it is sent once', async () => {
    const { organizer } = await organizerWithEndpoint(['order.placed', 'order.refunded'])
    const event = await insertEvent(handle.db, { organizerId: organizer.id })
    const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 10, priceMinor: 0, kind: 'free' })
    const t = createTestTicketing(handle.db)
    const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
    await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Ada', email: 'ada@example.com' }, payment: { token: 'tok_visa' } })

    // The refund's move is written, then its transaction fails: its trail row goes with it.
    await expect(
      handle.db.transaction(async (tx) => {
        const paid = (await findOrderById(tx, Number(order.id), true))!
        await moveOrder(tx, paid, 'refunded', { actor: SYSTEM_ACTOR, reason: 'event_cancelled', at: new Date(), amountMinor: 0 })
        throw new Error('the payment provider refused the refund')
      }),
    ).rejects.toThrow('refused')

    const receiver = recordingSender()
    const deps: DeliverWebhooksDeps = { db: handle.db, clock: systemClock, send: receiver.send, config: { retryScale: 1, timeoutMs: 2000, serverSecret: SERVER_SECRET } }
    for (let i = 0; i < 3; i++) {
      await dispatchWebhookEvents({ db: handle.db, clock: systemClock, siteUrl: 'http://localhost' })
      await deliverWebhooks(deps)
    }
    const types = receiver.received.map((r) => (JSON.parse(r.body) as { type: string; data: { id: string } }))
    expect(types.filter((m) => m.data.id === order.id).map((m) => m.type)).toEqual(['order.placed'])
    expect((await findOrderById(handle.db, Number(order.id)))!.status).toBe('paid')
  }, 60_000)

  test('A payment that fills a class sends ticket_class.sold_out once, to an endpoint that asked for it', async () => {
    const { organizer } = await organizerWithEndpoint(['ticket_class.sold_out'])
    const event = await insertEvent(handle.db, { organizerId: organizer.id })
    const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 2, priceMinor: 0, kind: 'free' })
    const t = createTestTicketing(handle.db)
    const receiver = recordingSender()
    const deps: DeliverWebhooksDeps = { db: handle.db, clock: systemClock, send: receiver.send, config: { retryScale: 1, timeoutMs: 2000, serverSecret: SERVER_SECRET } }
    const buyOne = async (email: string) => {
      const { order } = await reserveTickets(t.deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
      await completeOrder(t.deps, { orderId: Number(order.id), actor: { userId: null, email: null, isStaff: false, token: order.access_token }, buyer: { name: 'Ada', email }, payment: { token: 'tok_visa' } })
      for (let i = 0; i < 2; i++) {
        await dispatchWebhookEvents({ db: handle.db, clock: systemClock, siteUrl: 'http://localhost' })
        await deliverWebhooks(deps)
      }
    }
    const soldOut = () => receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: { id: string } }).filter((m) => m.type === 'ticket_class.sold_out' && m.data.id === String(cls.id))
    await buyOne('first@example.com')
    expect(soldOut()).toHaveLength(0)
    await buyOne('second@example.com')
    expect(soldOut()).toHaveLength(1)
  }, 60_000)

  test('One turn of the loop drains a burst bigger than a batch, where one pass would send a batch and wait', async () => {
    const { organizer, endpoint } = await organizerWithEndpoint(['order.placed'])
    const total = DELIVERY_BATCH * 2 + 30
    const now = new Date()
    for (let i = 0; i < total; i++) {
      await insertWebhookMessage(handle.db, { msgId: `msg_burst_${organizer.id}_${i}`, organizerId: organizer.id, type: 'order.placed', body: JSON.stringify({ i }), at: now }, [endpoint.id])
    }
    const receiver = recordingSender()
    const turn = await drainWebhookQueue({
      dispatch: { db: handle.db, clock: systemClock, siteUrl: 'http://localhost' },
      deliver: { db: handle.db, clock: systemClock, send: receiver.send, config: { retryScale: 1, timeoutMs: 2000, serverSecret: SERVER_SECRET } },
      budgetMs: 30_000,
    })
    const mine = receiver.received.filter((r) => r.headers['webhook-id']!.startsWith(`msg_burst_${organizer.id}_`))
    expect(mine).toHaveLength(total)
    // Started in queue order (a few at a time), to the one endpoint.
    expect(mine.map((r) => (JSON.parse(r.body) as { i: number }).i)).toEqual(Array.from({ length: total }, (_, i) => i))
    expect(turn.rounds).toBeGreaterThanOrEqual(3)
  }, 60_000)

  test('Four instances delivering at once make every attempt exactly once', async () => {
    const { organizer, endpoint } = await organizerWithEndpoint(['order.placed'])
    const second = await insertWebhookEndpoint(handle.db, { ...endpoint, id: undefined, url: 'http://receiver.test/second' })
    const total = 40
    const now = new Date()
    for (let i = 0; i < total; i++) {
      await insertWebhookMessage(handle.db, { msgId: `msg_pg_${organizer.id}_${i}`, organizerId: organizer.id, type: 'order.placed', body: JSON.stringify({ i }), at: now }, [endpoint.id, second.id])
    }
    // Separate pools stand in for separate app instances sharing the database.
    const others = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: handle.databaseUrl, maxConnections: 4 })))
    const receiver = recordingSender(3)
    try {
      await Promise.all(
        [handle.db, ...others.map((o) => o.db)].map(async (db) => {
          for (;;) {
            const pass = await deliverWebhooks({ db, clock: systemClock, send: receiver.send, config: { retryScale: 1, timeoutMs: 2000, serverSecret: SERVER_SECRET } }, { limit: 3 })
            if (pass.succeeded + pass.retried + pass.failed === 0) return
          }
        }),
      )
    } finally {
      await Promise.all(others.map((o) => o.close()))
    }
    const mine = receiver.received.filter((r) => r.headers['webhook-id']!.startsWith(`msg_pg_${organizer.id}_`))
    const attempts = mine.map((r) => `${r.url} ${r.headers['webhook-id']}`)
    expect(attempts).toHaveLength(total * 2)
    expect(new Set(attempts).size).toBe(total * 2)
  }, 60_000)
})
