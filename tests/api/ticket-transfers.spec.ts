// Ticket transfers (issue 40, decision 059) over real HTTP: a buyer gives a ticket to someone else by the
// order's link, the old code is refused at the door and the new one checks in; the organizer forbids
// transfers or sets a cut-off; refunded, checked-in and already transferred tickets stay where they are;
// and nobody but the order's holder may transfer its tickets.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { buyOverApi, createPublishedEvent, postJson, type PublishedEvent } from '../e2e/creators/helpers'
import { jsonHeaders, newClient, signUp, uniqueEmail, type Client } from './helpers/accounts'
import { staffMailbox } from './helpers/mailbox'
import { setUpPayouts } from './helpers/payouts'

type TicketJson = { id: string; code: string; status: string; attendee_name: string | null; transferable: boolean }
type OrderJson = { id: string; access_token: string; tickets: TicketJson[]; transfer_until?: string | null; buyer: { email: string } }

function post(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.post(path, { headers: jsonHeaders(c), data })
}

async function expectJsonError(res: APIResponse, status: number, code?: string): Promise<Record<string, unknown>> {
  expect(res.status(), await res.text()).toBe(status)
  const body = (await res.json()) as Record<string, unknown>
  if (code) expect(body.error).toBe(code)
  return body
}

async function readOrder(c: Client, order: { id: string; access_token: string }): Promise<OrderJson> {
  return ((await (await c.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).json()) as { order: OrderJson }).order
}

function transfer(c: Client, order: { id: string; access_token: string }, ticketId: string, holder: Record<string, unknown>): Promise<APIResponse> {
  return post(c, `/api/v3/orders/${order.id}/tickets/${ticketId}/transfer/?token=${order.access_token}`, holder)
}

async function setUp(playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'], baseURL: string, name: string) {
  const creator = await newClient(playwright, baseURL)
  await signUp(creator)
  const event = await createPublishedEvent(creator, name)
  const buyer = await newClient(playwright, baseURL)
  const order = await buyOverApi(buyer, event, 2, { name: 'Rosa Buyer', email: uniqueEmail('rosa') })
  return { creator, event, buyer, order: await readOrder(buyer, order) }
}

async function mailedText(baseURL: string, to: string, kind: string): Promise<string> {
  const mailbox = await staffMailbox(baseURL)
  let text = ''
  await expect(async () => {
    const res = await mailbox.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(to)}&kind=${kind}`)
    text = ((await res.json()) as { emails: { text: string }[] }).emails[0]?.text ?? ''
    expect(text).not.toBe('')
  }).toPass({ timeout: 15_000 })
  return text
}

async function mailKinds(baseURL: string, to: string): Promise<string[]> {
  const mailbox = await staffMailbox(baseURL)
  const res = await mailbox.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { emails: { kind: string }[] }).emails.map((e) => e.kind)
}

test('A transferred ticket gets a new code for its new holder; the old code is refused at the door and the new one checks in', async ({ playwright, baseURL }) => {
  const { creator, event, buyer, order } = await setUp(playwright, baseURL!, 'Transfer Night')
  const [first] = order.tickets
  expect(first!.transferable).toBe(true)
  expect(order.transfer_until).not.toBeNull()
  const holder = uniqueEmail('milo')
  const res = await transfer(buyer, order, first!.id, { name: 'Milo Friend', email: holder })
  expect(res.status(), await res.text()).toBe(201)
  const { ticket } = (await res.json()) as { ticket: TicketJson }
  expect(ticket.code).not.toBe(first!.code)
  expect(ticket.attendee_name).toBe('Milo Friend')
  expect(ticket.status).toBe('valid')

  const after = await readOrder(buyer, order)
  expect(after.tickets.find((t) => t.id === first!.id)?.status).toBe('transferred')
  expect(after.tickets.find((t) => t.id === first!.id)?.transferable).toBe(false)

  const refused = await expectJsonError(await post(creator, `/api/v3/events/${event.eventId}/check_ins/`, { code: first!.code }), 409, 'CONFLICT')
  expect(refused.error_description).toBe('This ticket was transferred and cannot be used.')
  expect((await post(creator, `/api/v3/events/${event.eventId}/check_ins/`, { code: ticket.code })).status()).toBe(201)

  // The desk's list shows the current holder; the order's trail records both moves.
  const { attendees } = (await (await creator.api.get(`/api/v3/events/${event.eventId}/attendees/?q=${ticket.code}`)).json()) as { attendees: { name: string; email: string; checked_in_at: string | null }[] }
  expect(attendees[0]).toMatchObject({ name: 'Milo Friend', email: holder })
  expect(attendees[0]!.checked_in_at).not.toBeNull()
  const detail = (await (await creator.api.get(`/api/v3/events/${event.eventId}/orders/${order.id}/`)).json()) as { history: { type: string; ticket_id: string | null }[] }
  expect(detail.history.filter((h) => h.type.startsWith('ticket.')).map((h) => [h.type, h.ticket_id])).toEqual([
    ['ticket.transferred', first!.id],
    ['ticket.issued', ticket.id],
    ['ticket.checked_in', ticket.id],
  ])
  // The new holder got the ticket itself; the buyer was told.
  await expect.poll(() => mailKinds(baseURL!, holder)).toContain('ticket-received')
  // Its link opens that ticket alone, by its own token; another ticket's id with it is not found.
  const link = new URL(/https?:\/\/\S+\/tickets\/\d+\/\?token=[\w-]+/.exec(await mailedText(baseURL!, holder, 'ticket-received'))![0])
  const held = await buyer.api.get(`/api/v3${link.pathname}${link.search}`)
  expect(held.status(), await held.text()).toBe(200)
  expect(((await held.json()) as { ticket: { code: string; attendee_name: string } }).ticket).toMatchObject({ code: ticket.code, attendee_name: 'Milo Friend' })
  expect((await buyer.api.get(`/api/v3${link.pathname}qr.svg${link.search}`)).headers()['content-type']).toContain('image/svg+xml')
  await expectJsonError(await buyer.api.get(`/api/v3/tickets/${first!.id}/${link.search}`), 404)
  await expectJsonError(await buyer.api.get(`/api/v3${link.pathname}`), 404)
  await expect.poll(() => mailKinds(baseURL!, order.buyer.email)).toContain('ticket-transferred')
})

test('A transfer is refused with 409 TRANSFER_NOT_ALLOWED when the organizer forbids it or its cut-off has passed', async ({ playwright, baseURL }) => {
  const { creator, event, buyer, order } = await setUp(playwright, baseURL!, 'No Transfer Gala')
  const settings = `/api/v3/events/${event.eventId}/transfer_settings/`
  const put = (body: unknown) => creator.api.put(settings, { headers: jsonHeaders(creator), data: body })
  expect((await (await creator.api.get(settings)).json()) as unknown).toEqual({ transfer_settings: { transfers_allowed: true, transfer_cutoff_hours: 0 } })

  expect((await put({ transfers_allowed: false, transfer_cutoff_hours: 0 })).status()).toBe(200)
  const forbidden = await expectJsonError(await transfer(buyer, order, order.tickets[0]!.id, { name: 'Ada', email: uniqueEmail('ada') }), 409, 'TRANSFER_NOT_ALLOWED')
  expect(forbidden.reason).toBe('forbidden')
  expect((await readOrder(buyer, order)).transfer_until).toBeNull()
  const page = await (await buyer.api.get(event.path)).text()
  expect(page).toContain('Tickets can’t be transferred to someone else.')

  // The event is in May next year: a cut-off of 720 hours (30 days) has not passed, so it still goes.
  expect((await put({ transfers_allowed: true, transfer_cutoff_hours: 720 })).status()).toBe(200)
  expect(await (await buyer.api.get(event.path)).text()).toContain('Tickets can be transferred to someone else until 720 hours before the event.')
  await expectJsonError(await put({ transfers_allowed: true, transfer_cutoff_hours: 721 }), 400)
  await expectJsonError(await put({ transfers_allowed: true }), 400)
})

test('Transfers close at the cut-off before a soon event, and refunded, checked-in and already transferred tickets cannot move', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const soon = await createSoonEvent(creator, 'Soon Jam')
  const buyer = await newClient(playwright, baseURL!)
  const order = await readOrder(buyer, await buyOverApi(buyer, soon, 3, { name: 'Ivo Buyer', email: uniqueEmail('ivo') }))
  const [a, b, c] = order.tickets
  const holder = () => ({ name: 'Someone', email: uniqueEmail('someone') })

  // Three days ahead: a 96-hour cut-off has passed, a 48-hour one has not.
  await creator.api.put(`/api/v3/events/${soon.eventId}/transfer_settings/`, { headers: jsonHeaders(creator), data: { transfers_allowed: true, transfer_cutoff_hours: 96 } })
  expect((await expectJsonError(await transfer(buyer, order, a!.id, holder()), 409, 'TRANSFER_NOT_ALLOWED')).reason).toBe('cut_off_passed')
  await creator.api.put(`/api/v3/events/${soon.eventId}/transfer_settings/`, { headers: jsonHeaders(creator), data: { transfers_allowed: true, transfer_cutoff_hours: 48 } })
  expect((await transfer(buyer, order, a!.id, holder())).status()).toBe(201)
  expect((await expectJsonError(await transfer(buyer, order, a!.id, holder()), 409, 'TRANSFER_NOT_ALLOWED')).reason).toBe('transferred')

  expect((await post(creator, `/api/v3/events/${soon.eventId}/check_ins/`, { code: b!.code })).status()).toBe(201)
  expect((await expectJsonError(await transfer(buyer, order, b!.id, holder()), 409, 'TRANSFER_NOT_ALLOWED')).reason).toBe('checked_in')

  expect((await post(creator, `/api/v3/events/${soon.eventId}/orders/${order.id}/refunds/`, { ticket_ids: [c!.id] })).status()).toBeLessThan(300)
  expect((await expectJsonError(await transfer(buyer, order, c!.id, holder()), 409, 'TRANSFER_NOT_ALLOWED')).reason).toBe('refunded')
})

test('Only the order’s holder may transfer its tickets, and another organizer can neither read nor change the event’s transfer settings', async ({ playwright, baseURL }) => {
  const { event, buyer, order } = await setUp(playwright, baseURL!, 'Private Transfers')
  const other = await newClient(playwright, baseURL!)
  await signUp(other)
  const ticketId = order.tickets[0]!.id
  const body = { name: 'Thief', email: uniqueEmail('thief') }
  // Another buyer, signed in, without the link, with a wrong token, or naming another order's ticket.
  await expectJsonError(await post(other, `/api/v3/orders/${order.id}/tickets/${ticketId}/transfer/`, body), 404)
  await expectJsonError(await post(other, `/api/v3/orders/${order.id}/tickets/${ticketId}/transfer/?token=${order.access_token.slice(1)}x`, body), 404)
  const theirs = await buyOverApi(other, event, 1, { name: 'Other Buyer', email: uniqueEmail('other') })
  await expectJsonError(await transfer(other, theirs, ticketId, body), 404)
  // Another organizer can neither read nor change this event's settings.
  await expectJsonError(await other.api.get(`/api/v3/events/${event.eventId}/transfer_settings/`), 404)
  await expectJsonError(await other.api.put(`/api/v3/events/${event.eventId}/transfer_settings/`, { headers: jsonHeaders(other), data: { transfers_allowed: false, transfer_cutoff_hours: 0 } }), 404)
  // Bad input is a 400 with the field named, and nothing moves.
  const bad = await expectJsonError(await transfer(other, order, ticketId, { name: '', email: 'not-an-email' }), 400)
  expect(Object.keys((bad.argument_errors ?? {})).sort()).toEqual(['email', 'name'])
  expect((await readOrder(buyer, order)).tickets.map((t) => t.status)).toEqual(['valid', 'valid'])
})

/** A paid event starting three days from the suite's clock, with a General class of 10 at $20. */
async function createSoonEvent(creator: Client, name: string): Promise<PublishedEvent> {
  const local = (ms: number) => new Date(ms).toISOString().slice(0, 19)
  const start = Date.now() + 3 * 24 * 3_600_000
  await setUpPayouts(creator)
  const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', {
    name,
    summary: 'Soon.',
    category_id: 103,
    format_id: 6,
    start: { local: local(start), timezone: 'UTC' },
    end: { local: local(start + 3 * 3_600_000), timezone: 'UTC' },
    online: false,
    venue: { name: 'Pier Hall', address_1: '1 Quay St', city: 'New York', country: 'US', latitude: 40.7, longitude: -74 },
    refund_policy: '7_days',
  })
  const { ticket_class } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 2000 }, quantity_total: 10 })
  const published = await postJson<{ event: { url: string } }>(creator, `/api/v3/events/${event.id}/publish/`, {})
  return { eventId: event.id, path: new URL(published.event.url).pathname, ticketClassId: ticket_class.id }
}

test('An order’s transfers are limited to 10 an hour, since each one sends two emails (429 with Retry-After)', async ({ playwright, baseURL }) => {
  const { buyer, order } = await setUp(playwright, baseURL!, 'Busy Transfers')
  let ticketId = order.tickets[0]!.id
  // The same seat passed on ten times, each new holder's ticket given on again by the buyer.
  for (let i = 0; i < 10; i++) {
    const res = await transfer(buyer, order, ticketId, { name: `Holder ${i}`, email: uniqueEmail(`holder${i}`) })
    expect(res.status(), await res.text()).toBe(201)
    ticketId = ((await res.json()) as { ticket: TicketJson }).ticket.id
  }
  const limited = await transfer(buyer, order, ticketId, { name: 'One too many', email: uniqueEmail('late') })
  await expectJsonError(limited, 429, 'RATE_LIMITED')
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  expect((await readOrder(buyer, order)).tickets.filter((t) => t.status === 'valid')).toHaveLength(2)
})
