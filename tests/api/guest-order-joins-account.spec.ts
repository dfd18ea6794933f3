// Issue 19 §3 over real HTTP: a guest order joins the account that signs up with its address once the
// owner opens the emailed link, which makes the account with its address confirmed (decision 050): My
// tickets, numOrders, the order itself without the signed link. A sign-up whose link nobody opens makes
// no account and sees nothing.
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { confirmSignUp, jsonHeaders, newClient, signIn, uniqueEmail, type Client } from './helpers/accounts'

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

test('A guest order joins the account its address makes once the mailed link is opened; a sign-up nobody confirms sees nothing', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const owner = await newClient(playwright, baseURL!)
  const squatter = await newClient(playwright, baseURL!)
  const guest = await newClient(playwright, baseURL!)
  const ownerEmail = uniqueEmail('joins')
  const squattedEmail = uniqueEmail('squatted')

  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Guest Orders Evening',
    priceMinor: 2500,
  })
  // The guest types the address in other letter case: addresses compare without case.
  const joining = await guestBuysOne(guest, sale.id, sale.ticketClass.id, ownerEmail.toUpperCase())
  const squatted = await guestBuysOne(guest, sale.id, sale.ticketClass.id, squattedEmail)

  const signUpAs = (c: Client, email: string, fullName: string) =>
    c.api.post('/home/api/auth/signup/', { headers: jsonHeaders(c), data: { email, password: 'lantern-harbour-2026', fullName } })
  expect((await signUpAs(owner, ownerEmail, 'Joan Clarke')).status()).toBe(201)
  // Someone signs up with another person's address: no account, no session, nothing to see.
  expect((await signUpAs(squatter, squattedEmail, 'Mallory Unconfirmed')).status()).toBe(201)
  expect(await (await squatter.api.get('/home/api/user/')).json()).toEqual({ user: null })
  expect((await signIn(squatter, squattedEmail, 'lantern-harbour-2026')).status()).toBe(409)
  expect((await squatter.api.get('/api/v3/users/me/orders/')).status()).toBe(401)
  expect((await squatter.api.get(`/api/v3/orders/${squatted.id}/`)).status()).toBe(404)

  // The owner opens the link of the email and confirms: the account is made, signed in, with the order.
  expect(await confirmSignUp(owner, ownerEmail)).toMatchObject({ signedIn: true })
  expect(await myOrderIds(owner)).toEqual([joining.id])
  expect(await numOrders(owner)).toBe(1)
  const own = await owner.api.get(`/api/v3/orders/${joining.id}/`)
  expect(own.status()).toBe(200)
  expect(((await own.json()) as { order: Order }).order.status).toBe('paid')
  expect((await owner.api.get(`/api/v3/orders/${squatted.id}/`)).status()).toBe(404)

  for (const c of [owner, squatter, guest, sale.organizer]) await c.api.dispose()
})
