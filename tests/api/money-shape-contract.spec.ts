// The API contract of issue 37 point 6 over real HTTP: every amount in an answer is the one money shape
// `{currency, value, major_value, display}`. The test walks real answers (an order held, paid, listed and
// refunded in part and in full, a cancelled order, ticket classes, a discount, the event, the organizer's
// view of an order, the sales report, the balance, payouts and an invoice) and fails on any bare number
// that is not a count, a quantity, a rate, a position or a time, and on any money object that is not
// whole. A new field that carried minor units as a plain integer would fail it, whatever its name. It also
// reads the OpenAPI document, so an amount declared as a number in a schema fails here too.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'

// Numbers that are not money, by the key that holds them: counts, quantities, limits, positions, rates,
// durations, sizes and coordinates. `value` is allowed only inside a money object (checked apart). A new
// number in an answer must be added here on purpose, which is the moment to ask whether it is an amount.
const NOT_MONEY = new Set([
  // Decision 064: the approval sweep's count of registrations it expired.
  'expired',
  'quantity',
  'quantity_total',
  'quantity_remaining',
  'quantity_available',
  'quantity_sold',
  'minimum_quantity',
  'maximum_quantity',
  'expires_in_seconds',
  'percent_off',
  'rate_percent',
  'reserve_percent',
  'delay_days',
  'position',
  'object_count',
  'page',
  'page_number',
  'page_size',
  'page_count',
  'count',
  'latitude',
  'longitude',
  'population',
  'width',
  'height',
  'occurrence_duration',
  'checked_in',
  'num_children',
  'num_followers',
  'numFollowers',
  'numSavedEvents',
  'bookmarks_count',
  'current_future',
  'eventCount',
  'emailed',
  'refunded_orders',
  'tickets',
  'id',
  // A webhook delivery's receiver status code, time taken and attempts made (decision 066).
  'response_code',
  'duration_ms',
  'attempts',
  // How many analytics events a batch stored.
  'stored',
  // The payout sweep's counts of transfers settled and sent, releases and payouts scheduled (staff only).
  'settled',
  'sent',
  'released',
  'scheduled',
  // Hours before the start that transfers close (decision 059).
  'transfer_cutoff_hours',
  // How many addresses an event's invitation list gained (decision 060).
  'added',
  // The reminder sweep's count of reminders it had no ticket left to send for (staff only, decision 061).
  'skipped',
  // Which attendee of an order an answer is for, and which of its tickets (0-based; decision 063).
  'attendee_index',
  'seat',
  // The waiting room's settings, places and live counts (issue 42).
  'max_active_checkouts',
  'admission_minutes',
  'now_serving',
  'waiting',
  'prequeue',
  'admitted',
  'active_checkouts',
  'abandoned',
  'done',
  // Tickets sold of what the room lines up for: a count of tickets, not an amount.
  'sold',
  'admitted_per_minute',
  'estimated_clear_seconds',
  'ahead',
  'estimated_wait_seconds',
])

// `total` is a count in two answers (attendees, saved events) and an amount everywhere else.
const COUNTED_TOTALS = /\/(attendees|saves)\/\.get\..*\.total$/

const MONEY_KEYS = ['currency', 'display', 'major_value', 'value']

type Problem = string

function isMoneyObject(value: Record<string, unknown>): boolean {
  return 'value' in value && 'currency' in value
}

/** Every place in `json` where an amount is not the money shape, as `path: what is wrong`. */
function moneyShapeProblems(json: unknown, path = '$'): Problem[] {
  if (Array.isArray(json)) return json.flatMap((item, i) => moneyShapeProblems(item, `${path}[${i}]`))
  if (json === null || typeof json !== 'object') return []
  const object = json as Record<string, unknown>
  if (isMoneyObject(object)) {
    const problems: Problem[] = []
    if (JSON.stringify(Object.keys(object).sort()) !== JSON.stringify(MONEY_KEYS)) problems.push(`${path}: money object with keys ${Object.keys(object).sort().join(', ')}`)
    if (!Number.isInteger(object.value)) problems.push(`${path}.value: not whole minor units`)
    if (typeof object.currency !== 'string' || !/^[A-Z]{3}$/.test(object.currency)) problems.push(`${path}.currency: not an ISO 4217 code`)
    if (typeof object.major_value !== 'string' || typeof object.display !== 'string') problems.push(`${path}: major_value and display must be text`)
    return problems
  }
  return Object.entries(object).flatMap(([key, value]) => {
    if (typeof value === 'number' && !NOT_MONEY.has(key)) return [`${path}.${key}: bare number ${value}`]
    return moneyShapeProblems(value, `${path}.${key}`)
  })
}

async function json(res: APIResponse, status = 200): Promise<unknown> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status)
  return res.json()
}

function post(c: Client, path: string, data: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return c.api.post(path, { headers: { ...jsonHeaders(c), ...headers }, data: data as Record<string, unknown> })
}

type Money = { currency: string; value: number; major_value: string; display: string }
type Order = { id: string; access_token: string; total: Money; tickets: { id: string }[] }

test('Every amount in the API’s answers about an order’s life is a money object, never a bare number', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { name: `Money Shape Night ${Date.now().toString(36)}`, priceMinor: 2500 })
  const organizer = sale.organizer
  const answers: Record<string, unknown> = {}
  const put = (path: string, data: unknown) => organizer.api.put(path, { headers: jsonHeaders(organizer), data: data as Record<string, unknown> })
  // Sales tax added, so the tax amounts are not all zero.
  answers.tax = await json(await put('/api/v3/organizations/me/tax/', { mode: 'added', rate_percent: 8.875, legal_name: 'Money Shape LLC' }))
  answers.amountOff = await json(await post(organizer, `/api/v3/events/${sale.id}/discounts/`, { type: 'coded', code: 'FIVEOFF', amount_off: 500 }), 201)
  answers.percentOff = await json(await post(organizer, `/api/v3/events/${sale.id}/discounts/`, { type: 'coded', code: 'TENPC', percent_off: 10 }), 201)
  answers.ticketClasses = await json(await organizer.api.get(`/api/v3/events/${sale.id}/ticket_classes/`))
  answers.event = await json(await organizer.api.get(`/api/v3/events/${sale.id}/`))
  // A webhook endpoint receives the order's moves: its messages carry the order's own shape (decision 066).
  const hook = (await json(await post(organizer, '/api/v3/organizations/me/webhooks/', { url: 'https://money-shape.invalid/hook', event_types: ['order.placed', 'order.refunded', 'order.cancelled'] }), 201)) as { webhook: { id: string } }
  answers.webhook = hook

  // A signed-in buyer holds three tickets with the code, pays, and reads the order and their order list.
  const buyer = await newClient(playwright, baseURL!)
  await signUp(buyer, { fullName: 'Money Shape Buyer' })
  const held = (await json(await post(buyer, '/api/v3/orders/', { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 3 }], discount_code: 'FIVEOFF' }, { 'Idempotency-Key': `money-shape-${Math.random()}` }), 201)) as { order: Order }
  answers.held = held
  const paid = (await json(await post(buyer, `/api/v3/orders/${held.order.id}/complete/?token=${held.order.access_token}`, { buyer: { name: 'Money Shape Buyer', email: 'money-shape@example.com' }, payment: { token: 'tok_visa' } }))) as { order: Order }
  answers.paid = paid
  answers.order = await json(await buyer.api.get(`/api/v3/orders/${paid.order.id}/?token=${paid.order.access_token}`))
  answers.myOrders = await json(await buyer.api.get('/api/v3/users/me/orders/'))
  answers.invoice = await json(await post(buyer, `/api/v3/orders/${paid.order.id}/invoice/?token=${paid.order.access_token}`, { company: 'Shape Co', address: '1 Main St' }), 201)

  // The buyer refunds one ticket; the organizer refunds another, then cancels what is left.
  const tickets = paid.order.tickets.map((t) => Number(t.id))
  answers.buyerRefund = await json(await post(buyer, `/api/v3/orders/${paid.order.id}/refund_requests/?token=${paid.order.access_token}`, { ticket_ids: [tickets[0]] }), 201)
  answers.organizerRefund = await json(await post(organizer, `/api/v3/events/${sale.id}/orders/${paid.order.id}/refunds/`, { ticket_ids: [tickets[1]] }), 201)
  answers.cancelled = await json(await post(organizer, `/api/v3/events/${sale.id}/orders/${paid.order.id}/cancel/`, {}))
  // A second order stays paid, so the reports hold sales as well as refunds.
  const second = (await json(await post(buyer, '/api/v3/orders/', { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 1 }] }, { 'Idempotency-Key': `money-shape-${Math.random()}` }), 201)) as { order: Order }
  await json(await post(buyer, `/api/v3/orders/${second.order.id}/complete/?token=${second.order.access_token}`, { buyer: { name: 'Money Shape Buyer', email: 'money-shape@example.com' }, payment: { token: 'tok_visa' } }))

  answers.eventOrders = await json(await organizer.api.get(`/api/v3/events/${sale.id}/orders/`))
  answers.eventOrder = await json(await organizer.api.get(`/api/v3/events/${sale.id}/orders/${paid.order.id}/`))
  answers.salesReport = await json(await organizer.api.get(`/api/v3/events/${sale.id}/sales_report/`))
  answers.balance = await json(await organizer.api.get('/api/v3/organizations/me/balance/'))
  answers.payouts = await json(await organizer.api.get('/api/v3/organizations/me/payouts/'))
  const hookLog = async () => ((await json(await organizer.api.get(`/api/v3/organizations/me/webhooks/${hook.webhook.id}/deliveries/`))) as { deliveries: { body: string }[] }).deliveries
  await expect.poll(async () => (await hookLog()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4)
  const deliveries = await hookLog()
  answers.webhookDeliveries = deliveries
  answers.webhookBodies = deliveries.map((d) => JSON.parse(d.body) as unknown)

  expect(moneyShapeProblems(answers)).toEqual([])

  // The walk found money where it must be: the order's amounts, its lines, the refunds, the discount.
  const order = (answers.order as { order: Record<string, unknown> & { lines: Record<string, unknown>[] } }).order
  for (const key of ['subtotal', 'discount', 'fees', 'tax', 'total']) expect(order[key], `order.${key}`).toMatchObject({ currency: 'USD' })
  for (const key of ['unit_price', 'unit_fee', 'discount', 'subtotal']) expect(order.lines[0]![key], `order.lines[0].${key}`).toMatchObject({ currency: 'USD' })
  // The parts add up to the total ("added" tax is on top), and each reads as the same amount three ways.
  const part = (key: string) => (order[key] as Money).value
  expect(part('subtotal') - part('discount') + part('fees') + part('tax')).toBe(part('total'))
  const total = order.total as Money
  expect([total.major_value, total.display]).toEqual([(total.value / 100).toFixed(2), `$${(total.value / 100).toFixed(2)}`])
  expect((answers.buyerRefund as { refund: { amount: Money } }).refund.amount).toMatchObject({ currency: 'USD', major_value: expect.stringMatching(/^\d+\.\d\d$/) })
  expect((answers.cancelled as { refunded: Money }).refunded.value).toBeGreaterThan(0)
  expect((answers.amountOff as { discount: { amount_off: Money } }).discount.amount_off).toEqual({ currency: 'USD', value: 500, major_value: '5.00', display: '$5' })
  expect((answers.percentOff as { discount: { amount_off: Money | null } }).discount.amount_off).toBeNull()
})

test('The OpenAPI document declares no amount in an /api/v3/ answer as a bare number', async ({ request }) => {
  const document = (await json(await request.get('/api/v3/openapi.json'))) as { paths: Record<string, Record<string, { responses: unknown }>> }
  // Every property of type integer or number in an answer's schema, outside a money object, with its path.
  const numbers: string[] = []
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${path}[${i}]`))
    if (node === null || typeof node !== 'object') return
    const properties = (node as { properties?: Record<string, { type?: unknown }> }).properties
    const isMoney = properties !== undefined && JSON.stringify(Object.keys(properties).sort()) === JSON.stringify(MONEY_KEYS)
    if (properties && !isMoney) {
      for (const [key, schema] of Object.entries(properties)) {
        if (schema.type === 'integer' || schema.type === 'number') numbers.push(`${path}.${key}`)
      }
    }
    for (const [key, value] of Object.entries(node)) walk(value, `${path}.${key}`)
  }
  const api = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v3/'))
  expect(api.length).toBeGreaterThan(50)
  for (const [path, operations] of api) for (const [method, operation] of Object.entries(operations)) walk(operation.responses, `${path}.${method}`)
  // Request bodies still take minor units (`cost.value`, `amount_off`); answers give counts, never amounts.
  const bare = numbers.filter((path) => !NOT_MONEY.has(path.split('.').at(-1)!) && !COUNTED_TOTALS.test(path))
  expect(bare).toEqual([])
})
