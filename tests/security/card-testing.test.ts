// Issue 39 finding 4, the rules the HTTP spec (card-testing.spec.ts) cannot show on the shared test server,
// whose per-card and per-address limits are raised for the suite: one card tried across many orders and
// browsers is refused after five declines, an address's budget is shared by its browsers, and each refusal
// is counted on /metrics before the provider is asked.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { isAppError } from '@/core/shared/app-error'
import { renderMetrics } from '@/core/shared/metrics'
import { completeOrder } from '@/core/ticketing/complete-order'
import { computeOrderAccessToken } from '@/core/ticketing/order-access'
import { DEFAULT_PAYMENT_ATTEMPT_LIMITS } from '@/core/ticketing/payment-attempts'
import { reserveTickets } from '@/core/ticketing/reserve-tickets'
import type { TicketingDeps } from '@/core/ticketing/ticketing-deps'
import { insertEvent } from '../factories/insert-event'
import { insertTicketClass } from '../factories/insert-ticket-class'
import { createTestDb } from '../helpers/test-db'
import { createTestTicketing } from '../helpers/ticketing-deps'

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(async () => {
  await handle.close()
})

async function tryToPay(deps: TicketingDeps, classId: number, eventId: number, client: { session: string; address: string }, token: string): Promise<string> {
  const { order } = await reserveTickets(deps, { eventId, lines: [{ ticketClassId: classId, quantity: 1 }], userId: null, idempotency: null })
  const orderId = Number(order.id)
  try {
    const done = await completeOrder(deps, {
      orderId,
      actor: { userId: null, email: null, isStaff: false, token: computeOrderAccessToken(deps.secret, { id: orderId, linkVersion: 0 }) },
      buyer: { name: 'Tester', email: 'tester@example.com' },
      payment: { token },
      client,
    })
    return done.order.status
  } catch (error) {
    if (isAppError(error)) return `${error.code}${error.extra.details?.limited_by ? `:${error.extra.details.limited_by}` : ''}`
    throw error
  }
}

test('One stolen card tried from fresh orders and browsers is refused after five declines, before the provider sees it again', async () => {
  const t = createTestTicketing(handle.db)
  const deps = { ...t.deps, paymentAttemptLimits: DEFAULT_PAYMENT_ATTEMPT_LIMITS }
  const event = await insertEvent(handle.db)
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 100, priceMinor: 1500 })
  const outcomes: string[] = []
  for (let n = 0; n < 7; n++) outcomes.push(await tryToPay(deps, cls.id, event.id, { session: `browser-${n}`, address: `192.0.2.${n + 1}` }, '4000 0000 0000 0002'))
  expect(outcomes).toEqual(['CARD_DECLINED', 'CARD_DECLINED', 'CARD_DECLINED', 'CARD_DECLINED', 'CARD_DECLINED', 'TOO_MANY_PAYMENT_ATTEMPTS:card', 'TOO_MANY_PAYMENT_ATTEMPTS:card'])
  expect(await renderMetrics()).toMatch(/tessera_abuse_refusals_total\{rule="payment_card"\} [1-9]/)
  // Another card from another browser and address pays at once.
  expect(await tryToPay(deps, cls.id, event.id, { session: 'honest', address: '192.0.2.200' }, 'tok_visa')).toBe('paid')
})

test('Browsers cycling fresh cookies and cards from one address meet the address limit; an honest buyer elsewhere does not', async () => {
  const t = createTestTicketing(handle.db)
  const deps = { ...t.deps, paymentAttemptLimits: { ...DEFAULT_PAYMENT_ATTEMPT_LIMITS, perAddress: 30 } }
  const event = await insertEvent(handle.db)
  const cls = await insertTicketClass(handle.db, { eventId: event.id, capacity: 100, priceMinor: 1500 })
  const outcomes: string[] = []
  for (let n = 0; n < 12; n++) outcomes.push(await tryToPay(deps, cls.id, event.id, { session: `cycled-${n}`, address: '198.51.100.9' }, `4000 0000 2${String(n).padStart(3, '0')} 0002`))
  expect(outcomes.slice(0, 10).every((o) => o === 'CARD_DECLINED')).toBe(true)
  expect(outcomes.slice(10)).toEqual(['TOO_MANY_PAYMENT_ATTEMPTS:address', 'TOO_MANY_PAYMENT_ATTEMPTS:address'])
  expect(await tryToPay(deps, cls.id, event.id, { session: 'elsewhere', address: '198.51.100.10' }, 'tok_visa')).toBe('paid')
})
