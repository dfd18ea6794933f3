// Taxes over real HTTP (issue 37 point 4, decision 043): an organizer sets sales tax added at checkout,
// then VAT included in the price; buyers see it in the all-in price, the order and its money shapes; a
// promo code applies before tax; the sales report reads the tax from the ledger, and a partial refund
// gives back its share of the tax.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'

function send(c: Client, method: 'post' | 'put' | 'patch', path: string, data: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return c.api[method](path, { headers: { ...jsonHeaders(c), ...headers }, data: data as Record<string, unknown> })
}

type Money = { currency: string; value: number; major_value: string; display: string }
type Order = {
  id: string
  access_token: string
  subtotal: Money
  discount: Money
  fees: Money
  tax: Money
  tax_mode: string
  tax_rate_percent: string
  total: Money
  costs: Record<'subtotal' | 'discount' | 'fees' | 'tax' | 'total', Money>
  tickets: { id: string }[]
}

async function buy(playwright: Parameters<typeof newClient>[0], baseURL: string, eventId: string, classId: string, quantity: number, code?: string): Promise<Order> {
  const buyer = await newClient(playwright, baseURL)
  const held = await send(buyer, 'post', '/api/v3/orders/', { event_id: eventId, tickets: [{ ticket_class_id: classId, quantity }], ...(code ? { discount_code: code } : {}) }, { 'Idempotency-Key': `tax-${Math.random()}` })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: Order }
  const paid = await send(buyer, 'post', `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Tax Buyer', email: 'tax-buyer@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  return ((await paid.json()) as { order: Order }).order
}

test('Sales tax added and VAT included: settings, all-in prices, the order’s tax line, the sales report and a partial refund', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, {
    name: `Taxed Evening ${Date.now().toString(36)}`,
    priceMinor: 2500,
    discounts: [{ type: 'coded', code: 'HALF', percent_off: 50 }],
  })
  const organizer = sale.organizer
  expect((await (await organizer.api.get('/api/v3/organizations/me/tax/')).json()).tax).toEqual({ mode: 'none', rate_percent: 0, legal_name: '', address: '', tax_id: '' })

  // Refusals name the field: a charged tax needs a rate and the seller's legal name; three decimals at most.
  const refused = await send(organizer, 'put', '/api/v3/organizations/me/tax/', { mode: 'added', rate_percent: 0 })
  expect(refused.status()).toBe(400)
  expect(Object.keys(((await refused.json()) as { argument_errors: Record<string, string[]> }).argument_errors).sort()).toEqual(['legal_name', 'rate_percent'])
  expect((await send(organizer, 'put', '/api/v3/organizations/me/tax/', { mode: 'added', rate_percent: 8.8755, legal_name: 'Pier Hall LLC' })).status()).toBe(400)
  expect((await send(organizer, 'put', '/api/v3/organizations/me/tax/', { mode: 'sometimes', rate_percent: 5 })).status()).toBe(400)

  const salesTax = { mode: 'added', rate_percent: 8.875, legal_name: 'Pier Hall LLC', address: '1 Pier Rd, New York, NY 10001', tax_id: 'EIN 12-3456789' }
  const put = await send(organizer, 'put', '/api/v3/organizations/me/tax/', salesTax)
  expect(put.status(), await put.text()).toBe(200)
  expect((await (await organizer.api.get('/api/v3/organizations/me/tax/')).json()).tax).toEqual(salesTax)

  // The all-in price includes the sales tax: $25.00 + $1.87 fee + $2.22 tax (8.875%).
  const classes = (await (await organizer.api.get(`/api/v3/events/${sale.id}/ticket_classes/`)).json()) as { ticket_classes: { id: string; display_price: Money }[] }
  expect(classes.ticket_classes.find((c) => c.id === sale.ticketClass.id)?.display_price).toMatchObject({ value: 2909, display: '$29.09' })
  const { event } = (await (await organizer.api.get(`/api/v3/events/${sale.id}/`)).json()) as { event: { ticket_availability: { minimum_ticket_price: Money } } }
  expect(event.ticket_availability.minimum_ticket_price.value).toBe(2909)

  // Two tickets with HALF: tax on $12.50 each ($1.109375 → $1.11), added to the total; the fee untaxed.
  const withCode = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, 2, 'HALF')
  expect(withCode).toMatchObject({ subtotal: { value: 5000 }, discount: { value: 2500 }, fees: { value: 286 }, tax: { value: 222 }, tax_mode: 'added', tax_rate_percent: '8.875', total: { value: 2500 + 286 + 222 } })
  expect(withCode.tax).toEqual({ currency: 'USD', value: 222, major_value: '2.22', display: '$2.22' })
  expect(withCode.costs.total).toEqual(withCode.total)
  // Without a code, two tickets cost exactly twice the all-in price shown.
  const full = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, 2)
  expect(full).toMatchObject({ tax: { value: 444 }, total: { value: 2 * 2909 } })

  const report = async () => {
    const res = await organizer.api.get(`/api/v3/events/${sale.id}/sales_report/`)
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()) as Record<'ticket_sales' | 'tax' | 'buyer_fees' | 'refunds' | 'net', Money>
  }
  expect(await report()).toMatchObject({ ticket_sales: { value: 7500 }, tax: { value: 666, display: '$6.66' }, buyer_fees: { value: 660 }, refunds: { value: 0 }, net: { value: 7500 + 666 } })

  // The organizer refunds one of the two discounted tickets: half the order back, tax in proportion.
  const refund = await send(organizer, 'post', `/api/v3/events/${sale.id}/orders/${withCode.id}/refunds/`, { ticket_ids: [Number(withCode.tickets[0]!.id)] })
  expect(refund.status(), await refund.text()).toBe(201)
  const back = ((await refund.json()) as { refund: { amount: Money } }).refund.amount
  expect(back).toEqual({ currency: 'USD', value: withCode.total.value / 2, major_value: '15.04', display: '$15.04' })
  const after = await report()
  // 1504 back = 1250 ticket money + 111 tax + 143 fees (their shares of 2500 : 222 : 286).
  expect(after).toMatchObject({ refunds: { value: 1250 }, tax: { value: 666 - 111 }, buyer_fees: { value: 660 - 143 } })
  expect(after.net.value).toBe(after.ticket_sales.value - after.refunds.value + after.tax.value)

  // VAT included: the price shown and paid does not change; the order says how much of it is tax.
  expect((await send(organizer, 'put', '/api/v3/organizations/me/tax/', { ...salesTax, mode: 'included', rate_percent: 20 })).status()).toBe(200)
  const vat = await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, 1)
  // €-style VAT inside $25.00 at 20%: 25.00 × 20/120 = $4.1666… → $4.17.
  expect(vat).toMatchObject({ subtotal: { value: 2500 }, fees: { value: 187 }, tax: { value: 417 }, tax_mode: 'included', tax_rate_percent: '20', total: { value: 2687 } })

  // The event's own settings override the organizer's; null follows them again.
  const patched = await send(organizer, 'patch', `/api/v3/events/${sale.id}/`, { tax: { mode: 'none' } })
  expect(patched.status(), await patched.text()).toBe(200)
  expect(((await (await organizer.api.get(`/api/v3/events/${sale.id}/`)).json()) as { event: { tax: unknown } }).event.tax).toMatchObject({ mode: 'none' })
  expect(await buy(playwright, baseURL!, sale.id, sale.ticketClass.id, 1)).toMatchObject({ tax: { value: 0 }, tax_mode: 'none', total: { value: 2687 } })
  expect((await send(organizer, 'patch', `/api/v3/events/${sale.id}/`, { tax: { mode: 'added', rate_percent: 5 } })).status()).toBe(400)

  // Tax settings are the signed-in creator's own: a stranger without a session is refused.
  const stranger = await newClient(playwright, baseURL!)
  expect((await stranger.api.get('/api/v3/organizations/me/tax/')).status()).toBe(401)
  await signUp(stranger)
  expect((await (await stranger.api.get('/api/v3/organizations/me/tax/')).json()).tax.mode).toBe('none')
})
