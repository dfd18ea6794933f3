// Issue 19 §3 over real HTTP: a guest order joins the account that signs up with its address once the
// owner confirms that address from the emailed link (My tickets, numOrders, the order itself without the
// signed link), and never an account whose address is unconfirmed.
import { expect, test } from '../e2e/fixtures'
import { createEventForSale, findEmail, staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './helpers/accounts'

type Order = { id: string; status: string; access_token: string }

async function guestBuysOne(
  c: Client,
  eventId: string,
  ticketClassId: string,
  email: string,
): Promise<Order> {
  const held = await c.api.post('/api/v3/orders/', {
    headers: { ...jsonHeaders(c), 'Idempotency-Key': `guest-joins-${Date.now()}-${Math.random()}` },
    data: { event_id: eventId, tickets: [{ ticket_class_id: ticketClassId, quantity: 1 }] },
  })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: Order }
  const paid = await c.api.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, {
    headers: jsonHeaders(c),
    data: { buyer: { name: 'Guest Buyer', email }, payment: { token: 'tok_visa' } },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  return ((await paid.json()) as { order: Order }).order
}

async function myOrderIds(c: Client): Promise<string[]> {
  const res = await c.api.get('/api/v3/users/me/orders/')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { orders: { id: string }[] }).orders.map((o) => o.id)
}

async function numOrders(c: Client): Promise<number> {
  const body = (await (await c.api.get('/home/api/user/')).json()) as {
    user: { numOrders: number; emailVerified: boolean }
  }
  return body.user.numOrders
}

test('A guest order joins the account once its owner confirms the address; an unconfirmed account never sees it', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const verified = await newClient(playwright, baseURL!)
  const unverified = await newClient(playwright, baseURL!)
  const guest = await newClient(playwright, baseURL!)
  const staff = await staffClient(playwright, baseURL!)
  const verifiedEmail = uniqueEmail('joins')
  const unverifiedEmail = uniqueEmail('squatter')
  await signUp(verified, { email: verifiedEmail, password: 'lantern-harbour-2026', fullName: 'Joan Clarke' })
  await signUp(unverified, {
    email: unverifiedEmail,
    password: 'lantern-harbour-2026',
    fullName: 'Mallory Unconfirmed',
  })

  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Guest Orders Evening',
    priceMinor: 2500,
  })
  // The guest types the address in other letter case: addresses compare without case.
  const joining = await guestBuysOne(guest, sale.id, sale.ticketClass.id, verifiedEmail.toUpperCase())
  const squatted = await guestBuysOne(guest, sale.id, sale.ticketClass.id, unverifiedEmail)

  expect(await myOrderIds(verified)).not.toContain(joining.id)
  expect(await numOrders(verified)).toBe(0)
  expect((await verified.api.get(`/api/v3/orders/${joining.id}/`)).status()).toBe(404)

  // The owner opens the link of the verification email and confirms.
  const mail = await findEmail(staff, verifiedEmail, 'email-verification')
  const token = /token=([\w-]+)/.exec(mail.text)?.[1]
  expect(token).toBeTruthy()
  const confirmed = await verified.api.post('/home/api/auth/verify-email/', {
    headers: jsonHeaders(verified),
    data: { token },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)

  expect(await myOrderIds(verified)).toContain(joining.id)
  expect(await numOrders(verified)).toBe(1)
  const own = await verified.api.get(`/api/v3/orders/${joining.id}/`)
  expect(own.status()).toBe(200)
  expect(((await own.json()) as { order: Order }).order.status).toBe('paid')

  // The unconfirmed account sees neither order, even the one placed with its own address.
  expect(await myOrderIds(unverified)).toEqual([])
  expect(await numOrders(unverified)).toBe(0)
  expect((await unverified.api.get(`/api/v3/orders/${squatted.id}/`)).status()).toBe(404)
  expect((await unverified.api.get(`/api/v3/orders/${joining.id}/`)).status()).toBe(404)

  for (const c of [verified, unverified, guest, staff, sale.organizer]) await c.api.dispose()
})
