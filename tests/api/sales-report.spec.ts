// GET /api/v3/events/{event_id}/sales_report/ (issue 37 point 2) over real HTTP: an event's sales read
// from the ledger, so a promo code's discount, the buyers' fees and a refund each land where they belong.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'

function post(c: Client, path: string, data: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return c.api.post(path, { headers: { ...jsonHeaders(c), ...headers }, data: data as Record<string, unknown> })
}

type Money = { currency: string; value: number; major_value: string; display: string }
type Report = Record<'ticket_sales' | 'discounts' | 'buyer_fees' | 'tax' | 'refunds' | 'net', Money> & { currency: string }

async function buy(playwright: Parameters<typeof newClient>[0], baseURL: string, eventId: string, classId: string, code?: string): Promise<{ id: string; total: number }> {
  const buyer = await newClient(playwright, baseURL)
  const held = await post(buyer, '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: classId, quantity: 2 }], ...(code ? { discount_code: code } : {}) }, { 'Idempotency-Key': `report-${Math.random()}` })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: { id: string; access_token: string } }
  const paid = await post(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Report Buyer', email: 'report-buyer@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  return { id: order.id, total: ((await paid.json()) as { order: { total: { value: number } } }).order.total.value }
}

test('The sales report and the orders CSV read the ledger: ticket money after the discount, the fees as Tessera’s, a refund taken off the net', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, {
    name: `Sales Report ${Date.now().toString(36)}`,
    priceMinor: 2500,
    discounts: [{ type: 'coded', code: 'HALF', percent_off: 50 }],
  })
  const full = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id)
  const half = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, 'HALF')
  // $25.00 tickets: 2 × ($0.88 + $0.99) in fees; at half price 2 × ($0.44 + $0.99).
  expect([full.total, half.total]).toEqual([5000 + 374, 2500 + 286])

  const report = async () => {
    const res = await sale.organizer.api.get(`/api/v3/events/${sale.id}/sales_report/`)
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()) as Report
  }
  expect(await report()).toMatchObject({
    currency: 'USD',
    ticket_sales: { value: 7500, major_value: '75.00', display: '$75' },
    discounts: { value: 2500 },
    buyer_fees: { value: 660, display: '$6.60' },
    tax: { value: 0 },
    refunds: { value: 0 },
    net: { value: 7500 },
  })

  // The organizer refunds the discounted order: its ticket money leaves the net, its fees leave Tessera's.
  const refunded = await post(sale.organizer, `/api/v3/events/${sale.id}/orders/${half.id}/refunds/`, {})
  expect(refunded.status(), await refunded.text()).toBe(201)
  expect(await report()).toMatchObject({ ticket_sales: { value: 7500 }, buyer_fees: { value: 374 }, refunds: { value: 2500 }, net: { value: 5000, display: '$50' } })

  // The orders CSV gives each order's money from the same ledger, and its total row is the report.
  const csv = await sale.organizer.api.get(`/api/v3/events/${sale.id}/orders.csv`)
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const rows = (await csv.text())
    .trim()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'))
  const money = (row: string[] | undefined) => row?.slice(6)
  expect(rows[0]).toEqual(['Order', 'Created', 'Status', 'Buyer', 'Email', 'Tickets', 'Currency', 'Ticket sales', 'Discount', 'Buyer fees (Tessera)', 'Tax', 'Refunds', 'Net to you'])
  expect(money(rows.find((r) => r[0] === full.id))).toEqual(['USD', '50.00', '0.00', '3.74', '0.00', '0.00', '50.00'])
  expect(money(rows.find((r) => r[0] === half.id))).toEqual(['USD', '25.00', '25.00', '0.00', '0.00', '25.00', '0.00'])
  expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '4', 'USD', '75.00', '25.00', '3.74', '0.00', '25.00', '50.00'])

  // Nobody else reads them.
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  expect((await stranger.api.get(`/api/v3/events/${sale.id}/sales_report/`)).status()).toBe(404)
  expect((await stranger.api.get(`/api/v3/events/${sale.id}/orders.csv`)).status()).toBe(404)
  expect((await (await newClient(playwright, baseURL!)).api.get(`/api/v3/events/${sale.id}/sales_report/`)).status()).toBe(401)
})
