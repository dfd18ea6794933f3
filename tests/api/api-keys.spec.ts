// Issue 41's API keys over real HTTP (decision 065): an owner makes a key whose secret is answered once;
// `Authorization: Bearer` then works on the organizer's own events, orders, attendees and check-ins without
// CSRF, within its scopes and its rate limit (RateLimit-* headers, 429 with Retry-After), and never on
// account, staff or key endpoints; a revoked key is 401 at once; lists page on with `continuation`; and the
// secret never reaches the server's log. This file's server has a small per-key limit and logs every
// request line (LOG_LEVEL=info), so that both can be seen.
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './helpers/accounts'
import { startReceiver } from './helpers/webhook-receiver'

const PER_MINUTE = 30
test.use({ siteEnv: { API_KEY_REQUESTS_PER_MINUTE: String(PER_MINUTE), LOG_LEVEL: 'info' } })

type ApiKey = { id: string; name: string; prefix: string; scopes: string[]; created: string; last_used: string | null }
type Order = { id: string; access_token: string; tickets: { code: string }[] }
const ALL_SCOPES = ['events:read', 'events:write', 'orders:read', 'attendees:read', 'check_ins:write', 'webhooks:manage']

async function makeKey(owner: Client, scopes: string[], name = 'Box office sync'): Promise<{ api_key: ApiKey; secret: string }> {
  const res = await owner.api.post('/api/v3/organizations/me/api_keys/', { headers: jsonHeaders(owner), data: { name, scopes } })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { api_key: ApiKey; secret: string }
}

async function buy(playwright: Parameters<typeof newClient>[0], baseURL: string, eventId: string, ticketClassId: string): Promise<Order> {
  const buyer = await newClient(playwright, baseURL)
  const held = await buyer.api.post('/api/v3/orders/', { headers: { ...jsonHeaders(buyer), 'Idempotency-Key': `keys-${Date.now()}-${Math.random()}` }, data: { event_id: eventId, tickets: [{ ticket_class_id: ticketClassId, quantity: 1 }] } })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: Order }
  const paid = await buyer.api.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { headers: jsonHeaders(buyer), data: { buyer: { name: 'Key Buyer', email: uniqueEmail('key-buyer') }, payment: { token: 'tok_visa' } } })
  expect(paid.status(), await paid.text()).toBe(200)
  const { order: done } = (await paid.json()) as { order: Order }
  await buyer.api.dispose()
  return done
}

/** A client with no cookies at all: what an integration is. */
async function bare(playwright: Parameters<typeof newClient>[0], baseURL: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL })
}

const bearer = (secret: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${secret}`, ...extra })

async function errorOf(res: APIResponse): Promise<string> {
  expect(res.headers()['content-type']).toContain('application/json')
  return ((await res.json()) as { error: string }).error
}

test('An owner makes a key whose secret is answered once, lists it without the secret, and a revoked key is refused at once', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Contract Night ${Date.now().toString(36)}` })
  const owner = sale.organizer
  const { api_key, secret } = await makeKey(owner, ['events:read', 'orders:read'])
  expect(api_key).toMatchObject({ name: 'Box office sync', scopes: ['events:read', 'orders:read'], last_used: null })
  expect(api_key.prefix).toMatch(/^tsk_live_[0-9a-z]{12}$/)
  expect(secret.startsWith(`${api_key.prefix}_`)).toBe(true)

  const client = await bare(playwright, baseURL!)
  const used = await client.get(`/api/v3/events/${sale.id}/`, { headers: bearer(secret) })
  expect(used.status(), await used.text()).toBe(200)

  const listed = await owner.api.get('/api/v3/organizations/me/api_keys/')
  const text = await listed.text()
  expect(text).not.toContain(secret)
  const { api_keys } = JSON.parse(text) as { api_keys: ApiKey[] }
  expect(api_keys).toHaveLength(1)
  expect(api_keys[0]).toMatchObject({ id: api_key.id, prefix: api_key.prefix })
  expect(api_keys[0]!.last_used).not.toBeNull()
  expect(api_keys[0]).not.toHaveProperty('secret')

  const revoked = await owner.api.delete(`/api/v3/organizations/me/api_keys/${api_key.id}/`, { headers: jsonHeaders(owner) })
  expect(revoked.status()).toBe(204)
  const refused = await client.get(`/api/v3/events/${sale.id}/`, { headers: bearer(secret) })
  expect(refused.status()).toBe(401)
  expect(refused.headers()['www-authenticate']).toMatch(/^Bearer /)
  expect(await errorOf(refused)).toBe('INVALID_API_KEY')
  // The bearer decides even beside the owner's own session cookie and CSRF token.
  const withCookie = await owner.api.get(`/api/v3/events/${sale.id}/`, { headers: { ...jsonHeaders(owner), ...bearer(secret) } })
  expect(withCookie.status()).toBe(401)
  expect(((await (await owner.api.get('/api/v3/organizations/me/api_keys/')).json()) as { api_keys: ApiKey[] }).api_keys).toEqual([])
  expect((await owner.api.delete(`/api/v3/organizations/me/api_keys/${api_key.id}/`, { headers: jsonHeaders(owner) })).status()).toBe(404)
  await client.dispose()
})

test('A key reads its own events, orders and attendees, adds a ticket class and checks a ticket in, with no CSRF and RateLimit headers on every answer', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name: `Key Door Night ${Date.now().toString(36)}` })
  const order = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id)
  const { secret } = await makeKey(sale.organizer, ALL_SCOPES)
  const client = await bare(playwright, baseURL!)

  const events = await client.get('/api/v3/organizations/me/events/', { headers: bearer(secret) })
  expect(events.status(), await events.text()).toBe(200)
  expect(((await events.json()) as { events: { id: string }[] }).events.map((e) => e.id)).toContain(sale.id)
  expect(events.headers()['ratelimit-limit']).toBe(String(PER_MINUTE))
  expect(Number(events.headers()['ratelimit-remaining'])).toBeLessThan(PER_MINUTE)
  expect(Number(events.headers()['ratelimit-reset'])).toBeGreaterThan(0)

  const orders = await client.get(`/api/v3/events/${sale.id}/orders/`, { headers: bearer(secret) })
  expect(orders.status(), await orders.text()).toBe(200)
  expect(((await orders.json()) as { orders: { id: string }[] }).orders.map((o) => o.id)).toEqual([order.id])
  const attendees = await client.get(`/api/v3/events/${sale.id}/attendees/`, { headers: bearer(secret) })
  expect(attendees.status()).toBe(200)
  expect(((await attendees.json()) as { attendees: { ticket_code: string }[] }).attendees.map((a) => a.ticket_code)).toEqual([order.tickets[0]!.code])

  // Writes with the key alone: no cookie, no X-CSRFToken, no Origin.
  const added = await client.post(`/api/v3/events/${sale.id}/ticket_classes/`, { headers: bearer(secret), data: { name: 'Balcony', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 } })
  expect(added.status(), await added.text()).toBe(201)
  expect(added.headers()['ratelimit-limit']).toBe(String(PER_MINUTE))
  const checkedIn = await client.post(`/api/v3/events/${sale.id}/check_ins/`, { headers: bearer(secret), data: { code: order.tickets[0]!.code } })
  expect(checkedIn.status(), await checkedIn.text()).toBe(201)
  // The same write with a session cookie and no CSRF token is still refused, as before keys.
  const cookieOnly = await sale.organizer.api.post(`/api/v3/events/${sale.id}/ticket_classes/`, { headers: { 'Content-Type': 'application/json' }, data: { name: 'Gallery', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 } })
  expect(cookieOnly.status()).toBe(403)
  expect(await errorOf(cookieOnly)).toBe('CSRF_FAILED')
  await client.dispose()
})

test('A key is refused another organizer’s event (404), endpoints outside its scopes (403), and account, staff and key endpoints', async ({ playwright, baseURL }) => {
  const mine = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Mine Night ${Date.now().toString(36)}` })
  const theirs = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Theirs Night ${Date.now().toString(36)}` })
  const { secret } = await makeKey(mine.organizer, ['events:read'])
  const client = await bare(playwright, baseURL!)

  const other = await client.get(`/api/v3/events/${theirs.id}/`, { headers: bearer(secret) })
  expect(other.status()).toBe(404)
  expect(await errorOf(other)).toBe('NOT_FOUND')
  const otherOrders = await client.get('/api/v3/organizations/me/events/', { headers: bearer(secret) })
  expect(((await otherOrders.json()) as { events: { id: string }[] }).events.map((e) => e.id)).toEqual([mine.id])

  const scoped = await client.get(`/api/v3/events/${mine.id}/orders/`, { headers: bearer(secret) })
  expect(scoped.status()).toBe(403)
  expect(await errorOf(scoped)).toBe('INSUFFICIENT_SCOPE')
  expect(scoped.headers()['www-authenticate']).toContain('insufficient_scope')
  const write = await client.post(`/api/v3/events/${mine.id}/publish/`, { headers: bearer(secret), data: {} })
  expect(write.status()).toBe(403)
  expect(await errorOf(write)).toBe('INSUFFICIENT_SCOPE')

  const me = (await (await mine.organizer.api.get('/home/api/user/')).json()) as { user: { publicId: string } }
  for (const [method, url] of [
    ['PATCH', `/api/v3/users/${me.user.publicId}/`],
    ['GET', `/api/v3/users/${me.user.publicId}/export/`],
    ['GET', `/api/v3/users/${me.user.publicId}/orders/`],
    ['GET', '/home/api/user/'],
    ['GET', '/api/v3/admin/mailbox/'],
    ['GET', '/api/v3/organizations/me/payouts/'],
    ['GET', '/api/v3/organizations/me/members/'],
    ['GET', '/api/v3/organizations/me/api_keys/'],
    ['POST', '/api/v3/organizations/me/api_keys/'],
  ] as const) {
    const res = await client.fetch(url, { method, headers: bearer(secret), ...(method === 'GET' ? {} : { data: { name: 'Escalate', scopes: ALL_SCOPES } }) })
    expect(res.status(), `${method} ${url}`).toBe(403)
    expect(await errorOf(res), `${method} ${url}`).toBe('API_KEY_NOT_ALLOWED')
  }
  // A key that was never made is a 401, on any endpoint.
  const unknown = await client.get('/home/api/user/', { headers: bearer('tsk_live_abcdefghjkmn_0000000000000000000000000000000000000000000') })
  expect(unknown.status()).toBe(401)
  expect(await errorOf(unknown)).toBe('INVALID_API_KEY')
  const junk = await client.get(`/api/v3/events/${mine.id}/`, { headers: { Authorization: 'Bearer' } })
  expect(junk.status()).toBe(401)
  await client.dispose()
})

test('Past its limit a key is answered 429 with Retry-After and RateLimit headers', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Limit Night ${Date.now().toString(36)}` })
  const { secret } = await makeKey(sale.organizer, ['events:read'])
  const client = await bare(playwright, baseURL!)
  // Windows are whole minutes: within two of them a 429 comes, whenever the test starts.
  let limited: APIResponse | null = null
  for (let i = 0; i < PER_MINUTE * 2 + 2 && !limited; i++) {
    const res = await client.get(`/api/v3/events/${sale.id}/`, { headers: bearer(secret) })
    if (res.status() === 429) limited = res
    else expect(res.status()).toBe(200)
  }
  expect(limited, 'no 429 came').not.toBeNull()
  expect(await errorOf(limited!)).toBe('RATE_LIMITED')
  expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0)
  expect(limited!.headers()['ratelimit-limit']).toBe(String(PER_MINUTE))
  expect(limited!.headers()['ratelimit-remaining']).toBe('0')
  expect(Number(limited!.headers()['ratelimit-reset'])).toBeGreaterThan(0)
  await client.dispose()
})

test('Orders, attendees and events page on with a continuation beside page and page_size, and a bad continuation is a 400', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name: `Key Pages Night ${Date.now().toString(36)}` })
  const bought = [await buy(playwright, baseURL!, sale.id, sale.ticketClass.id), await buy(playwright, baseURL!, sale.id, sale.ticketClass.id), await buy(playwright, baseURL!, sale.id, sale.ticketClass.id)]
  const { secret } = await makeKey(sale.organizer, ['orders:read', 'attendees:read', 'events:read'])
  const client = await bare(playwright, baseURL!)
  type Page = { orders: { id: string }[]; pagination: { page_number: number; has_more_items: boolean; continuation: string | null } }

  const first = (await (await client.get(`/api/v3/events/${sale.id}/orders/?page_size=2`, { headers: bearer(secret) })).json()) as Page
  expect(first.orders).toHaveLength(2)
  expect(first.pagination).toMatchObject({ page_number: 1, has_more_items: true })
  expect(first.pagination.continuation).toEqual(expect.any(String))
  const second = (await (await client.get(`/api/v3/events/${sale.id}/orders/?continuation=${encodeURIComponent(first.pagination.continuation!)}`, { headers: bearer(secret) })).json()) as Page
  expect(second.pagination).toMatchObject({ page_number: 2, has_more_items: false, continuation: null })
  expect([...first.orders, ...second.orders].map((o) => o.id).sort()).toEqual(bought.map((o) => o.id).sort())
  // Today's pages keep working, and say the same.
  const byPage = (await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/orders/?page=2&page_size=2`)).json()) as Page
  expect(byPage.orders).toEqual(second.orders)

  const attendees = (await (await client.get(`/api/v3/events/${sale.id}/attendees/?page_size=2`, { headers: bearer(secret) })).json()) as { attendees: unknown[]; pagination: Page['pagination'] }
  expect(attendees.attendees).toHaveLength(2)
  const rest = (await (await client.get(`/api/v3/events/${sale.id}/attendees/?continuation=${encodeURIComponent(attendees.pagination.continuation!)}`, { headers: bearer(secret) })).json()) as { attendees: unknown[]; pagination: Page['pagination'] }
  expect(rest.attendees).toHaveLength(1)
  expect(rest.pagination.continuation).toBeNull()

  const events = (await (await client.get('/api/v3/organizations/me/events/?page_size=1', { headers: bearer(secret) })).json()) as { events: unknown[]; pagination: Page['pagination'] }
  expect(events.events).toHaveLength(1)
  expect(events.pagination.has_more_items).toBe(false)

  for (const bad of ['garbage', `${first.pagination.continuation!.slice(0, -2)}xx`, attendees.pagination.continuation!]) {
    const res = await client.get(`/api/v3/events/${sale.id}/orders/?continuation=${encodeURIComponent(bad)}`, { headers: bearer(secret) })
    expect(res.status(), bad).toBe(400)
    expect(await errorOf(res)).toBe('INVALID_ARGUMENT')
  }
  await client.dispose()
})

test('A key’s secret never reaches the server’s log, however it is sent', async ({ playwright, baseURL, server }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Log Night ${Date.now().toString(36)}` })
  const { secret } = await makeKey(sale.organizer, ['events:read'])
  const client = await bare(playwright, baseURL!)
  expect((await client.get(`/api/v3/events/${sale.id}/`, { headers: bearer(secret) })).status()).toBe(200)
  // Pasted where it does not belong: in the path, and under another scheme.
  await client.get(`/api/v3/events/${secret}/`)
  await client.get(`/api/v3/events/${sale.id}/`, { headers: { Authorization: `Basic ${secret}` } })
  // Last, a refusal (the key lacks orders:read) whose line says the earlier ones are written too.
  expect((await client.get(`/api/v3/events/${sale.id}/orders/`, { headers: bearer(secret) })).status()).toBe(403)
  const logFile = path.join(process.cwd(), 'test-results', 'servers', `server-${new URL(server.url).port}.log`)
  // The request lines are written when each response closes: wait until the last one is there.
  await expect.poll(() => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''), { timeout: 10_000 }).toContain(`/api/v3/events/${sale.id}/orders/`)
  const log = fs.readFileSync(logFile, 'utf8')
  expect(log).toContain(`/api/v3/events/${sale.id}/`)
  expect(log).not.toContain(secret)
  expect(log).not.toContain(secret.slice('tsk_live_'.length + 13))
  await client.dispose()
})

test('Someone who owns no organization cannot make or list keys', async ({ playwright, baseURL }) => {
  const person = await newClient(playwright, baseURL!)
  await signUp(person, { fullName: 'Keyless Person' })
  expect((await person.api.get('/api/v3/organizations/me/api_keys/')).status()).toBe(404)
  const made = await person.api.post('/api/v3/organizations/me/api_keys/', { headers: jsonHeaders(person), data: { name: 'Mine', scopes: ['events:read'] } })
  expect(made.status()).toBe(404)
  const anonymous = await bare(playwright, baseURL!)
  expect((await anonymous.get('/api/v3/organizations/me/api_keys/')).status()).toBe(401)
  await anonymous.dispose()
})

test('A key asks its event’s questions at registration and decides approvals with events:write, and only reads them with events:read', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, name: `Key Questions Night ${Date.now().toString(36)}` })
  const writer = await makeKey(sale.organizer, ['events:read', 'events:write'], 'Form sync')
  const reader = await makeKey(sale.organizer, ['events:read'], 'Read only')
  const client = await bare(playwright, baseURL!)
  const added = await client.post(`/api/v3/events/${sale.id}/questions/`, {
    headers: bearer(writer.secret, { 'Content-Type': 'application/json' }),
    data: { label: 'T-shirt size', kind: 'single', required: false, per: 'attendee', options: ['S', 'M', 'L'] },
  })
  expect(added.status(), await added.text()).toBe(201)
  const listed = await client.get(`/api/v3/events/${sale.id}/questions/`, { headers: bearer(reader.secret) })
  expect(listed.status()).toBe(200)
  expect(JSON.stringify(await listed.json())).toContain('T-shirt size')
  const refused = await client.post(`/api/v3/events/${sale.id}/questions/`, {
    headers: bearer(reader.secret, { 'Content-Type': 'application/json' }),
    data: { label: 'Dietary needs', kind: 'text', required: false, per: 'order' },
  })
  expect(refused.status()).toBe(403)
  expect(await errorOf(refused)).toBe('INSUFFICIENT_SCOPE')
  // An order that awaits nothing: the key reaches the decision and is told it is not awaiting approval.
  const order = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id)
  const approve = await client.post(`/api/v3/events/${sale.id}/orders/${order.id}/approve/`, { headers: bearer(writer.secret, { 'Content-Type': 'application/json' }), data: {} })
  expect(approve.status(), await approve.text()).toBe(409)
  await client.dispose()
})

test('A key with webhooks:manage adds an endpoint, sends it a test event and reads its log; a key without it is refused', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0, name: `Key Hooks Night ${Date.now().toString(36)}` })
  const receiver = await startReceiver()
  const client = await bare(playwright, baseURL!)
  try {
    const { secret: reader } = await makeKey(sale.organizer, ['events:read'])
    const refused = await client.get('/api/v3/organizations/me/webhooks/', { headers: bearer(reader) })
    expect(refused.status()).toBe(403)
    expect(await errorOf(refused)).toBe('INSUFFICIENT_SCOPE')

    const { secret } = await makeKey(sale.organizer, ['webhooks:manage'])
    const created = await client.post('/api/v3/organizations/me/webhooks/', { headers: bearer(secret), data: { url: receiver.url('/from-key'), event_types: ['order.placed'] } })
    expect(created.status(), await created.text()).toBe(201)
    const { webhook } = (await created.json()) as { webhook: { id: string; secret: string } }
    expect(webhook.secret).toMatch(/^whsec_/)
    // The owner sees the endpoint the key added: it is the organization's.
    const listed = (await (await sale.organizer.api.get('/api/v3/organizations/me/webhooks/')).json()) as { webhooks: { id: string }[] }
    expect(listed.webhooks.map((w) => w.id)).toEqual([webhook.id])

    const test = await client.post(`/api/v3/organizations/me/webhooks/${webhook.id}/test/`, { headers: bearer(secret), data: {} })
    expect(test.status()).toBe(202)
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
    expect(new Webhook(webhook.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers)).toMatchObject({ type: 'webhook.test' })
    await expect
      .poll(async () => ((await (await client.get(`/api/v3/organizations/me/webhooks/${webhook.id}/deliveries/`, { headers: bearer(secret) })).json()) as { deliveries: { status: string }[] }).deliveries.map((d) => d.status), { timeout: 20_000 })
      .toEqual(['succeeded'])
    const removed = await client.delete(`/api/v3/organizations/me/webhooks/${webhook.id}/`, { headers: bearer(secret) })
    expect(removed.status()).toBe(204)
  } finally {
    await Promise.all([client.dispose(), receiver.close(), sale.organizer.api.dispose()])
  }
})
