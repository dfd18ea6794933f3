// Issue 40's role table over real HTTP (decision 061): for every organizer endpoint of
// helpers/organizer-endpoints.ts, the organization's account, an invited owner, a manager, door staff
// given the event, a removed member and a stranger each get what the table says: in, 403 (door staff, who
// know the event), or 404 (as for an unknown id). Then the team endpoints themselves, and what the
// check-in desk tells door staff about buyers.
import { expect, test } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './helpers/accounts'
import { ORGANIZER_ENDPOINTS, STANDINGS_IN_ORDER, type EndpointContext, type Standing } from './helpers/organizer-endpoints'
import { invite, joinTeam } from './helpers/team'

type Order = { id: string; access_token: string; tickets: { code: string }[] }

async function buy(playwright: Parameters<typeof newClient>[0], baseURL: string, eventId: string, ticketClassId: string, email: string): Promise<Order> {
  const buyer = await newClient(playwright, baseURL)
  const held = await buyer.api.post('/api/v3/orders/', { headers: { ...jsonHeaders(buyer), 'Idempotency-Key': `roles-${Date.now()}-${Math.random()}` }, data: { event_id: eventId, tickets: [{ ticket_class_id: ticketClassId, quantity: 1 }] } })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: Order }
  const paid = await buyer.api.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { headers: jsonHeaders(buyer), data: { buyer: { name: 'Role Buyer', email }, payment: { token: 'tok_visa' } } })
  expect(paid.status(), await paid.text()).toBe(200)
  return ((await paid.json()) as { order: Order }).order
}

test('Every organizer endpoint answers each role as the role table says', async ({ playwright, baseURL }) => {
  test.setTimeout(300_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name: `Role Table Night ${Date.now().toString(36)}` })
  const account = sale.organizer
  const order = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, uniqueEmail('role-buyer'))
  const ctx: EndpointContext = { account, eventId: sale.id, orderId: order.id, ticketCode: order.tickets[0]!.code, ticketClassId: sale.ticketClass.id }
  const owner = await joinTeam(playwright, account, 'owner')
  const manager = await joinTeam(playwright, account, 'manager')
  const door = await joinTeam(playwright, account, 'door', [sale.id])
  const removed = await joinTeam(playwright, account, 'manager', [], 'Removed Manager')
  expect((await account.api.delete(`/api/v3/organizations/me/members/${removed.memberId}/`, { headers: jsonHeaders(account) })).status()).toBe(204)
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger, { fullName: 'Role Stranger' })
  const clients: Record<Standing, Client> = { account, owner: owner.client, manager: manager.client, door: door.client, removed: removed.client, stranger }

  const seen: string[] = []
  for (const endpoint of ORGANIZER_ENDPOINTS) {
    for (const standing of STANDINGS_IN_ORDER) {
      const c = clients[standing]
      const path = await endpoint.path(ctx)
      const res = await c.api.fetch(path, { method: endpoint.method, headers: jsonHeaders(c), ...(endpoint.body ? { data: endpoint.body(ctx) } : {}) })
      const status = res.status()
      const outcome = status === 403 ? 'forbidden' : status === 404 ? 'hidden' : status === 401 ? 'signed out' : 'allowed'
      seen.push(`${endpoint.method} ${endpoint.name} as ${standing}: ${outcome}${outcome === endpoint.expect[standing] ? '' : ` (expected ${endpoint.expect[standing]}, ${status} ${(await res.text()).slice(0, 200)})`}`)
      expect(status, `${endpoint.method} ${path} as ${standing}`).toBeLessThan(500)
      if (status === 403) expect(((await res.json()) as { error: string }).error).toBe('FORBIDDEN')
    }
  }
  const mismatches = seen.filter((line) => line.includes('(expected'))
  expect(mismatches, seen.join('\n')).toEqual([])
})

test('Door staff see attendees by name only; only owners see and change the team; a removed member’s session loses the event at once', async ({ playwright, baseURL }) => {
  test.setTimeout(240_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name: `Door Names Night ${Date.now().toString(36)}` })
  const account = sale.organizer
  const buyerEmail = uniqueEmail('door-buyer')
  await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, buyerEmail)
  const door = await joinTeam(playwright, account, 'door', [sale.id])
  const manager = await joinTeam(playwright, account, 'manager')

  // The desk's list: names, no email addresses, and no search by email.
  const desk = (await (await door.client.api.get(`/api/v3/events/${sale.id}/attendees/`)).json()) as { attendees: { name: string | null; email: string | null }[] }
  expect(desk.attendees).toHaveLength(1)
  expect(desk.attendees[0]).toMatchObject({ name: 'Role Buyer', email: null })
  expect(((await (await door.client.api.get(`/api/v3/events/${sale.id}/attendees/?q=${encodeURIComponent(buyerEmail)}`)).json()) as { attendees: unknown[] }).attendees).toHaveLength(0)
  const full = (await (await manager.client.api.get(`/api/v3/events/${sale.id}/attendees/`)).json()) as { attendees: { email: string | null }[] }
  expect(full.attendees[0]!.email).toBe(buyerEmail)

  // The team is the owners' business: a manager has no team to list, and removing a member is 404 to them.
  const asManager = (await (await manager.client.api.get('/api/v3/organizations/me/members/')).json()) as { organization: unknown; members: unknown[] }
  expect(asManager).toMatchObject({ organization: null, members: [] })
  expect((await manager.client.api.delete(`/api/v3/organizations/me/members/${door.memberId}/`, { headers: jsonHeaders(manager.client) })).status()).toBe(404)
  const team = (await (await account.api.get('/api/v3/organizations/me/members/')).json()) as { members: { email: string; role: string; account: boolean; event_ids: string[] }[] }
  expect(team.members.map((m) => [m.role, m.account])).toEqual([['owner', true], ['door', false], ['manager', false]])
  expect(team.members.find((m) => m.role === 'door')!.event_ids).toEqual([sale.id])

  // So is its activity: the owner reads who joined and who changed which setting; a manager reads none of it.
  const changed = await manager.client.api.put(`/api/v3/events/${sale.id}/transfer_settings/`, { headers: jsonHeaders(manager.client), data: { transfers_allowed: true, transfer_cutoff_hours: 4 } })
  expect(changed.status(), await changed.text()).toBe(200)
  type Activity = { organization: { name: string } | null; activity: { type: string; actor: { name: string | null } | null; details: { event_id?: number; changes?: unknown } }[]; pagination: { object_count: number; continuation: string | null } }
  const trail = (await (await account.api.get('/api/v3/organizations/me/activity/?page_size=2')).json()) as Activity
  expect(trail.activity.map((e) => e.type)).toEqual(['event.settings_changed', 'member.joined'])
  expect(trail.activity[0]).toMatchObject({ actor: { name: expect.any(String) }, details: { event_id: Number(sale.id), changes: [{ setting: 'transfer_cutoff_hours', from: 0, to: 4 }] } })
  expect(trail.pagination.object_count).toBeGreaterThanOrEqual(4)
  const older = (await (await account.api.get(`/api/v3/organizations/me/activity/?continuation=${encodeURIComponent(trail.pagination.continuation!)}`)).json()) as Activity
  expect(older.activity.map((e) => e.type)).toEqual(['member.invited', 'member.joined'])
  expect(await (await manager.client.api.get('/api/v3/organizations/me/activity/')).json()).toMatchObject({ organization: null, activity: [] })
  const badPage = await account.api.get('/api/v3/organizations/me/activity/?page_size=1000')
  expect(badPage.status()).toBe(400)
  expect(((await badPage.json()) as { argument_errors: Record<string, string[]> }).argument_errors).toHaveProperty('page_size')
  const signedOut = await newClient(playwright, baseURL!)
  expect((await signedOut.api.get('/api/v3/organizations/me/activity/')).status()).toBe(401)

  // Bad invitations are refused with the field named; a stranger's link cannot be accepted by someone else.
  const bad = await account.api.post('/api/v3/organizations/me/members/', { headers: jsonHeaders(account), data: { email: uniqueEmail('no-events'), role: 'door' } })
  expect(bad.status()).toBe(400)
  expect(Object.keys(((await bad.json()) as { argument_errors: Record<string, string[]> }).argument_errors)).toContain('event_ids')
  const elsewhere = await account.api.post('/api/v3/organizations/me/members/', { headers: jsonHeaders(account), data: { email: uniqueEmail('foreign'), role: 'door', event_ids: ['1'] } })
  expect(elsewhere.status()).toBe(400)
  const invitedEmail = uniqueEmail('invited')
  const link = await invite(account, invitedEmail, 'manager')
  const wrongPerson = await newClient(playwright, baseURL!)
  await signUp(wrongPerson, { fullName: 'Not Invited' })
  expect((await wrongPerson.api.post('/api/v3/organizations/invitations/accept/', { headers: jsonHeaders(wrongPerson), data: { token: link.searchParams.get('token') } })).status()).toBe(403)
  // Revoked: the link stops working.
  const pending = ((await (await account.api.get('/api/v3/organizations/me/members/')).json()) as { invitations: { id: string; email: string }[] }).invitations.find((i) => i.email === invitedEmail)!
  expect((await account.api.delete(`/api/v3/organizations/me/invitations/${pending.id}/`, { headers: jsonHeaders(account) })).status()).toBe(204)
  const invited = await newClient(playwright, baseURL!)
  await signUp(invited, { email: invitedEmail, fullName: 'Too Late' })
  expect((await invited.api.post('/api/v3/organizations/invitations/accept/', { headers: jsonHeaders(invited), data: { token: link.searchParams.get('token') } })).status()).toBe(404)

  // Removing the manager ends their access with their very next request, in the session they already have.
  expect((await manager.client.api.get(`/api/v3/events/${sale.id}/orders/`)).status()).toBe(200)
  expect((await account.api.delete(`/api/v3/organizations/me/members/${manager.memberId}/`, { headers: jsonHeaders(account) })).status()).toBe(204)
  expect((await manager.client.api.get(`/api/v3/events/${sale.id}/orders/`)).status()).toBe(404)
})
