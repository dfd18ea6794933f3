// Approval (issue 40, decision 064) over real HTTP: an approval-only event's registrations wait as
// `pending_approval` with the card only authorised; the organizer approves (the card captured, tickets
// issued, the confirmation mailed) or declines with a message (the authorisation released, the buyer
// mailed the message as plain text), one by one or in bulk; a decided order is refused a second decision;
// a free registration is approved without payment; nobody deciding for six days lapses it; only the
// event's managers decide.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { DEMO_STAFF } from '../e2e/demo-staff'
import { createPublishedEvent, postJson, type PublishedEvent } from '../e2e/creators/helpers'
import { jsonHeaders, newClient, signIn, signUp, uniqueEmail, type Client } from './helpers/accounts'
import { staffMailbox } from './helpers/mailbox'

type Approval = { status: string; card: string | null; message: string | null }
type OrderJson = { id: string; status: string; access_token: string; tickets: { id: string }[]; approval?: Approval }

function post(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.post(path, { headers: jsonHeaders(c), data })
}

async function register(playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'], baseURL: string, event: PublishedEvent, email: string, quantity = 1): Promise<{ buyer: Client; order: OrderJson }> {
  const buyer = await newClient(playwright, baseURL)
  const { order } = await postJson<{ order: OrderJson }>(buyer, '/api/v3/orders/', { event_id: event.eventId, tickets: [{ ticket_class_id: event.ticketClassId, quantity }] })
  const done = await postJson<{ order: OrderJson }>(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Rosa Buyer', email }, payment: { token: 'tok_visa' } })
  return { buyer, order: done.order }
}

async function readOrder(c: Client, order: { id: string; access_token: string }): Promise<OrderJson> {
  return ((await (await c.api.get(`/api/v3/orders/${order.id}/?token=${order.access_token}`)).json()) as { order: OrderJson }).order
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

async function approvalEvent(creator: Client, name: string, quantity = 10): Promise<PublishedEvent> {
  const event = await createPublishedEvent(creator, name, { quantity })
  const res = await creator.api.patch(`/api/v3/events/${event.eventId}/`, { headers: jsonHeaders(creator), data: { requires_approval: true } })
  expect(res.status(), await res.text()).toBe(200)
  return event
}

test('A paid approval-only meetup: one registration approved (card captured, tickets mailed), one declined with a message (authorisation released)', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const event = await approvalEvent(creator, `Approval Meetup ${Date.now().toString(36)}`)
  // The event says so before anyone registers.
  const detail = (await (await creator.api.get(`/api/v3/events/${event.eventId}/`)).json()) as { requires_approval?: boolean; event?: { requires_approval: boolean } }
  expect(detail.requires_approval ?? detail.event?.requires_approval).toBe(true)

  const ada = uniqueEmail('ada-approved')
  const bob = uniqueEmail('bob-declined')
  const first = await register(playwright, baseURL!, event, ada)
  const second = await register(playwright, baseURL!, event, bob, 2)
  expect(first.order).toMatchObject({ status: 'pending_approval', tickets: [], approval: { status: 'pending', card: 'authorized' } })
  expect(await mailedText(baseURL!, ada, 'order-approval-received')).toContain('authorised')

  // The organizer's list of registrations to approve.
  const pending = (await (await creator.api.get(`/api/v3/events/${event.eventId}/orders/?status=pending_approval`)).json()) as { orders: { id: string }[] }
  expect(pending.orders.map((o) => o.id).sort()).toEqual([first.order.id, second.order.id].sort())

  const approved = await post(creator, `/api/v3/events/${event.eventId}/orders/${first.order.id}/approve/`, {})
  expect(approved.status(), await approved.text()).toBe(200)
  expect(((await approved.json()) as { order: OrderJson }).order).toMatchObject({ status: 'paid', approval: { status: 'approved', card: 'captured' } })
  expect((await readOrder(first.buyer, first.order)).tickets).toHaveLength(1)
  await mailedText(baseURL!, ada, 'order-confirmation')

  const declined = await post(creator, `/api/v3/events/${event.eventId}/orders/${second.order.id}/decline/`, { message: 'Sorry, the <b>room</b> is full.' })
  expect(declined.status(), await declined.text()).toBe(200)
  expect(((await declined.json()) as { order: OrderJson }).order).toMatchObject({ status: 'cancelled', approval: { status: 'declined', card: 'released', message: 'Sorry, the broom/b is full.' } })
  const declinedMail = await mailedText(baseURL!, bob, 'order-declined')
  expect(declinedMail).toContain('Sorry, the broom/b is full.')
  expect(declinedMail).not.toContain('<b>')

  // Decided once: a second decision is a 409 that says so, either way round.
  const again = await post(creator, `/api/v3/events/${event.eventId}/orders/${first.order.id}/decline/`, {})
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { error_description: string }).error_description).toContain('already been approved')
  expect((await post(creator, `/api/v3/events/${event.eventId}/orders/${second.order.id}/approve/`, {})).status()).toBe(409)
})

test('Bulk approval decides each order on its own and reports those it could not; a free registration is approved without payment', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const event = await approvalEvent(creator, `Approval Bulk ${Date.now().toString(36)}`)
  const { ticket_class: free } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.eventId}/ticket_classes/`, { name: 'Guest list', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5, requires_approval: true })
  const paid = await register(playwright, baseURL!, event, uniqueEmail('bulk-paid'))
  const guest = await newClient(playwright, baseURL!)
  const { order } = await postJson<{ order: OrderJson }>(guest, '/api/v3/orders/', { event_id: event.eventId, tickets: [{ ticket_class_id: free.id, quantity: 1 }] })
  const freeDone = await postJson<{ order: OrderJson }>(guest, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Cleo Guest', email: uniqueEmail('bulk-free') } })
  expect(freeDone.order).toMatchObject({ status: 'pending_approval', approval: { card: null } })

  const bulk = await post(creator, `/api/v3/events/${event.eventId}/orders/approve/`, { order_ids: [paid.order.id, order.id, '999999'], message: 'Welcome aboard' })
  expect(bulk.status(), await bulk.text()).toBe(200)
  const body = (await bulk.json()) as { orders: OrderJson[]; errors: { order_id: string; error: string }[] }
  expect(body.orders.map((o) => o.status)).toEqual(['paid', 'paid'])
  expect(body.orders[1]!.tickets).toHaveLength(1)
  expect(body.errors).toEqual([expect.objectContaining({ order_id: '999999', error: 'NOT_FOUND' })])
  // Bad input is a 400, never a 500.
  expect((await post(creator, `/api/v3/events/${event.eventId}/orders/approve/`, { order_ids: [] })).status()).toBe(400)
  expect((await post(creator, `/api/v3/events/${event.eventId}/orders/approve/`, { order_ids: ['x'] })).status()).toBe(400)
})

test('Nobody decides for six days: the registration lapses, its seats return and the authorisation is released', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const event = await approvalEvent(creator, `Approval Lapse ${Date.now().toString(36)}`, 2)
  const email = uniqueEmail('lapsed')
  const { buyer, order } = await register(playwright, baseURL!, event, email, 2)
  const staff = await newClient(playwright, baseURL!)
  expect((await signIn(staff, DEMO_STAFF.email, DEMO_STAFF.password)).status()).toBe(200)
  const sweep = async () => {
    const res = await post(staff, '/api/v3/admin/approvals/sweep/', {})
    expect(res.status(), await res.text()).toBe(200)
  }
  await sweep()
  expect((await readOrder(buyer, order)).status).toBe('pending_approval')
  // Six days and a minute later by the event's own clock (the test server's clock moves 48 hours a call).
  for (const seconds of [172_800, 172_800, 172_800, 60]) {
    const res = await post(staff, '/api/v3/admin/test-clock/', { event_id: event.eventId, advance_seconds: seconds })
    expect(res.status(), await res.text()).toBe(200)
  }
  await sweep()
  expect(await readOrder(buyer, order)).toMatchObject({ status: 'expired', approval: { status: 'lapsed', card: 'released' } })
  expect(await mailedText(baseURL!, email, 'order-approval-lapsed')).toContain('not charged')
  expect((await post(creator, `/api/v3/events/${event.eventId}/orders/${order.id}/approve/`, {})).status()).toBe(409)
  // Its two seats are back on sale.
  const classes = (await (await buyer.api.get(`/api/v3/events/${event.eventId}/ticket_classes/`)).json()) as { ticket_classes: { quantity_sold?: number; on_sale_status: string }[] }
  expect(classes.ticket_classes[0]!.on_sale_status).toBe('AVAILABLE')
})

test('Only the event’s owners and managers decide: a stranger and a signed-out caller cannot', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const event = await approvalEvent(creator, `Approval Roles ${Date.now().toString(36)}`)
  const { order } = await register(playwright, baseURL!, event, uniqueEmail('roles'))
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  expect((await post(stranger, `/api/v3/events/${event.eventId}/orders/${order.id}/approve/`, {})).status()).toBe(404)
  expect((await post(stranger, `/api/v3/events/${event.eventId}/orders/decline/`, { order_ids: [order.id] })).status()).toBe(404)
  const nobody = await newClient(playwright, baseURL!)
  expect((await post(nobody, `/api/v3/events/${event.eventId}/orders/${order.id}/decline/`, {})).status()).toBe(401)
})

test('A declined registration gives its promo code’s use back, and a waiting registrant of a cancelled event is told the event is off and the card was not charged', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const event = await approvalEvent(creator, `Approval Promo ${Date.now().toString(36)}`)
  // A code good for one order only.
  await postJson(creator, `/api/v3/events/${event.eventId}/discounts/`, { type: 'coded', code: 'ONCEONLY', percent_off: 50, quantity_available: 1 })
  const withCode = async (email: string) => {
    const buyer = await newClient(playwright, baseURL!)
    const held = await post(buyer, '/api/v3/orders/', { event_id: event.eventId, tickets: [{ ticket_class_id: event.ticketClassId, quantity: 1 }], discount_code: 'ONCEONLY' })
    if (held.status() !== 201) return { held }
    const { order } = (await held.json()) as { order: OrderJson }
    const done = await postJson<{ order: OrderJson }>(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Rosa Buyer', email }, payment: { token: 'tok_visa' } })
    return { held, order: done.order }
  }
  const first = await withCode(uniqueEmail('promo-first'))
  expect(first.order?.status).toBe('pending_approval')
  // While the first registration waits, the code is taken.
  expect((await withCode(uniqueEmail('promo-early'))).held.status()).toBe(400)
  expect((await post(creator, `/api/v3/events/${event.eventId}/orders/${first.order!.id}/decline/`, {})).status()).toBe(200)
  const email = uniqueEmail('promo-second')
  const second = await withCode(email)
  expect(second.held.status(), await second.held.text()).toBe(201)
  expect(second.order?.status).toBe('pending_approval')

  // The organizer calls the event off while the second registration waits.
  expect((await post(creator, `/api/v3/events/${event.eventId}/cancel/`, {})).status()).toBe(200)
  const cancelled = await mailedText(baseURL!, email, 'event-cancelled')
  expect(cancelled).toContain(`Your order #${second.order!.id} is cancelled.`)
  expect(cancelled).toContain('Your card was not charged')
  const mailbox = await staffMailbox(baseURL!)
  const declined = (await (await mailbox.get(`/api/v3/admin/mailbox/?to=${encodeURIComponent(email)}&kind=order-declined`)).json()) as { emails: unknown[] }
  expect(declined.emails).toHaveLength(0)
})
