// Issue 39 finding 14: a Stripe webhook signed with the right secret but timestamped ten minutes ahead of
// our clock was believed (Stripe's library checks only the past). Both directions are now refused beyond
// Stripe's five-minute tolerance; an ordinary clock skew is not.
import Stripe from 'stripe'
import { expect, test } from 'vitest'
import { createStripePayments } from '@/core/ticketing/stripe-payments'

const WEBHOOK_SECRET = 'whsec_timestamps_0123456789'
const adapter = createStripePayments({ secretKey: 'sk_test_timestamps', webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9', returnUrl: 'https://tessera.example/checkout/return/' })
const signer = new Stripe('sk_test_timestamps')
const now = new Date('2026-06-01T12:00:00Z')

function signedAt(offsetSeconds: number) {
  const payload = JSON.stringify({
    id: 'evt_ts',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_ts', object: 'payment_intent', amount: 2687, amount_received: 2687, currency: 'usd', metadata: { order_id: '7' } } },
  })
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(now.getTime() / 1000) + offsetSeconds })
  return () => adapter.readWebhook(payload, header, now)
}

test('A correctly signed webhook from ten minutes in the future is refused, like one from ten minutes ago', () => {
  expect(signedAt(+600)).toThrow(/tolerance/)
  expect(signedAt(-600)).toThrow(/tolerance/)
})

test('A webhook signed within five minutes either side of our clock is believed', () => {
  for (const offset of [-290, -60, 0, 60, 290]) expect(signedAt(offset)()).toMatchObject({ type: 'payment.succeeded', data: { order_id: 7 } })
})
