// The Stripe adapter (decision 029) against a local fake of Stripe's API over real HTTP, with the official
// package doing the talking: charges succeed, are declined, lack funds or need the bank's extra step; a
// refund names the payment; webhooks are believed only with a good, fresh `Stripe-Signature`; and a paid
// order confirmed again by Stripe's webhook issues its tickets once.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DbHandle } from '@/db/create-db'
import { payments, tickets } from '@/db/schema'
import { insertEvent } from '../../../tests/factories/insert-event'
import { insertTicketClass } from '../../../tests/factories/insert-ticket-class'
import { createTestDb } from '../../../tests/helpers/test-db'
import { createTestTicketing } from '../../../tests/helpers/ticketing-deps'
import { completeOrder } from './complete-order'
import { applyPaymentCallback } from './handle-payment-callback'
import { reserveTickets } from './reserve-tickets'
import { createStripePayments, type StripePayments } from './stripe-payments'

const SECRET_KEY = 'sk_test_fake_0123456789'
const WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef'

type Seen = { method: string; path: string; form: URLSearchParams; headers: http.IncomingHttpHeaders }
const seen: Seen[] = []
let server: http.Server
let stripe: StripePayments
let handle: DbHandle

function intent(id: string, form: URLSearchParams, status: string, extra: object = {}) {
  return {
    id,
    object: 'payment_intent',
    status,
    amount: Number(form.get('amount')),
    amount_received: status === 'succeeded' ? Number(form.get('amount')) : 0,
    currency: form.get('currency'),
    metadata: {
      order_id: form.get('metadata[order_id]'),
      correlation_id: form.get('metadata[correlation_id]'),
    },
    ...extra,
  }
}

function cardError(declineCode: string, id: string) {
  return {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message: 'Your card was declined.',
      payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
    },
  }
}

/** Stripe's API as far as the adapter uses it: PaymentIntents paid with a test token, and Refunds. */
function answer(s: Seen): { status: number; body: object } {
  if (s.path === '/v1/payment_methods') {
    return {
      status: 200,
      body: { id: `pm_${s.form.get('card[token]')}`, object: 'payment_method', type: 'card' },
    }
  }
  if (s.path === '/v1/payment_intents') {
    const n = seen.filter((x) => x.path === s.path).length
    switch (s.form.get('payment_method')?.replace(/^pm_/, '')) {
      case 'tok_visa':
        // A manual-capture intent stops at `requires_capture` once the card is authorised (decision 064).
        if (s.form.get('capture_method') === 'manual') return { status: 200, body: intent(`pi_auth_${n}`, s.form, 'requires_capture') }
        return { status: 200, body: intent(`pi_ok_${n}`, s.form, 'succeeded') }
      case 'tok_threeDSecure2Required':
        return {
          status: 200,
          body: intent(`pi_3ds_${n}`, s.form, 'requires_action', {
            next_action: {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: 'https://hooks.stripe.example/3ds/1',
                return_url: s.form.get('return_url'),
              },
            },
          }),
        }
      case 'tok_chargeDeclinedInsufficientFunds':
        return { status: 402, body: cardError('insufficient_funds', `pi_funds_${n}`) }
      default:
        return { status: 402, body: cardError('generic_decline', `pi_declined_${n}`) }
    }
  }
  const capture = /^\/v1\/payment_intents\/(pi_[a-z0-9_]+)\/(capture|cancel)$/.exec(s.path)
  if (capture) {
    // An intent canceled before (pi_gone_…) can no longer be captured or canceled.
    if (capture[1]!.startsWith('pi_gone')) {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent could not be captured because it has a status of canceled.' } } }
    }
    return { status: 200, body: { id: capture[1], object: 'payment_intent', status: capture[2] === 'capture' ? 'succeeded' : 'canceled', amount: 2687, currency: 'usd', metadata: {} } }
  }
  if (s.path === '/v1/refunds') {
    return {
      status: 200,
      body: {
        id: 're_1',
        object: 'refund',
        status: 'succeeded',
        amount: Number(s.form.get('amount')),
        payment_intent: s.form.get('payment_intent'),
      },
    }
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://x').pathname,
        form: new URLSearchParams(raw),
        headers: req.headers,
      }
      seen.push(s)
      const { status, body } = answer(s)
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${seen.length}` })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  stripe = createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: `http://127.0.0.1:${port}`,
    returnUrl: 'https://tessera.example/checkout/return/',
  })
  handle = await createTestDb()
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await handle?.close()
})

const charge = (token: string, orderId = 7) =>
  stripe.charge({ orderId, amountMinor: 2687, currency: 'USD', token, correlationId: 'corr-1' })

test('A charge is one confirmed PaymentIntent for the order, with our key, an idempotency key and the order in its metadata', async () => {
  const before = seen.length
  expect(await charge('tok_visa')).toMatchObject({
    status: 'succeeded',
    reference: expect.stringMatching(/^pi_ok_/),
  })
  const [method, request] = [seen[before]!, seen[before + 1]!]
  expect(method).toMatchObject({ method: 'POST', path: '/v1/payment_methods' })
  expect(Object.fromEntries(method.form)).toMatchObject({ type: 'card', 'card[token]': 'tok_visa' })
  expect(method.headers['idempotency-key']).toBe('tessera-method-7-tok_visa')
  expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' })
  expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
  expect(request.headers['idempotency-key']).toBe('tessera-order-7-2687-tok_visa')
  expect(Object.fromEntries(request.form)).toMatchObject({
    amount: '2687',
    currency: 'usd',
    confirm: 'true',
    payment_method: 'pm_tok_visa',
    'metadata[order_id]': '7',
    'metadata[correlation_id]': 'corr-1',
  })
})

test('Refusals and the bank’s extra step come back as the port’s outcomes', async () => {
  expect(await charge('tok_chargeDeclined')).toMatchObject({
    status: 'declined',
    reference: expect.stringMatching(/^pi_declined_/),
  })
  expect(await charge('tok_chargeDeclinedInsufficientFunds')).toMatchObject({ status: 'insufficient_funds' })
  expect(await charge('tok_threeDSecure2Required')).toMatchObject({
    status: 'requires_action',
    actionUrl: 'https://hooks.stripe.example/3ds/1',
  })
})

test('A registration awaiting approval only authorises the card: a manual-capture PaymentIntent', async () => {
  const before = seen.length
  const result = await stripe.charge({ orderId: 8, amountMinor: 2687, currency: 'USD', token: 'tok_visa', correlationId: 'corr-3', capture: 'manual' })
  expect(result).toMatchObject({ status: 'authorized', reference: expect.stringMatching(/^pi_auth_/) })
  const request = seen[before + 1]!
  expect(Object.fromEntries(request.form)).toMatchObject({ amount: '2687', capture_method: 'manual', confirm: 'true' })
  expect(request.headers['idempotency-key']).toBe('tessera-order-8-2687-tok_visa-manual')
})

test('Approving captures the authorisation; declining cancels it; a lapsed one fails to capture and is released quietly', async () => {
  const before = seen.length
  expect(await stripe.capture({ reference: 'pi_auth_1', amountMinor: 2687, currency: 'USD', correlationId: 'corr-4' })).toEqual({ status: 'captured' })
  expect(seen[before]).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_auth_1/capture' })
  expect(seen[before]!.form.get('amount_to_capture')).toBe('2687')
  expect(seen[before]!.headers['idempotency-key']).toBe('tessera-capture-pi_auth_1-2687')
  await stripe.release({ reference: 'pi_auth_2', correlationId: 'corr-5' })
  expect(seen[before + 1]).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_auth_2/cancel' })
  expect(seen[before + 1]!.form.get('cancellation_reason')).toBe('abandoned')
  expect(await stripe.capture({ reference: 'pi_gone_3', amountMinor: 2687, currency: 'USD', correlationId: 'corr-6' })).toEqual({ status: 'failed' })
  await expect(stripe.release({ reference: 'pi_gone_3', correlationId: 'corr-7' })).resolves.toBeUndefined()
})

test('A refund names the payment and the amount', async () => {
  const before = seen.length
  await stripe.refund({ reference: 'pi_ok_1', amountMinor: 1000, currency: 'USD', correlationId: 'corr-2' })
  expect(seen[before]).toMatchObject({ path: '/v1/refunds' })
  expect(Object.fromEntries(seen[before]!.form)).toMatchObject({ payment_intent: 'pi_ok_1', amount: '1000' })
  expect(seen[before]!.headers['idempotency-key']).toBe('tessera-refund-pi_ok_1-1000')
})

const signer = new Stripe(SECRET_KEY)
function webhook(
  event: object,
  { secret = WEBHOOK_SECRET, at = new Date() }: { secret?: string; at?: Date } = {},
) {
  const payload = JSON.stringify(event)
  return {
    payload,
    header: signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(at.getTime() / 1000),
    }),
  }
}
const succeeded = (orderId: number, id = 'evt_1') => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      id: 'pi_ok_9',
      object: 'payment_intent',
      amount: 2687,
      amount_received: 2687,
      currency: 'usd',
      metadata: { order_id: String(orderId) },
    },
  },
})

test('Stripe’s news that a manual-capture card was authorised becomes our payment.authorized callback', () => {
  const event = succeeded(43, 'evt_auth')
  const authorised = webhook({ ...event, type: 'payment_intent.amount_capturable_updated', data: { object: { ...event.data.object, id: 'pi_auth_9', amount_received: 0, status: 'requires_capture' } } })
  expect(stripe.readWebhook(authorised.payload, authorised.header, new Date())).toEqual({
    id: 'evt_auth',
    type: 'payment.authorized',
    data: { reference: 'pi_auth_9', order_id: 43, amount: 2687, currency: 'usd' },
  })
})

test('A webhook is believed only with a good, fresh Stripe-Signature, and becomes our payment callback', () => {
  const now = new Date()
  const good = webhook(succeeded(42))
  expect(stripe.readWebhook(good.payload, good.header, now)).toEqual({
    id: 'evt_1',
    type: 'payment.succeeded',
    data: { reference: 'pi_ok_9', order_id: 42, amount: 2687, currency: 'usd' },
  })
  const forged = webhook(succeeded(42), { secret: 'whsec_someone_else' })
  expect(() => stripe.readWebhook(forged.payload, forged.header, now)).toThrow()
  expect(() => stripe.readWebhook(good.payload.replace('2687', '1'), good.header, now)).toThrow()
  expect(() => stripe.readWebhook(good.payload, null, now)).toThrow()
  const stale = webhook(succeeded(42), { at: new Date(now.getTime() - 10 * 60_000) })
  expect(() => stripe.readWebhook(stale.payload, stale.header, now)).toThrow()
  // Events that are not about one of our payments are ignored.
  const other = webhook({
    id: 'evt_2',
    object: 'event',
    type: 'customer.created',
    data: { object: { id: 'cus_1', object: 'customer' } },
  })
  expect(stripe.readWebhook(other.payload, other.header, now)).toBeNull()
  const refunded = webhook({
    id: 'evt_3',
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: 'ch_1',
        object: 'charge',
        amount_refunded: 500,
        currency: 'usd',
        payment_intent: 'pi_ok_9',
        metadata: { order_id: '42' },
      },
    },
  })
  expect(stripe.readWebhook(refunded.payload, refunded.header, now)).toMatchObject({
    type: 'payment.refunded',
    data: { reference: 'pi_ok_9', order_id: 42, amount: 500 },
  })
})

test('Checkout pays through Stripe behind the Payments port, and Stripe’s webhook confirming it again issues nothing more', async () => {
  const t = createTestTicketing(handle.db)
  const deps = { ...t.deps, payments: stripe }
  const event = await insertEvent(handle.db)
  const cls = await insertTicketClass(handle.db, {
    eventId: event.id,
    capacity: 10,
    priceMinor: 2500,
    kind: 'paid',
  })
  const { order } = await reserveTickets(deps, {
    eventId: event.id,
    lines: [{ ticketClassId: cls.id, quantity: 2 }],
    userId: null,
    idempotency: null,
  })
  const actor = { userId: null, email: null, isStaff: false, token: order.access_token }
  await expect(
    completeOrder(deps, {
      orderId: Number(order.id),
      actor,
      buyer: { name: 'Ada', email: 'ada@example.com' },
      payment: { token: 'tok_chargeDeclined' },
    }),
  ).rejects.toMatchObject({ code: 'CARD_DECLINED' })
  const paid = await completeOrder(deps, {
    orderId: Number(order.id),
    actor,
    buyer: { name: 'Ada', email: 'ada@example.com' },
    payment: { token: 'tok_visa' },
  })
  expect(paid.order).toMatchObject({ status: 'paid', total: { value: 5374 } })
  expect(paid.order.tickets).toHaveLength(2)

  const [payment] = await handle.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, Number(order.id)), eq(payments.status, 'succeeded')))
  expect(payment).toMatchObject({
    provider: 'stripe',
    amountMinor: 5374,
    providerReference: expect.stringMatching(/^pi_ok_/),
  })
  const confirm = webhook({
    ...succeeded(Number(order.id), 'evt_paid_again'),
    data: {
      object: {
        ...succeeded(0).data.object,
        id: payment!.providerReference,
        amount: 5374,
        amount_received: 5374,
        metadata: { order_id: order.id },
      },
    },
  })
  const callback = stripe.readWebhook(confirm.payload, confirm.header, new Date())!
  await applyPaymentCallback(deps, callback)
  expect(await applyPaymentCallback(deps, callback)).toEqual({ received: true, duplicate: true })
  expect(
    await handle.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, Number(order.id))),
  ).toHaveLength(2)
  // Nothing was refunded or charged twice.
  expect(
    seen.filter(
      (s) => s.path === '/v1/refunds' && s.form.get('payment_intent') === payment!.providerReference,
    ),
  ).toEqual([])
})
