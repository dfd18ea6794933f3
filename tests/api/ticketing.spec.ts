// Ticketing over real HTTP against the built server (issue 19): the happy path from hold to tickets, the
// Idempotency-Key, bad input answered 4xx JSON with nothing written, an expired hold (server test clock),
// and a thousand concurrent buyers for a class's last seats with no 5xx and nothing oversold. Each test
// sells on events of its own, made through the creator API (createEventForSale), so its counts are exact.
import fc from 'fast-check'
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { confirmRefundFromMail, createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signIn, uniqueEmail, type Client } from './helpers/accounts'
import { randomUUID } from 'node:crypto'
import { rawRequest } from '../security/raw-http'

type TicketClass = { id: string; quantity_remaining: number; on_sale_status: string; minimum_quantity: number; maximum_quantity: number; free: boolean; cost: { value: number } }
type Money = { currency: string; value: number; major_value: string; display: string }
type Order = { id: string; status: string; total: Money; subtotal: Money; fees: Money; access_token: string; expires_at: string; tickets: { id: string; code: string; qr_url: string }[] }

async function classesOf(c: Client, eventId: string): Promise<TicketClass[]> {
  const res = await c.api.get(`/api/v3/events/${eventId}/ticket_classes/`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { ticket_classes: TicketClass[] }).ticket_classes
}

function post(c: Client, path: string, data: unknown, extra: Record<string, string> = {}): Promise<APIResponse> {
  return c.api.post(path, { headers: { ...jsonHeaders(c), ...extra }, data: data as Record<string, unknown> })
}

async function expectJsonError(res: APIResponse, status: number, code?: string) {
  expect(res.status(), await res.text()).toBe(status)
  const body = (await res.json()) as { error: string; error_description: string }
  expect(typeof body.error_description).toBe('string')
  if (code) expect(body.error).toBe(code)
}

test('A guest holds two tickets, pays with tok_visa and gets tickets whose QR codes are served', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 2 }] }, { 'Idempotency-Key': `happy-${Date.now()}` })
  expect(created.status(), await created.text()).toBe(201)
  const { order } = (await created.json()) as { order: Order }
  expect(order.status).toBe('reserved')
  expect(order.subtotal.value).toBe(cls.cost!.value * 2)
  expect((await classesOf(c, eventId)).find((k) => k.id === cls.id)?.quantity_remaining).toBe(cls.quantity_remaining - 2)

  const guest = await newClient(playwright, baseURL!)
  expect((await guest.api.get(`/api/v3/orders/${order.id}/`)).status()).toBe(404)
  const paid = await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Grace Hopper', email: 'grace@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  const done = ((await paid.json()) as { order: Order }).order
  expect(done.status).toBe('paid')
  expect(done.tickets).toHaveLength(2)
  const qr = await guest.api.get(done.tickets[0]!.qr_url)
  expect(qr.status()).toBe(200)
  expect(qr.headers()['content-type']).toContain('image/svg+xml')
  expect((await guest.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).status()).toBe(200)
})

test('The same Idempotency-Key answers the same order; a declined card answers 402 and keeps the hold', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const key = `same-${Date.now()}`
  const body = { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }] }
  const [a, b] = await Promise.all([post(c, '/api/v3/orders/', body, { 'Idempotency-Key': key }), post(c, '/api/v3/orders/', body, { 'Idempotency-Key': key })])
  const ids = [((await a.json()) as { order: Order }).order.id, ((await b.json()) as { order: Order }).order.id]
  expect(ids[0]).toBe(ids[1])
  expect([a.status(), b.status()].sort()).toEqual([200, 201])
  const order = ((await a.json()) as { order: Order }).order
  const declined = await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'A', email: 'a@example.com' }, payment: { token: 'tok_chargeDeclined' } })
  await expectJsonError(declined, 402, 'CARD_DECLINED')
  const retried = await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'A', email: 'a@example.com' }, payment: { token: 'tok_visa' } })
  expect(((await retried.json()) as { order: Order }).order.status).toBe('paid')
})

test('Bad input answers 4xx JSON and holds nothing', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const second = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const before = (await classesOf(c, eventId)).find((k) => k.id === cls.id)!.quantity_remaining
  const bad: unknown[] = [
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 0 }] },
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: -3 }] },
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1e12 }] },
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1.5 }] },
    { event_id: eventId, tickets: [{ ticket_class_id: second.ticketClass.id, quantity: 1 }] },
    { event_id: eventId, tickets: [] },
    { event_id: 'abc', tickets: [{ ticket_class_id: cls.id, quantity: 1 }] },
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }, { ticket_class_id: cls.id, quantity: 1 }] },
    { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }], discount_code: 'NO-SUCH-CODE' },
  ]
  for (const body of bad) await expectJsonError(await post(c, '/api/v3/orders/', body), 400)
  const broken = await c.api.post('/api/v3/orders/', { headers: jsonHeaders(c), data: '{"event_id": ' })
  await expectJsonError(broken, 400, 'INVALID_ARGUMENT')
  await expectJsonError(await post(c, '/api/v3/orders/', { event_id: '999999999', tickets: [{ ticket_class_id: cls.id, quantity: 1 }] }), 404)
  // A tampered amount is not read: the server's total stands, and the order is paid at that total.
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }], total: 1, subtotal: 1 })
  expect(created.status()).toBe(201)
  const order = ((await created.json()) as { order: Order }).order
  expect(order.subtotal.value).toBe(cls.cost!.value)
  await expectJsonError(await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: '', email: 'not-an-email' }, payment: { token: 'tok_visa' } }), 400)
  await expectJsonError(await post(c, `/api/v3/orders/${order.id}/complete/?token=wrong`, { buyer: { name: 'X', email: 'x@example.com' }, payment: { token: 'tok_visa' } }), 404)
  await expectJsonError(await post(c, '/api/v3/orders/abc/complete/', { buyer: { name: 'X', email: 'x@example.com' } }), 404)
  // A forged provider callback is refused.
  await expectJsonError(await c.api.post('/api/v3/payments/callback/', { headers: { 'Content-Type': 'application/json', 'Tessera-Signature': 't=1,v1=00' }, data: { id: 'evt_x', type: 'payment.succeeded', data: { reference: 'r', order_id: Number(order.id), amount: 1, currency: 'USD' } } }), 401)
  await post(c, `/api/v3/orders/${order.id}/cancel/?token=${order.access_token}`, {})
  expect((await classesOf(c, eventId)).find((k) => k.id === cls.id)!.quantity_remaining).toBe(before)
})

test("An expired hold frees its tickets by itself and completing it answers 410 HOLD_EXPIRED, while another event's hold lives on", async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const other = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 2 }] })
  const order = ((await created.json()) as { order: Order }).order
  const otherCreated = await post(c, '/api/v3/orders/', { event_id: other.id, tickets: [{ ticket_class_id: other.ticketClass.id, quantity: 1 }] })
  expect(otherCreated.status(), await otherCreated.text()).toBe(201)
  const otherOrder = ((await otherCreated.json()) as { order: Order }).order
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  // The test clock belongs to one event: moving it expires that event's hold and nobody else's.
  const moved = await post(staff, '/api/v3/admin/test-clock/', { event_id: eventId, advance_seconds: 11 * 60 })
  expect(moved.status(), await moved.text()).toBe(200)
  expect((await classesOf(c, eventId)).find((k) => k.id === cls.id)!.quantity_remaining).toBe(cls.quantity_remaining)
  await expectJsonError(await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Late', email: 'late@example.com' }, payment: { token: 'tok_visa' } }), 410, 'HOLD_EXPIRED')
  expect((await classesOf(c, other.id)).find((k) => k.id === other.ticketClass.id)!.quantity_remaining).toBe(other.ticketClass.quantity_remaining - 1)
  const paid = await post(c, `/api/v3/orders/${otherOrder.id}/complete/?token=${otherOrder.access_token}`, { buyer: { name: 'On Time', email: 'ontime@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  expect(((await paid.json()) as { order: Order }).order.status).toBe('paid')
})

test('A thousand concurrent buyers for a class\'s last seats: exactly that many sold, every other answer a 409, no 5xx', async ({ playwright, baseURL }) => {
  test.setTimeout(600_000)
  const c = await newClient(playwright, baseURL!)
  // A class of exactly 60 seats, none sold or held: the crowd asks for far more than there are.
  const seats = 60
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, quantity: seats })
  const remaining = cls.quantity_remaining
  expect(remaining).toBe(seats)
  const statuses = await Promise.all(
    Array.from({ length: 1000 }, async () => {
      // One connection per request: a kept-alive socket the server closes while idle would fail on the
      // client's side (ECONNRESET), which says nothing about the server's answers.
      // Each buyer is a browser of its own (its own CSRF cookie): one browser may hold only 10 at once (decision 049).
      const token = `crowd-${randomUUID()}`
      const browser = { ...jsonHeaders(c), 'X-CSRFToken': token, Cookie: `csrftoken=${token}`, Connection: 'close' }
      const res = await rawRequest(baseURL!, '/api/v3/orders/', { method: 'POST', headers: browser, body: JSON.stringify({ event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }] }) })
      if (res.status !== 201) return res.status
      const order = (JSON.parse(res.body) as { order: Order }).order
      const paid = await rawRequest(baseURL!, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, {
        method: 'POST',
        headers: browser,
        body: JSON.stringify({ buyer: { name: 'Crowd', email: 'crowd@example.com' }, payment: { token: 'tok_visa' } }),
      })
      return paid.status === 200 ? 'paid' : paid.status
    }),
  )
  expect(statuses.filter((s) => s === 'paid')).toHaveLength(remaining)
  expect(statuses.filter((s) => s !== 'paid').every((s) => s === 409)).toBe(true)
  expect((await classesOf(c, eventId)).find((k) => k.id === cls.id)!.quantity_remaining).toBe(0)
})

test('Ten simultaneous completes of one order over HTTP are each answered 200 with the paid order, never 410 (issue 39 finding 6)', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 1800 })
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 2 }] }, { 'Idempotency-Key': `double-${randomUUID()}` })
  expect(created.status(), await created.text()).toBe(201)
  const { order } = (await created.json()) as { order: Order }
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Double Click', email: 'double-click@example.com' }, payment: { token: 'tok_visa' } }),
    ),
  )
  const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status(), body: (await res.json()) as { order?: Order } })))
  expect(bodies.map((b) => b.status)).toEqual(Array.from({ length: 10 }, () => 200))
  expect(new Set(bodies.map((b) => b.body.order?.status))).toEqual(new Set(['paid']))
  // One set of tickets, the same in every answer.
  expect(new Set(bodies.map((b) => (b.body.order?.tickets ?? []).map((t) => t.id).join(',')))).toHaveProperty('size', 1)
  expect(bodies[0]?.body.order?.tickets).toHaveLength(2)
})

test('Random and hostile order bodies only ever answer 2xx or 4xx JSON', async ({ playwright, baseURL }) => {
  test.setTimeout(300_000)
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const id = fc.oneof(fc.constantFrom(eventId, cls.id, '0', '-1', '1e9', 'abc', '', null), fc.integer(), fc.double(), fc.string({ maxLength: 12 }))
  const quantity = fc.oneof(fc.constantFrom(0, -1, 1, 2, 1e12, 1.5, Number.MAX_SAFE_INTEGER, '1', null), fc.integer(), fc.string({ maxLength: 5 }))
  const body = fc.record(
    { event_id: id, tickets: fc.oneof(fc.array(fc.record({ ticket_class_id: id, quantity }, { requiredKeys: [] }), { maxLength: 4 }), fc.string({ maxLength: 5 }), fc.constant(null)), discount_code: fc.oneof(fc.string({ maxLength: 30 }), fc.constant(null)) },
    { requiredKeys: [] },
  )
  await fc.assert(
    fc.asyncProperty(body, async (data) => {
      const res = await post(c, '/api/v3/orders/', data)
      expect(res.status(), await res.text()).toBeLessThan(500)
      const json = (await res.json()) as { order?: Order; error?: string }
      if (res.status() >= 400) expect(typeof json.error).toBe('string')
      // Holds made by the fuzzer are let go at once, so the class never sells out under it.
      if (json.order) await post(c, `/api/v3/orders/${json.order.id}/cancel/?token=${json.order.access_token}`, {})
      const done = await post(c, '/api/v3/orders/1/complete/', { buyer: data, payment: data })
      expect(done.status()).toBeLessThan(500)
    }),
    { numRuns: 150, seed: 20261125 },
  )
})

test('A partial refund over HTTP: through the link each is confirmed from the buyer’s email, the chosen ticket is refunded with its share, a bad ticket id answers 400, the last one refunds the order', async ({ playwright, baseURL, staff }) => {
  const c = await newClient(playwright, baseURL!)
  // Two months away with a 7-day policy: the order may be refunded at once.
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, refundPolicy: '7_days' })
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 2 }] })
  expect(created.status(), await created.text()).toBe(201)
  const { order } = (await created.json()) as { order: Order }
  const email = uniqueEmail('partial')
  const res = await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Partial Refund', email }, payment: { token: 'tok_visa' } })
  expect(res.status(), await res.text()).toBe(200)
  const paid = ((await res.json()) as { order: Order & { refund_allowed?: boolean } }).order
  expect(paid.refund_allowed, 'a 7-day policy allows a refund two months before').toBe(true)
  const path = `/api/v3/orders/${paid.id}/refund_requests/?token=${paid.access_token}`
  await expectJsonError(await post(c, path, { ticket_ids: [999_999_999] }), 400, 'INVALID_ARGUMENT')
  await expectJsonError(await post(c, path, { ticket_ids: ['not a number'] }), 400)
  const asked = await post(c, path, { ticket_ids: [Number(paid.tickets[0]!.id)] })
  expect(asked.status(), await asked.text()).toBe(202)
  expect(await asked.json()).toEqual({ confirmation: 'emailed', email: 'p•••@example.com' })
  const first = await confirmRefundFromMail(staff, c, email)
  expect(first.status(), await first.text()).toBe(201)
  const partial = (await first.json()) as { order: Omit<Order, 'tickets'> & { tickets: { status: string }[] }; refund: { amount: Money } }
  expect(partial.order.status).toBe('partially_refunded')
  expect(partial.order.tickets.map((t) => t.status)).toEqual(['refunded', 'valid'])
  expect((await post(c, path, { ticket_ids: [Number(paid.tickets[1]!.id)] })).status()).toBe(202)
  const second = await confirmRefundFromMail(staff, c, email)
  expect(second.status(), await second.text()).toBe(201)
  const rest = (await second.json()) as { order: Order; refund: { amount: Money } }
  expect(rest.order.status).toBe('refunded')
  expect(partial.refund.amount.value + rest.refund.amount.value).toBe(paid.total.value)
})

test('A 3-D Secure card answers the bank page as next_action; failing the step there keeps the hold for another card', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 1 }] }, { 'Idempotency-Key': `bank-${Date.now()}` })
  const { order } = (await created.json()) as { order: Order }
  const complete = `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`
  const buyer = { name: 'Bank Step', email: 'bank-step@example.com' }
  const pending = await post(c, complete, { buyer, payment: { token: 'tok_threeDSecure2Required' } })
  expect(pending.status(), await pending.text()).toBe(200)
  const answer = (await pending.json()) as { order: Order; next_action: { type: string; url: string } }
  expect(answer.order.status).toBe('reserved')
  // A page the browser can open (issue 38 point 1), not the POST-only API behind its buttons.
  expect(answer.next_action.url).toMatch(/^\/checkout\/confirm-payment\/pi_test_[0-9a-f]{24}\/$/)
  expect((await c.api.get(answer.next_action.url)).status()).toBe(200)
  const reference = /pi_test_[0-9a-f]{24}/.exec(answer.next_action.url)![0]
  const failed = await post(c, `/api/v3/payments/test/${reference}/fail/`, {})
  expect(failed.status(), await failed.text()).toBe(200)
  await expectJsonError(await post(c, `/api/v3/payments/test/${reference}/confirm/`, {}), 404, 'NOT_FOUND')
  await expectJsonError(await post(c, '/api/v3/payments/test/not-a-reference/fail/', {}), 404, 'NOT_FOUND')
  const paid = await post(c, complete, { buyer, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  expect(((await paid.json()) as { order: Order }).order.status).toBe('paid')
})

test('Under "contact the organizer" a refund request is sent, not granted: 201 "requested" with the amount, the order unchanged', async ({ playwright, baseURL, staff }) => {
  const c = await newClient(playwright, baseURL!)
  const { id: eventId, ticketClass: cls } = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, refundPolicy: 'contact_organizer' })
  const created = await post(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: cls.id, quantity: 2 }] })
  const { order } = (await created.json()) as { order: Order }
  const email = uniqueEmail('ask-first')
  const res = await post(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Ask First', email }, payment: { token: 'tok_visa' } })
  type Refundable = Omit<Order, 'tickets'> & { refund_mode: string; tickets: { id: string; status: string; refund_value: { value: number } }[] }
  const paid = ((await res.json()) as { order: Refundable }).order
  expect(paid.refund_mode).toBe('request')
  expect(paid.tickets.reduce((sum, t) => sum + t.refund_value.value, 0)).toBe(paid.total.value)
  const path = `/api/v3/orders/${paid.id}/refund_requests/?token=${paid.access_token}`
  expect((await post(c, path, { ticket_ids: [Number(paid.tickets[0]!.id)], reason: 'Cannot come' })).status()).toBe(202)
  const sent = await confirmRefundFromMail(staff, c, email)
  expect(sent.status(), await sent.text()).toBe(201)
  const body = (await sent.json()) as { order: Refundable; refund: { status: string; amount: { value: number }; currency: string } }
  expect(body.refund).toMatchObject({ status: 'requested', amount: { currency: 'USD', value: paid.tickets[0]!.refund_value.value }, currency: 'USD' })
  expect(body.order.status).toBe('paid')
  expect(body.order.tickets.map((t) => t.status)).toEqual(['valid', 'valid'])
})
