// Issue 37 point 6 end to end, over real HTTP, in four currencies with three minor units: USD (cents,
// sales tax added), EUR (cents, VAT included), JPY (no minor unit, no tax) and KWD (fils, three decimals,
// sales tax added). Each creates a class, sells two tickets with a 10% promo code, emails the buyer,
// refunds one ticket, issues the receipt, and pays the organizer out; the order, the email, the receipt,
// the sales report, the orders CSV and the payout agree to the minor unit. The expected amounts are worked
// out by hand in each row from the fee (3.5% of the price after discount, rounded, plus the currency's
// fixed part) and the tax rules (per ticket, rounded half up).
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { createEventForSale, advanceTestClock, findEmail, staffClient } from '../e2e/tickets/ticket-journey-helpers'
import { postJson } from '../e2e/creators/helpers'
import { readPdfText } from '../helpers/pdf-text'
import { jsonHeaders, newClient, uniqueEmail, type Client } from './helpers/accounts'

type Money = { currency: string; value: number; major_value: string; display: string }
type Order = { id: string; access_token: string; tickets: { id: string }[] } & Record<'subtotal' | 'discount' | 'fees' | 'tax' | 'total', Money>

type Case = {
  currency: string
  price: number
  tax: { mode: 'none' | 'included' | 'added'; rate_percent: number }
  /** The order of two tickets with 10% off: list subtotal, discount, fees, tax, total. */
  order: { subtotal: number; discount: number; fees: number; tax: number; total: number; totalText: string }
  /** After one of the two tickets is refunded: the sales report and what the payout pays. */
  after: { refunded: number; ticketSales: number; tax: number; net: number }
}

const CASES: Case[] = [
  // $25.00 − $2.50 = $22.50 a ticket: fee 0.79 + 0.99 = $1.78; tax 8.875% = $1.996875 → $2.00.
  { currency: 'USD', price: 2500, tax: { mode: 'added', rate_percent: 8.875 }, order: { subtotal: 5000, discount: 500, fees: 356, tax: 400, total: 5256, totalText: '$52.56' }, after: { refunded: 2628, ticketSales: 4500, tax: 200, net: 2450 } },
  // €22.50 a ticket: fee €1.78; VAT 20% inside the price: 22.50 × 20/120 = €3.75, not added.
  { currency: 'EUR', price: 2500, tax: { mode: 'included', rate_percent: 20 }, order: { subtotal: 5000, discount: 500, fees: 356, tax: 750, total: 4856, totalText: '€48.56' }, after: { refunded: 2428, ticketSales: 3750, tax: 375, net: 2250 } },
  // ¥3,000 − ¥300 = ¥2,700: fee 94.5 → ¥95 + ¥99 = ¥194; no tax.
  { currency: 'JPY', price: 3000, tax: { mode: 'none', rate_percent: 0 }, order: { subtotal: 6000, discount: 600, fees: 388, tax: 0, total: 5788, totalText: '¥5,788' }, after: { refunded: 2894, ticketSales: 5400, tax: 0, net: 2700 } },
  // KWD 10.000 − 1.000 = 9.000: fee 0.315 + 0.300 = 0.615; tax 5% = 0.450.
  { currency: 'KWD', price: 10000, tax: { mode: 'added', rate_percent: 5 }, order: { subtotal: 20000, discount: 2000, fees: 1230, tax: 900, total: 20130, totalText: 'KWD 20.130' }, after: { refunded: 10065, ticketSales: 18000, tax: 450, net: 9450 } },
]

function post(c: Client, path: string, data: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return c.api.post(path, { headers: { ...jsonHeaders(c), ...headers }, data: data as Record<string, unknown> })
}

async function getJson<T>(c: Client, path: string): Promise<T> {
  const res = await c.api.get(path)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as T
}

const space = (text: string) => text.replace(/\s/g, ' ')

for (const c of CASES) {
  test(`In ${c.currency}: a discounted, taxed sale, its email, a partial refund, the receipt, the ledger's reports and the payout agree to the minor unit`, async ({ playwright, baseURL }) => {
    test.setTimeout(180_000)
    const sale = await createEventForSale(playwright, baseURL!, {
      name: `Four Currencies ${c.currency} ${Date.now().toString(36)}`,
      priceMinor: c.price,
      currency: c.currency,
      discounts: [{ type: 'coded', code: 'TENOFF', percent_off: 10 }],
    })
    const organizer = sale.organizer
    const tax = await organizer.api.put('/api/v3/organizations/me/tax/', {
      headers: jsonHeaders(organizer),
      data: { ...c.tax, legal_name: 'Four Currencies Ltd', address: '1 Harbour Street', tax_id: 'TX-4242' },
    })
    expect(tax.status(), await tax.text()).toBe(200)

    // The buyer holds two tickets with the code and pays: the server's amounts, in the currency's unit.
    const buyer = await newClient(playwright, baseURL!)
    const email = uniqueEmail(`four-${c.currency.toLowerCase()}`)
    const held = await post(buyer, '/api/v3/orders/', { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 2 }], discount_code: 'TENOFF' }, { 'Idempotency-Key': `four-${c.currency}-${Math.random()}` })
    expect(held.status(), await held.text()).toBe(201)
    const { order: hold } = (await held.json()) as { order: Order }
    const paid = await postJson<{ order: Order }>(buyer, `/api/v3/orders/${hold.id}/complete/?token=${hold.access_token}`, { buyer: { name: 'Four Buyer', email }, payment: { token: 'tok_visa' } })
    const costs = paid.order
    expect([costs.subtotal.value, costs.discount.value, costs.fees.value, costs.tax.value, costs.total.value]).toEqual([c.order.subtotal, c.order.discount, c.order.fees, c.order.tax, c.order.total])
    expect(costs.total.currency).toBe(c.currency)
    // Intl separates a currency code from the amount with a no-break space ("KWD 20.130").
    expect(space(costs.total.display)).toBe(space(c.order.totalText))

    // The confirmation email says the same total.
    const staff = await staffClient(playwright, baseURL!)
    const mail = await findEmail(staff, email, 'order-confirmation')
    expect(space(mail.text)).toContain(space(c.order.totalText))

    // The organizer refunds one of the two tickets: exactly half the order goes back.
    const refund = await post(organizer, `/api/v3/events/${sale.id}/orders/${hold.id}/refunds/`, { ticket_ids: [Number(paid.order.tickets[0]!.id)] })
    expect(refund.status(), await refund.text()).toBe(201)
    expect(((await refund.json()) as { refund: { amount: Money } }).refund.amount).toMatchObject({ currency: c.currency, value: c.after.refunded })

    // The receipt, read back from its PDF: the total and the refund, in the currency's own format.
    const pdf = await buyer.api.get(`/api/v3/orders/${hold.id}/receipt.pdf?token=${hold.access_token}`)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    const lines = (await readPdfText(await pdf.body())).map(space)
    expect(lines).toContain(`Total ${space(c.order.totalText)}`)
    expect(lines.some((line) => line.startsWith('Refunded on '))).toBe(true)

    // The ledger's reports: the sales report and the orders CSV's total row agree.
    const report = await getJson<Record<'ticket_sales' | 'tax' | 'refunds' | 'net', Money>>(organizer, `/api/v3/events/${sale.id}/sales_report/`)
    expect(report.ticket_sales.value).toBe(c.after.ticketSales)
    expect(report.tax.value).toBe(c.after.tax)
    expect(report.net.value).toBe(c.after.net)
    expect(report.net.value).toBe(report.ticket_sales.value - report.refunds.value + report.tax.value)
    const csv = await organizer.api.get(`/api/v3/events/${sale.id}/orders.csv`)
    const total = (await csv.text()).trim().split('\r\n').at(-1)!.slice(1, -1).split('","')
    expect(total.at(-1)).toBe(report.net.major_value)

    // After the event (60 days ahead) and the schedule's five days, the payout pays the net, then is paid.
    for (let i = 0; i < 34; i += 1) await advanceTestClock(staff, sale.id, 2 * 24 * 3600)
    const sweep = async () => {
      await postJson(staff, '/api/v3/admin/payouts/sweep/', {})
      return (await getJson<{ payouts: { status: string; amount: Money }[] }>(organizer, '/api/v3/organizations/me/payouts/')).payouts
    }
    expect((await sweep())[0]).toMatchObject({ status: 'scheduled', amount: { currency: c.currency, value: c.after.net } })
    await sweep()
    expect((await sweep())[0]).toMatchObject({ status: 'paid', amount: { value: c.after.net } })
    const { balances } = await getJson<{ balances: { currency: string; pending: Money; available: Money; paid_out: Money }[] }>(organizer, '/api/v3/organizations/me/balance/')
    expect(balances).toEqual([expect.objectContaining({ currency: c.currency, pending: expect.objectContaining({ value: 0 }), available: expect.objectContaining({ value: 0 }), paid_out: expect.objectContaining({ value: c.after.net }) })])
  })
}
