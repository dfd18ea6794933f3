// Issue 24 in ticketing, on PGlite: the business counters /metrics exports move once per committed change,
// the request's correlation id reaches the provider and the queued email, and a switched-off test provider
// (Preprod/Prod without ALLOW_TEST_PAYMENTS=1) takes no payment.
import { readMetricValue } from '../../../tests/helpers/metric-value'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { findOutboxEmails } from '@/core/mail/read-outbox-emails'
import { AppError } from '@/core/shared/app-error'
import { runWithRequestContext } from '@/core/shared/request-context'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { cancelOrder } from './cancel-order'
import { completeOrder } from './complete-order'
import { getOrder } from './get-order'
import { handlePaymentCallback } from './handle-payment-callback'
import type { OrderActor } from './order-access'
import type { ChargeRequest } from './payments'
import { reserveTickets } from './reserve-tickets'
import { createTestPaymentProvider, TEST_PAYMENTS_OFF } from './test-payment-provider'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

const guest = (token: string | null): OrderActor => ({ userId: null, email: null, isStaff: false, token })
const buyer = { name: 'Grace Hopper', email: 'grace@example.com' }

const counted = readMetricValue

async function paidClass(capacity: number) {
  const event = await insertEvent(handle.db, {})
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity, priceMinor: 1500, kind: 'paid', maxPerOrder: 10 })
  return { event, cls }
}

test('Holds, payments, paid and cancelled orders and sold-out refusals are counted once each, after they commit', async () => {
  const t = createTestTicketing(handle.db)
  const { event, cls } = await paidClass(2)
  const before = {
    created: await counted('tessera_holds_total', { outcome: 'created' }),
    soldOut: await counted('tessera_holds_total', { outcome: 'sold_out' }),
    released: await counted('tessera_holds_total', { outcome: 'released' }),
    paid: await counted('tessera_orders_total', { state: 'paid' }),
    cancelled: await counted('tessera_orders_total', { state: 'cancelled' }),
    succeeded: await counted('tessera_payments_total', { provider: 'test', outcome: 'succeeded' }),
    duplicate: await counted('tessera_payments_total', { provider: 'test', outcome: 'duplicate' }),
  }
  const line = [{ ticketClassId: cls.id, quantity: 1 }]
  const first = await reserveTickets(t.deps, { eventId: event.id, lines: line, userId: null, idempotency: null })
  const second = await reserveTickets(t.deps, { eventId: event.id, lines: line, userId: null, idempotency: null })
  await expect(reserveTickets(t.deps, { eventId: event.id, lines: line, userId: null, idempotency: null })).rejects.toThrow(AppError)
  await completeOrder(t.deps, { orderId: Number(first.order.id), actor: guest(first.order.access_token), buyer, payment: { token: 'tok_visa' } })
  await t.waitForCallbacks(1)
  await handlePaymentCallback(t.deps, t.callbacks[0]!)
  await handlePaymentCallback(t.deps, t.callbacks[0]!)
  await cancelOrder(t.deps, { orderId: Number(second.order.id), actor: guest(second.order.access_token) })
  await cancelOrder(t.deps, { orderId: Number(second.order.id), actor: guest(second.order.access_token) })

  expect(await counted('tessera_holds_total', { outcome: 'created' })).toBe(before.created + 2)
  expect(await counted('tessera_holds_total', { outcome: 'sold_out' })).toBe(before.soldOut + 1)
  expect(await counted('tessera_holds_total', { outcome: 'released' })).toBe(before.released + 1)
  expect(await counted('tessera_orders_total', { state: 'paid' })).toBe(before.paid + 1)
  expect(await counted('tessera_orders_total', { state: 'cancelled' })).toBe(before.cancelled + 1)
  expect(await counted('tessera_payments_total', { provider: 'test', outcome: 'succeeded' })).toBe(before.succeeded + 1)
  // The first delivery of the webhook finds the order already paid; the second is a repeat.
  expect(await counted('tessera_payments_total', { provider: 'test', outcome: 'duplicate' })).toBe(before.duplicate + 1)
})

test('The request\'s correlation id goes with the charge to the provider and onto the queued confirmation email', async () => {
  const t = createTestTicketing(handle.db)
  const charges: ChargeRequest[] = []
  const payments = { ...t.provider, charge: (request: ChargeRequest) => (charges.push(request), t.provider.charge(request)) }
  const deps = { ...t.deps, payments }
  const { event, cls } = await paidClass(5)
  const email = 'corr@example.com'
  await runWithRequestContext({ correlationId: 'req-checkout-7f3a9c' }, async () => {
    const { order } = await reserveTickets(deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
    await completeOrder(deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer: { ...buyer, email }, payment: { token: 'tok_visa' } })
  })
  expect(charges.map((c) => c.correlationId)).toEqual(['req-checkout-7f3a9c'])
  const mail = await findOutboxEmails(handle.db, { to: email, kind: 'order-confirmation' })
  expect(mail.map((m) => m.correlationId)).toEqual(['req-checkout-7f3a9c'])
})

test('A switched-off test provider refuses the charge with a sentence, calls nobody back and leaves the hold as it was', async () => {
  const t = createTestTicketing(handle.db)
  const delivered: string[] = []
  const off = createTestPaymentProvider({ secret: t.deps.callbackSecret, now: t.deps.clock.now, enabled: false, deliver: async (body) => void delivered.push(body) })
  const deps = { ...t.deps, payments: off }
  const { event, cls } = await paidClass(5)
  const { order } = await reserveTickets(deps, { eventId: event.id, lines: [{ ticketClassId: cls.id, quantity: 1 }], userId: null, idempotency: null })
  const attempt = completeOrder(deps, { orderId: Number(order.id), actor: guest(order.access_token), buyer, payment: { token: 'tok_visa' } })
  await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT', message: TEST_PAYMENTS_OFF })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(delivered).toEqual([])
  const after = await getOrder(deps, { orderId: Number(order.id), actor: guest(order.access_token) })
  expect(after.order.status).toBe('reserved')
})
