// Issue 38 §3 "Guests find their tickets": POST /api/v3/orders/lookup/ {email} answers 202 {} whether or not
// the address has orders; only an address with orders is mailed, with a link whose page lists each of its
// orders with the order's own link; an altered link shows nothing; the address is limited to 3 an hour.
import { expect, test } from '../e2e/fixtures'
import { buyAsGuest } from '../e2e/tickets/guest-order-helpers'
import { createEventForSale, findEmail, staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, uniqueEmail } from './helpers/accounts'

test('Order lookup answers the same for any address, mails a link to an address with orders, and the link lists them', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { name: `Lookup Lantern Walk ${Date.now().toString(36)}`, priceMinor: 1500 })
  const buyer = await newClient(playwright, baseURL!)
  const email = uniqueEmail('lookup')
  const bought = { eventId: sale.id, ticketClassId: sale.ticketClass.id, email }
  const orderIds = [await buyAsGuest(buyer, bought), await buyAsGuest(buyer, bought)]

  const stranger = await newClient(playwright, baseURL!)
  const lookup = (address: unknown) => stranger.api.post('/api/v3/orders/lookup/', { headers: jsonHeaders(stranger), data: { email: address } })
  const known = await lookup(`  ${email.toUpperCase()} `)
  const nobody = uniqueEmail('nobody')
  const unknown = await lookup(nobody)
  expect([known.status(), unknown.status()]).toEqual([202, 202])
  expect(await known.json()).toEqual({})
  expect(await unknown.json()).toEqual({})

  const staff = await staffClient(playwright, baseURL!)
  const mail = await findEmail(staff, email, 'order-lookup')
  expect(mail.subject).toBe('Your Tessera orders')
  const link = new URL(/https?:\/\/\S+token=\S+/.exec(mail.text)![0])
  expect(link.pathname).toBe('/mytickets/find/')
  // An address without orders is sent nothing.
  const none = await staff.api.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(nobody)}`)
  expect(((await none.json()) as { emails: unknown[] }).emails).toEqual([])

  // The page the link opens lists both orders, each with its own signed link that opens the order.
  const page = await stranger.api.get(`${link.pathname}${link.search}`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(html).toContain(`Orders placed with ${email}`)
  for (const id of orderIds) expect(html).toMatch(new RegExp(`href="/orders/${id}/\\?token=[\\w-]+"`))
  const orderLink = new RegExp(`/orders/${orderIds[0]}/\\?token=([\\w-]+)`).exec(html)![1]!
  const order = await stranger.api.get(`/api/v3/orders/${orderIds[0]}/?token=${orderLink}`)
  expect(order.status()).toBe(200)

  // Altered, the link shows no order and says to ask again.
  const altered = await (await stranger.api.get(`${link.pathname}?token=${link.searchParams.get('token')!.slice(0, -3)}abc`)).text()
  expect(altered).toContain('This link has expired or is incomplete.')
  expect(altered).not.toContain(`/orders/${orderIds[0]}/`)

  // An address is limited to three lookups an hour (one was made above); a bad address is a 400.
  for (let n = 2; n <= 3; n++) expect((await lookup(email)).status(), `lookup ${n}`).toBe(202)
  const limited = await lookup(email)
  expect(limited.status()).toBe(429)
  expect(((await limited.json()) as { error: string }).error).toBe('RATE_LIMITED')
  const bad = await lookup('not-an-address')
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { argument_errors?: unknown }).argument_errors).toBeDefined()
})
