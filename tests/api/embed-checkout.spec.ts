// Issue 41's embedded checkout over real HTTP (decision 070): an owner lists the sites allowed to frame the
// checkout (PUT /api/v3/organizations/me/embed_origins/), which the framed page sends as its CSP
// frame-ancestors; the page sets no cookie and carries a signed session, with which a client that has no
// cookie at all holds and pays for tickets; a forged session, or none, is refused; /embed.js is small.
import http from 'node:http'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './helpers/accounts'

const SESSION = /e1\.\d{1,12}\.[0-9a-z]{1,12}\.[\w-]{22}\.[\w-]{43}/

async function putOrigins(owner: Client, origins: unknown) {
  return owner.api.put('/api/v3/organizations/me/embed_origins/', { headers: jsonHeaders(owner), data: { origins } })
}

/** A client with no cookies at all, as a frame on another site may be. */
async function bare(playwright: Parameters<typeof newClient>[0], baseURL: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL })
}

/** The framed page's signed session, as its script reads it. */
async function sessionOf(api: APIRequestContext, eventId: string): Promise<string> {
  const page = await api.get(`/embed/checkout/${eventId}/?host=${encodeURIComponent('https://shop.example')}&mode=inline`)
  expect(page.status()).toBe(200)
  const session = SESSION.exec(await page.text())?.[0]
  expect(session, 'the page carries its session').toBeDefined()
  return session!
}

test('An owner lists the sites that may frame the checkout; bad entries are named, and others may not change it', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
  const owner = sale.organizer
  const put = await putOrigins(owner, ['https://Shop.Example/', 'http://localhost:5500', 'https://shop.example'])
  expect(put.status(), await put.text()).toBe(200)
  expect(await put.json()).toEqual({ origins: ['https://shop.example', 'http://localhost:5500'] })
  expect(await (await owner.api.get('/api/v3/organizations/me/embed_origins/')).json()).toEqual({ origins: ['https://shop.example', 'http://localhost:5500'] })

  const bad = await putOrigins(owner, ['https://ok.example', 'https://ok.example/tickets', 'http://plain.example', '*.example'])
  expect(bad.status()).toBe(400)
  const body = (await bad.json()) as { error: string; argument_errors: Record<string, string[]> }
  expect(body.error).toBe('INVALID_ARGUMENT')
  expect(Object.keys(body.argument_errors)).toEqual(['origins[1]', 'origins[2]', 'origins[3]'])
  expect((await putOrigins(owner, 'https://shop.example')).status()).toBe(400)
  // Nothing was half-written by the refused change.
  expect(await (await owner.api.get('/api/v3/organizations/me/embed_origins/')).json()).toEqual({ origins: ['https://shop.example', 'http://localhost:5500'] })

  // Someone with no organization of their own, and nobody at all, change nothing.
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger, { email: uniqueEmail('embed-stranger') })
  expect((await putOrigins(stranger, ['https://evil.example'])).status()).toBe(404)
  const nobody = await newClient(playwright, baseURL!)
  expect((await putOrigins(nobody, ['https://evil.example'])).status()).toBe(401)
  // A key reads the list with events:read and changes it only with events:write.
  const key = async (scopes: string[]) => ((await (await owner.api.post('/api/v3/organizations/me/api_keys/', { headers: jsonHeaders(owner), data: { name: 'Site', scopes } })).json()) as { secret: string }).secret
  const reader = await key(['events:read'])
  const integration = await bare(playwright, baseURL!)
  expect(await (await integration.get('/api/v3/organizations/me/embed_origins/', { headers: { Authorization: `Bearer ${reader}` } })).json()).toEqual({ origins: ['https://shop.example', 'http://localhost:5500'] })
  const refused = await integration.put('/api/v3/organizations/me/embed_origins/', { headers: { Authorization: `Bearer ${reader}` }, data: { origins: [] } })
  expect(refused.status()).toBe(403)
  const writer = await key(['events:write'])
  const cleared = await integration.put('/api/v3/organizations/me/embed_origins/', { headers: { Authorization: `Bearer ${writer}` }, data: { origins: ['https://shop.example'] } })
  expect(await cleared.json()).toEqual({ origins: ['https://shop.example'] })
  // The change is in the organization's activity, as every setting is (decision 068).
  const activity = (await (await owner.api.get('/api/v3/organizations/me/activity/')).json()) as { activity: { type: string; details: { changes: { setting: string; from: string[]; to: string[] }[] } }[] }
  expect(activity.activity[0]).toMatchObject({ type: 'embed_origins.changed', details: { changes: [{ setting: 'embed_origins', from: ['https://shop.example', 'http://localhost:5500'], to: ['https://shop.example'] }] } })
  await Promise.all([stranger.api.dispose(), nobody.api.dispose(), integration.dispose(), owner.api.dispose()])
})

test('The checkout page may be framed only by the listed sites, sets no cookie, and other pages may be framed by none', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
  const visitor = await bare(playwright, baseURL!)
  const frameAncestors = async (path: string) => {
    const res = await visitor.get(path)
    return { status: res.status(), csp: res.headers()['content-security-policy'] ?? '', xfo: res.headers()['x-frame-options'], cookie: res.headers()['set-cookie'] }
  }
  const before = await frameAncestors(`/embed/checkout/${sale.id}/`)
  expect(before.status).toBe(200)
  expect(before.csp).toContain("frame-ancestors 'none'")
  expect((await putOrigins(sale.organizer, ['https://shop.example', 'http://127.0.0.1:5500'])).status()).toBe(200)
  const after = await frameAncestors(`/embed/checkout/${sale.id}/`)
  const listed = /frame-ancestors https:\/\/shop\.example http:\/\/127\.0\.0\.1:5500(;|$)/
  expect(after.csp).toMatch(listed)
  expect(after.xfo).toBeUndefined()
  expect(after.cookie).toBeUndefined()
  expect((await visitor.storageState()).cookies).toEqual([])
  // In a language subdirectory too; an unknown event is a 404 nobody may frame.
  expect((await frameAncestors(`/de-de/embed/checkout/${sale.id}/`)).csp).toMatch(listed)
  const unknown = await frameAncestors('/embed/checkout/999999999/')
  expect(unknown.status).toBe(404)
  expect(unknown.csp).toContain("frame-ancestors 'none'")
  // The event's own page stays unframeable.
  const eventPage = await frameAncestors(sale.path)
  expect(eventPage.csp).toContain("frame-ancestors 'none'")
  expect(eventPage.xfo).toBe('DENY')
  // Removing a site stops it at once.
  await putOrigins(sale.organizer, [])
  expect((await frameAncestors(`/embed/checkout/${sale.id}/`)).csp).toContain("frame-ancestors 'none'")
  await Promise.all([visitor.dispose(), sale.organizer.api.dispose()])
})

test('With the page’s signed session and no cookie at all, a buyer holds and pays; without it, or with a forged one, nothing is written', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const frame = await bare(playwright, baseURL!)
  const session = await sessionOf(frame, sale.id)
  const headers = (extra: Record<string, string> = {}) => ({ Origin: baseURL!, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...extra })
  const hold = (h: Record<string, string>, client = frame) => client.post('/api/v3/orders/', { headers: h, data: { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 2 }] } })

  // Refused calls come from another cookie-less client (a refused call without the header gets the CSRF
  // cookie every first visit gets, which the framed client must never have).
  const other = await bare(playwright, baseURL!)
  const none = await hold(headers(), other)
  expect(none.status()).toBe(403)
  expect(((await none.json()) as { error: string }).error).toBe('CSRF_FAILED')
  const forged = await hold(headers({ 'X-Tessera-Embed': `${session.slice(0, -4)}AAAA` }), other)
  expect(forged.status()).toBe(403)
  expect(((await forged.json()) as { error: string }).error).toBe('EMBED_SESSION_INVALID')
  // From another site the session is no help: the Origin is checked as for every write.
  const crossSite = await hold(headers({ 'X-Tessera-Embed': session, Origin: 'https://evil.example' }), other)
  expect(crossSite.status()).toBe(403)
  await other.dispose()

  const held = await hold(headers({ 'X-Tessera-Embed': session }))
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: { id: string; access_token: string; total: { value: number } } }
  const paid = await frame.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, {
    headers: headers({ 'X-Tessera-Embed': session }),
    data: { buyer: { name: 'Framed Buyer', email: uniqueEmail('framed') }, payment: { token: 'tok_visa' } },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  expect(((await paid.json()) as { order: { status: string } }).order.status).toBe('paid')
  expect((await frame.storageState()).cookies).toEqual([])
  await Promise.all([frame.dispose(), sale.organizer.api.dispose()])
})

test('A signed-in visitor’s cookies never act inside the embedded checkout: its calls are a guest’s', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
  const session = await sessionOf(sale.organizer.api, sale.id)
  // The organizer's browser still sends its session cookie; with the embed header it counts for nothing.
  const me = await sale.organizer.api.get('/home/api/user/', { headers: { 'X-Tessera-Embed': session } })
  expect(me.status()).toBe(200)
  expect(((await me.json()) as { user: unknown }).user).toBeNull()
  const own = await sale.organizer.api.get('/home/api/user/')
  expect(((await own.json()) as { user: unknown }).user).not.toBeNull()
  await sale.organizer.api.dispose()
})

test('/embed.js is JavaScript any site may load, under 35 KB with brotli', async ({ baseURL }) => {
  const url = new URL('/embed.js', baseURL)
  const { headers, bytes } = await new Promise<{ headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ headers: res.headers, bytes }))
    }).on('error', reject)
  })
  expect(headers['content-type']).toBe('text/javascript; charset=utf-8')
  expect(headers['content-encoding']).toBe('br')
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin')
  expect(bytes).toBeGreaterThan(500)
  expect(bytes).toBeLessThanOrEqual(35 * 1024)
})
