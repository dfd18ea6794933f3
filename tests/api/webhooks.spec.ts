// Webhooks over real HTTP (issue 41, decision 066): a receiver listening on loopback in this test gets
// Standard Webhooks messages from the worker's server, verified with the official `standardwebhooks`
// package; it fails, times out, answers 410 and 429 with Retry-After, and the server does what the
// specification says. The test servers allow loopback receivers and run the retry schedule 5,000 times
// faster with a 2-second timeout (tests/e2e/support/test-servers.ts).
import { Webhook } from 'standardwebhooks'
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, uniqueEmail, type Client } from './helpers/accounts'
import { startReceiver } from './helpers/webhook-receiver'

type WebhookJson = { id: string; url: string; event_types: string[]; secret: string; enabled: boolean; disabled_reason: string | null }
type DeliveryJson = { id: string; event_type: string; status: string; response_code: number | null; duration_ms: number | null; attempts: number; created: string; body: string }

async function post(c: Client, path: string, data: unknown) {
  return c.api.post(path, { headers: jsonHeaders(c), data })
}

async function addWebhook(c: Client, url: string, eventTypes: string[]): Promise<WebhookJson> {
  const res = await post(c, '/api/v3/organizations/me/webhooks/', { url, event_types: eventTypes })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { webhook: WebhookJson }).webhook
}

async function deliveries(c: Client, webhookId: string): Promise<DeliveryJson[]> {
  const res = await c.api.get(`/api/v3/organizations/me/webhooks/${webhookId}/deliveries/`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { deliveries: DeliveryJson[] }).deliveries
}

async function freeOrganizer(playwright: Parameters<typeof newClient>[0], baseURL: string) {
  return createEventForSale(playwright, baseURL, { priceMinor: 0, name: `Webhook Night ${Date.now().toString(36)}` })
}

test('An order placed then refunded reaches the endpoint as exactly order.placed then order.refunded, each signed to the Standard Webhooks specification', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const receiver = await startReceiver()
  try {
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, name: `Webhook Sale ${Date.now().toString(36)}` })
    const webhook = await addWebhook(sale.organizer, receiver.url('/orders'), ['order.placed', 'order.refunded'])
    expect(webhook).toMatchObject({ url: receiver.url('/orders'), event_types: ['order.placed', 'order.refunded'], enabled: true })
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32,}$/)

    const buyer = await newClient(playwright, baseURL!)
    const held = await buyer.api.post('/api/v3/orders/', { headers: { ...jsonHeaders(buyer), 'Idempotency-Key': `webhook-${Date.now()}` }, data: { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 1 }] } })
    expect(held.status(), await held.text()).toBe(201)
    const { order } = (await held.json()) as { order: { id: string; access_token: string } }
    const paid = await buyer.api.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { headers: jsonHeaders(buyer), data: { buyer: { name: 'Hook Buyer', email: uniqueEmail('hook-buyer') }, payment: { token: 'tok_visa' } } })
    expect(paid.status(), await paid.text()).toBe(200)
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1)

    const refund = await post(sale.organizer, `/api/v3/events/${sale.id}/orders/${order.id}/refunds/`, {})
    expect(refund.status(), await refund.text()).toBe(201)
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2)
    // Nothing else follows: the hold, the tickets' own refund entries and the ledger are not webhooks.
    await new Promise((r) => setTimeout(r, 1500))
    expect(receiver.received).toHaveLength(2)

    const verifier = new Webhook(webhook.secret)
    const messages = receiver.received.map((r) => {
      expect(r.headers['webhook-id']).toMatch(/^msg_/)
      expect(r.headers['webhook-timestamp']).toMatch(/^\d{10}$/)
      expect(r.headers['webhook-signature']).toMatch(/^v1,/)
      return verifier.verify(r.body, r.headers) as { type: string; timestamp: string; data: { id: string; status: string; total: { value: number } } }
    })
    expect(messages.map((m) => m.type)).toEqual(['order.placed', 'order.refunded'])
    expect(messages.map((m) => [m.data.id, m.data.status])).toEqual([
      [order.id, 'paid'],
      [order.id, 'refunded'],
    ])
    expect(receiver.received.every((r) => Buffer.byteLength(r.body) <= 20 * 1024)).toBe(true)
    // A tampered body or another secret does not verify.
    expect(() => verifier.verify(receiver.received[0]!.body.replace('paid', 'free'), receiver.received[0]!.headers)).toThrow()

    const log = await deliveries(sale.organizer, webhook.id)
    expect(log.map((d) => [d.event_type, d.status, d.response_code, d.attempts])).toEqual([
      ['order.refunded', 'succeeded', 200, 1],
      ['order.placed', 'succeeded', 200, 1],
    ])
    expect(log.every((d) => typeof d.duration_ms === 'number' && d.body.length > 0)).toBe(true)
  } finally {
    await receiver.close()
  }
})

test('A receiver that fails, then times out, is tried again with the same message until it answers', async ({ playwright, baseURL }) => {
  test.setTimeout(90_000)
  const receiver = await startReceiver()
  try {
    const { organizer } = await freeOrganizer(playwright, baseURL!)
    const webhook = await addWebhook(organizer, receiver.url('/flaky'), ['order.placed'])
    receiver.on('/flaky', [{ status: 500 }, { status: 200, hangMs: 4000 }, { status: 204 }])
    const sent = await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/test/`, {})
    expect(sent.status(), await sent.text()).toBe(202)
    await expect.poll(async () => (await deliveries(organizer, webhook.id))[0]?.status, { timeout: 30_000 }).toBe('succeeded')
    const [delivery] = await deliveries(organizer, webhook.id)
    expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'succeeded', response_code: 204, attempts: 3 })
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1)
    expect(receiver.received).toHaveLength(3)
    expect((new Webhook(webhook.secret).verify(receiver.received[2]!.body, receiver.received[2]!.headers) as { type: string }).type).toBe('webhook.test')
  } finally {
    await receiver.close()
  }
})

test('An answer of 410 Gone disables the endpoint, says why, and stops its deliveries until it is enabled again', async ({ playwright, baseURL }) => {
  test.setTimeout(60_000)
  const receiver = await startReceiver()
  try {
    const { organizer } = await freeOrganizer(playwright, baseURL!)
    const webhook = await addWebhook(organizer, receiver.url('/gone'), ['order.placed'])
    receiver.on('/gone', [{ status: 410 }])
    expect((await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/test/`, {})).status()).toBe(202)
    await expect.poll(async () => (await deliveries(organizer, webhook.id))[0]?.status, { timeout: 15_000 }).toBe('failed')
    expect((await deliveries(organizer, webhook.id))[0]).toMatchObject({ response_code: 410, attempts: 1 })
    const list = (await (await organizer.api.get('/api/v3/organizations/me/webhooks/')).json()) as { webhooks: WebhookJson[] }
    expect(list.webhooks[0]).toMatchObject({ id: webhook.id, enabled: false })
    expect(list.webhooks[0]!.disabled_reason).toContain('410')
    // The whole secret is shown only on create and rotate.
    expect(list.webhooks[0]!.secret).not.toBe(webhook.secret)
    expect(receiver.received).toHaveLength(1)

    const refused = await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/test/`, {})
    expect(refused.status()).toBe(409)
    const enabled = await organizer.api.patch(`/api/v3/organizations/me/webhooks/${webhook.id}/`, { headers: jsonHeaders(organizer), data: { enabled: true } })
    expect(enabled.status(), await enabled.text()).toBe(200)
    expect(((await enabled.json()) as { webhook: WebhookJson }).webhook).toMatchObject({ enabled: true, disabled_reason: null })
  } finally {
    await receiver.close()
  }
})

test('A 429 with Retry-After is tried again when the receiver asked, not on the schedule', async ({ playwright, baseURL }) => {
  test.setTimeout(60_000)
  const receiver = await startReceiver()
  try {
    const { organizer } = await freeOrganizer(playwright, baseURL!)
    const webhook = await addWebhook(organizer, receiver.url('/busy'), ['order.placed'])
    receiver.on('/busy', [{ status: 429, headers: { 'Retry-After': '3' } }, { status: 200 }])
    expect((await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/test/`, {})).status()).toBe(202)
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2)
    // The compressed schedule alone would have tried again within a few milliseconds.
    expect(receiver.received[1]!.at - receiver.received[0]!.at).toBeGreaterThanOrEqual(2900)
    await expect.poll(async () => (await deliveries(organizer, webhook.id))[0]?.status, { timeout: 10_000 }).toBe('succeeded')
  } finally {
    await receiver.close()
  }
})

test('A replayed delivery arrives again as the same message; after a rotation both secrets verify for a day', async ({ playwright, baseURL }) => {
  test.setTimeout(60_000)
  const receiver = await startReceiver()
  try {
    const { organizer } = await freeOrganizer(playwright, baseURL!)
    const webhook = await addWebhook(organizer, receiver.url('/replay'), ['event.updated'])
    expect((await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/test/`, {})).status()).toBe(202)
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1)
    const [first] = await deliveries(organizer, webhook.id)
    const replay = await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/deliveries/${first!.id}/replay/`, {})
    expect(replay.status(), await replay.text()).toBe(202)
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2)
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id'])
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body)
    expect(await deliveries(organizer, webhook.id)).toHaveLength(2)

    const rotated = await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/rotate_secret/`, {})
    expect(rotated.status(), await rotated.text()).toBe(200)
    const { webhook: after } = (await rotated.json()) as { webhook: WebhookJson & { previous_secret_expires: string } }
    expect(after.secret).not.toBe(webhook.secret)
    expect(after.previous_secret_expires).toBeTruthy()
    expect((await post(organizer, `/api/v3/organizations/me/webhooks/${webhook.id}/test/`, {})).status()).toBe(202)
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3)
    const last = receiver.received[2]!
    expect(last.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    expect(() => new Webhook(after.secret).verify(last.body, last.headers)).not.toThrow()
    expect(() => new Webhook(webhook.secret).verify(last.body, last.headers)).not.toThrow()
  } finally {
    await receiver.close()
  }
})

test('Endpoints refuse bad URLs and unknown event types with 400, strangers with 401 and 404, and go when deleted', async ({ playwright, baseURL }) => {
  const { organizer } = await freeOrganizer(playwright, baseURL!)
  const bad = await post(organizer, '/api/v3/organizations/me/webhooks/', { url: 'ftp://example.com/hook', event_types: ['order.placed'] })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { argument_errors: Record<string, string[]> }).argument_errors.url).toBeTruthy()
  const unknown = await post(organizer, '/api/v3/organizations/me/webhooks/', { url: 'https://example.com/hook', event_types: ['order.exploded'] })
  expect(unknown.status()).toBe(400)
  const none = await post(organizer, '/api/v3/organizations/me/webhooks/', { url: 'https://example.com/hook', event_types: [] })
  expect(none.status()).toBe(400)

  const webhook = await addWebhook(organizer, 'https://hooks.invalid/tessera', ['order.placed', 'ticket_class.sold_out'])
  const signedOut = await playwright.request.newContext({ baseURL })
  expect((await signedOut.get('/api/v3/organizations/me/webhooks/')).status()).toBe(401)
  await signedOut.dispose()
  const stranger = (await freeOrganizer(playwright, baseURL!)).organizer
  expect((await stranger.api.get(`/api/v3/organizations/me/webhooks/${webhook.id}/deliveries/`)).status()).toBe(404)
  expect((await stranger.api.delete(`/api/v3/organizations/me/webhooks/${webhook.id}/`, { headers: jsonHeaders(stranger) })).status()).toBe(404)

  expect((await organizer.api.delete(`/api/v3/organizations/me/webhooks/${webhook.id}/`, { headers: jsonHeaders(organizer) })).status()).toBe(204)
  const list = (await (await organizer.api.get('/api/v3/organizations/me/webhooks/')).json()) as { webhooks: WebhookJson[] }
  expect(list.webhooks).toEqual([])
})
