// Issue 21 "standing attack suite": access between users. User B (signed in, with a valid CSRF token)
// and an anonymous visitor try every user-scoped endpoint of user A: account, export, photo,
// verification email, saves, follows, interests, collections (and a private collection's events) and
// orders. Each is refused with 401, 403 or 404 as JSON, and A's data reads the same afterwards.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, someEventIds, uniqueEmail, type Client } from '../api/helpers/accounts'
import { setUpPayouts } from '../api/helpers/payouts'

type Attempt = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; data?: unknown }

async function send(c: Client, a: Attempt): Promise<APIResponse> {
  return c.api.fetch(a.path, { method: a.method, headers: jsonHeaders(c), ...(a.method === 'GET' ? {} : { data: a.data ?? {} }) })
}

/** The attempt is refused with 401, 403 or 404 in the JSON error shape. */
async function expectRefused(client: Client, who: string, attempt: Attempt): Promise<void> {
  const res = await send(client, attempt)
  const label = `${who}: ${attempt.method} ${attempt.path} → ${res.status()}`
  expect([401, 403, 404], label).toContain(res.status())
  expect(res.headers()['content-type'], label).toContain('application/json')
  expect(await res.json(), label).toMatchObject({ error: expect.any(String), error_description: expect.any(String) })
}

test("Another user and an anonymous visitor can neither read nor change a user's own data", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const a = await newClient(playwright, baseURL!)
  const owner = await signUp(a, { password: 'owner-passphrase-2026' })
  const [eventId, otherEventId] = await someEventIds(a, 2)
  const events = (await (await a.api.get(`/api/v3/destination/events/?event_ids=${eventId}`)).json()) as { events: { primary_organizer_id: string }[] }
  const organizerId = events.events[0]!.primary_organizer_id
  const h = jsonHeaders(a)
  expect((await a.api.put(`/api/v3/users/${owner.publicId}/saves/${eventId}/`, { headers: h, data: {} })).status()).toBe(200)
  expect((await a.api.put(`/api/v3/users/${owner.publicId}/follows/${organizerId}/`, { headers: h, data: {} })).status()).toBe(200)
  const created = await a.api.post(`/api/v3/users/${owner.publicId}/collections/`, { headers: h, data: { name: 'Private plans', isPublic: false } })
  expect(created.status(), await created.text()).toBe(201)
  const collectionId = ((await created.json()) as { collection: { id: string } }).collection.id
  expect((await a.api.put(`/api/v3/collections/${collectionId}/events/${eventId}/`, { headers: h, data: {} })).status()).toBeLessThan(300)

  const u = `/api/v3/users/${owner.publicId}`
  const attempts: Attempt[] = [
    { method: 'PATCH', path: `${u}/`, data: { kind: 'name', fullName: 'Taken Over' } },
    { method: 'PATCH', path: `${u}/`, data: { kind: 'email', email: 'attacker@example.com', currentPassword: 'owner-passphrase-2026' } },
    { method: 'PATCH', path: `${u}/`, data: { kind: 'password', currentPassword: 'owner-passphrase-2026', newPassword: 'attacker-passphrase-1' } },
    { method: 'DELETE', path: `${u}/`, data: { password: 'owner-passphrase-2026', confirmation: 'DELETE' } },
    { method: 'GET', path: `${u}/export/` },
    { method: 'DELETE', path: `${u}/photo/` },
    { method: 'POST', path: `${u}/verification-email/` },
    { method: 'GET', path: `${u}/saves/` },
    { method: 'PUT', path: `${u}/saves/${otherEventId}/` },
    { method: 'DELETE', path: `${u}/saves/${eventId}/` },
    { method: 'GET', path: `${u}/follows/` },
    { method: 'PUT', path: `${u}/follows/${organizerId}/` },
    { method: 'DELETE', path: `${u}/follows/${organizerId}/` },
    { method: 'GET', path: `${u}/interests/` },
    { method: 'PUT', path: `${u}/interests/`, data: { categories: [], subcategories: [], tags: ['hijacked'] } },
    { method: 'GET', path: `${u}/collections/` },
    { method: 'POST', path: `${u}/collections/`, data: { name: 'Planted' } },
    { method: 'GET', path: `/api/v3/collections/${collectionId}/` },
    { method: 'PATCH', path: `/api/v3/collections/${collectionId}/`, data: { name: 'Renamed by B', isPublic: true } },
    { method: 'DELETE', path: `/api/v3/collections/${collectionId}/` },
    { method: 'PUT', path: `/api/v3/collections/${collectionId}/events/${otherEventId}/` },
    { method: 'DELETE', path: `/api/v3/collections/${collectionId}/events/${eventId}/` },
    { method: 'GET', path: `${u}/orders/` },
  ]

  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        [`${u}/saves/`, `${u}/follows/`, `${u}/interests/`, `${u}/collections/`, `/api/v3/collections/${collectionId}/`, '/home/api/user/'].map(async (p) => {
          const res = await a.api.get(p)
          return [p, res.status(), await res.text()]
        }),
      ),
    )
  const before = await snapshot()

  const b = await newClient(playwright, baseURL!)
  await signUp(b)
  const anonymous = await newClient(playwright, baseURL!)
  for (const [who, client] of [['user B', b], ['anonymous', anonymous]] as const) {
    for (const attempt of attempts) {
      await expectRefused(client, who, attempt)
    }
  }
  expect(await snapshot()).toBe(before)
  // The owner's password still works (B's attempts to change it did nothing).
  const again = await newClient(playwright, baseURL!)
  const signIn = await again.api.post('/home/api/auth/signin/', { headers: jsonHeaders(again), data: { email: owner.email, password: 'owner-passphrase-2026' } })
  expect(signIn.status()).toBe(200)
  for (const c of [a, b, anonymous, again]) await c.api.dispose()
})

// Issues 19 and 20: orders, tickets and their signed links, and an organizer's events. User A organizes a
// draft (with a ticket class) and a live event, and buys tickets (one paid order with tickets, one hold).
// User B, with an order of B's own, and an anonymous visitor try A's orders (with no token, a forged one
// and B's own order's token), A's ticket QR codes, A's order list, the wait-list of A's draft's class,
// and every organizer endpoint of A's events. Each is refused with 401, 403 or 404 as JSON, and what A
// sees of all of it reads the same afterwards.
type OrderJson = { id: string; status: string; access_token: string; total: number; tickets: { id: string; code: string; status: string; checked_in: boolean }[] }

const nextYear = new Date().getUTCFullYear() + 1

function draftEvent(name: string) {
  return {
    name,
    summary: 'A quiet evening of chess by the water.',
    description_html: '<p>Bring a board.</p>',
    category_id: 113,
    format_id: 9,
    start: { local: `${nextYear}-07-11T19:00:00`, timezone: 'America/New_York' },
    end: { local: `${nextYear}-07-11T21:00:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Pier 17', address_1: '89 South St', city: 'New York', country: 'US', latitude: 40.7056, longitude: -74.0014 },
    tags: ['chess'],
    refund_policy: '7_days',
  }
}

async function postOk<T>(c: Client, path: string, data: unknown, status = 201): Promise<T> {
  const res = await c.api.post(path, { headers: jsonHeaders(c), data: data as Record<string, unknown> })
  expect(res.status(), `${path} → ${await res.text()}`).toBe(status)
  return (await res.json()) as T
}

async function buy(c: Client, eventId: string, classId: string, pay: boolean): Promise<OrderJson> {
  const { order } = await postOk<{ order: OrderJson }>(c, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: classId, quantity: 2 }] })
  if (!pay) return order
  const paid = await postOk<{ order: OrderJson }>(c, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Owner Person', email: 'owner@example.com' }, payment: { token: 'tok_visa' } }, 200)
  return paid.order
}

test("Another user and an anonymous visitor can neither read nor change a user's orders, tickets or events", async ({ playwright, baseURL }) => {
  test.setTimeout(180_000)
  const a = await newClient(playwright, baseURL!)
  const owner = await signUp(a)
  const stamp = Date.now().toString(36)
  type Made = { event: { id: string } }
  type Cls = { ticket_class: { id: string } }
  const draft = (await postOk<Made>(a, '/api/v3/events/', draftEvent(`Draft Chess ${stamp}`))).event
  const draftClass = (await postOk<Cls>(a, `/api/v3/events/${draft.id}/ticket_classes/`, { name: 'Board', free: false, cost: { currency: 'USD', value: 1500 }, quantity_total: 1 })).ticket_class
  const live = (await postOk<Made>(a, '/api/v3/events/', draftEvent(`Live Chess ${stamp}`))).event
  const liveClass = (await postOk<Cls>(a, `/api/v3/events/${live.id}/ticket_classes/`, { name: 'Seat', free: false, cost: { currency: 'USD', value: 2000 }, quantity_total: 20 })).ticket_class
  await setUpPayouts(a)
  await postOk(a, `/api/v3/events/${live.id}/publish/`, {}, 200)
  const paid = await buy(a, live.id, liveClass.id, true)
  const held = await buy(a, live.id, liveClass.id, false)
  expect(paid.tickets).toHaveLength(2)
  const ticket = paid.tickets[0]!

  const b = await newClient(playwright, baseURL!)
  await signUp(b)
  const bOrder = await buy(b, live.id, liveClass.id, false)
  // B organizes an event too, and has a paid order of B's own.
  const bEvent = (await postOk<Made>(b, '/api/v3/events/', draftEvent(`B Chess ${stamp}`))).event
  const bClass = (await postOk<Cls>(b, `/api/v3/events/${bEvent.id}/ticket_classes/`, { name: 'Stool', free: false, cost: { currency: 'USD', value: 1000 }, quantity_total: 10 })).ticket_class
  await setUpPayouts(b)
  await postOk(b, `/api/v3/events/${bEvent.id}/publish/`, {}, 200)
  const bPaid = await buy(b, bEvent.id, bClass.id, true)
  const anonymous = await newClient(playwright, baseURL!)
  // A guest's order joins the account of a signed-in user with the buyer's email only once that email is
  // verified: an impostor who signs up with it (unverified) gets nothing.
  const guest = await newClient(playwright, baseURL!)
  const guestEmail = uniqueEmail('guest-buyer')
  const guestHeld = await postOk<{ order: OrderJson }>(guest, '/api/v3/orders/', { event_id: live.id, tickets: [{ ticket_class_id: liveClass.id, quantity: 1 }] })
  const guestOrder = (
    await postOk<{ order: OrderJson }>(guest, `/api/v3/orders/${guestHeld.order.id}/complete/?token=${guestHeld.order.access_token}`, { buyer: { name: 'Guest Buyer', email: guestEmail }, payment: { token: 'tok_visa' } }, 200)
  ).order
  // Signing up with the guest buyer's email signs nobody in (decision 050): only the mailbox's owner can
  // open its link, so the impostor is left holding the sign-up's answer and nothing else.
  const impostor = await newClient(playwright, baseURL!)
  const impostorSignUp = await impostor.api.post('/home/api/auth/signup/', {
    headers: jsonHeaders(impostor),
    data: { email: guestEmail, password: 'quiet-harbor-lantern-58', fullName: 'Im Postor' },
  })
  expect(impostorSignUp.status(), await impostorSignUp.text()).toBe(201)

  const forged = `${paid.access_token.slice(0, -4)}AAAA`
  const attempts: Attempt[] = []
  for (const order of [paid, held]) {
    for (const token of ['', `?token=${forged}`, `?token=${bOrder.access_token}`, `?token=${order.id}`]) {
      const o = `/api/v3/orders/${order.id}`
      attempts.push(
        { method: 'GET', path: `${o}/${token}` },
        { method: 'POST', path: `${o}/cancel/${token}` },
        { method: 'POST', path: `${o}/complete/${token}`, data: { buyer: { name: 'Taker', email: 'taker@example.com' }, payment: { token: 'tok_visa' } } },
        { method: 'POST', path: `${o}/refund_requests/${token}`, data: { reason: 'not mine' } },
        // Decision 051: nor turns the buyer's links off, nor confirms a refund with a made-up token.
        { method: 'POST', path: `${o}/turn_off_links/${token}`, data: {} },
        { method: 'POST', path: `${o}/confirm_action/${token}`, data: { token: forged } },
        { method: 'GET', path: `${o}/tickets/${ticket.id}/qr.svg${token}` },
      )
    }
  }
  // Another order's ticket under an order the caller may read: B's own order and token with A's ticket.
  attempts.push({ method: 'GET', path: `/api/v3/orders/${bOrder.id}/tickets/${ticket.id}/qr.svg?token=${bOrder.access_token}` })
  attempts.push({ method: 'GET', path: `/api/v3/users/${owner.publicId}/orders/` })
  const guestAttempts: Attempt[] = [
    { method: 'GET', path: `/api/v3/orders/${guestOrder.id}/` },
    { method: 'POST', path: `/api/v3/orders/${guestOrder.id}/cancel/` },
    { method: 'POST', path: `/api/v3/orders/${guestOrder.id}/refund_requests/`, data: { reason: 'mine now' } },
    { method: 'GET', path: `/api/v3/orders/${guestOrder.id}/tickets/${guestOrder.tickets[0]!.id}/qr.svg` },
  ]
  // A's draft's ticket class is not public: nobody joins its wait-list.
  attempts.push({ method: 'POST', path: `/api/v3/ticket_classes/${draftClass.id}/waitlist/`, data: { email: 'queue@example.com', quantity: 1 } })
  // Nor changes or deletes A's ticket classes, nor reads or edits A's organizer profile.
  for (const cls of [draftClass, liveClass]) {
    attempts.push(
      { method: 'PATCH', path: `/api/v3/ticket_classes/${cls.id}/`, data: { quantity_total: 1000 } },
      { method: 'DELETE', path: `/api/v3/ticket_classes/${cls.id}/` },
    )
  }
  attempts.push(
    { method: 'GET', path: `/api/v3/users/${owner.publicId}/organizer/` },
    { method: 'PATCH', path: `/api/v3/users/${owner.publicId}/organizer/`, data: { name: 'Taken over' } },
  )
  for (const event of [draft, live]) {
    const e = `/api/v3/events/${event.id}`
    attempts.push(
      { method: 'GET', path: `${e}/` },
      { method: 'PATCH', path: `${e}/`, data: { name: 'Taken over' } },
      { method: 'POST', path: `${e}/ticket_classes/`, data: { name: 'Planted', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 } },
      { method: 'POST', path: `${e}/schedules/`, data: { occurrence_duration: 3600, recurrence_rule: 'DTSTART:20300305T183000\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2' } },
      { method: 'GET', path: `${e}/attendees/` },
      { method: 'GET', path: `${e}/attendees.csv` },
      { method: 'GET', path: `${e}/orders/` },
      { method: 'PATCH', path: `${e}/`, data: { logo_id: null } },
      { method: 'POST', path: `${e}/check_ins/`, data: { code: ticket.code } },
      { method: 'POST', path: `${e}/publish/` },
      { method: 'POST', path: `${e}/unpublish/` },
      { method: 'POST', path: `${e}/cancel/` },
      { method: 'DELETE', path: `${e}/` },
      // The dashboard's actions (issue 20) on A's paid order.
      { method: 'POST', path: `${e}/orders/${paid.id}/refunds/`, data: {} },
      { method: 'POST', path: `${e}/orders/${paid.id}/refunds/`, data: { ticket_ids: [Number(paid.tickets[0]!.id)] } },
      { method: 'POST', path: `${e}/orders/${paid.id}/cancel/`, data: {} },
      { method: 'POST', path: `${e}/orders/${paid.id}/resend_tickets/`, data: {} },
      { method: 'POST', path: `${e}/attendee_emails/`, data: { subject: 'Taken over', message: 'Click here.' } },
    )
  }
  attempts.push({ method: 'GET', path: `/api/v3/users/${owner.publicId}/contacts.csv` })

  // What A sees: the orders (without the hold's ticking countdown), the order list, both events, the
  // attendees with their check-ins, and the draft's public ticket list (404 while it is a draft); and the
  // guest's order as its signed link shows it.
  const snapshot = async () => {
    const read = async (path: string, as: Client = a) => {
      const res = await as.api.get(path)
      const text = await res.text()
      return [path, res.status(), text.replace(/"expires_in_seconds":\d+/g, '')]
    }
    return JSON.stringify(
      await Promise.all([
        read(`/api/v3/orders/${paid.id}/`),
        read(`/api/v3/orders/${held.id}/`),
        read(`/api/v3/users/${owner.publicId}/orders/`),
        read(`/api/v3/events/${draft.id}/`),
        read(`/api/v3/events/${live.id}/`),
        read(`/api/v3/events/${live.id}/attendees/`),
        read(`/api/v3/events/${live.id}/orders/`),
        read(`/api/v3/users/${owner.publicId}/organizer/`),
        read(`/api/v3/events/${draft.id}/ticket_classes/`),
        read(`/api/v3/events/${live.id}/ticket_classes/`),
        read(`/api/v3/orders/${guestOrder.id}/?token=${guestOrder.access_token}`, guest),
      ]),
    )
  }
  const before = await snapshot()
  const tries = [
    ['user B', b, attempts],
    ['anonymous', anonymous, attempts],
    ['an impostor who signed up with the guest buyer’s email', impostor, [...attempts, ...guestAttempts]],
  ] as const
  for (const [who, client, list] of tries) {
    for (const attempt of list) {
      await expectRefused(client, who, attempt)
    }
  }
  // With what B may act on (B's own event and paid order), A's tickets stay out of reach: A's ticket code
  // is no ticket of B's event, and A's tickets are no tickets of B's order.
  const foreignCode = await b.api.post(`/api/v3/events/${bEvent.id}/check_ins/`, { headers: jsonHeaders(b), data: { code: ticket.code } })
  expect(foreignCode.status()).toBe(404)
  const foreignRefund = await b.api.post(`/api/v3/orders/${bPaid.id}/refund_requests/`, { headers: jsonHeaders(b), data: { ticket_ids: [Number(ticket.id)] } })
  expect(foreignRefund.status()).toBe(400)
  expect(((await (await b.api.get(`/api/v3/orders/${bPaid.id}/`)).json()) as { order: OrderJson }).order.status).toBe('paid')
  expect(await (await b.api.get(`/api/v3/events/${bEvent.id}/attendees/`)).text()).not.toContain(ticket.code)

  expect(await snapshot()).toBe(before)
  // Spelled out, as the snapshot only says "the same": A's hold is still held, its tickets unchecked.
  const again = (await (await a.api.get(`/api/v3/orders/${held.id}/`)).json()) as { order: OrderJson }
  expect(again.order.status).toBe('reserved')
  const stillPaid = (await (await a.api.get(`/api/v3/orders/${paid.id}/`)).json()) as { order: OrderJson }
  expect(stillPaid.order.status).toBe('paid')
  expect(stillPaid.order.tickets.every((t) => !t.checked_in && t.status === 'valid')).toBe(true)
  // Nor is the impostor signed in to an account the guest's order could join.
  expect(((await (await impostor.api.get('/home/api/user/')).json()) as { user: unknown }).user).toBeNull()
  for (const c of [a, b, anonymous, guest, impostor]) await c.api.dispose()
})
