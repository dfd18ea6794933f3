// Receipts, invoices and credit notes over real HTTP (issue 37 point 5): a purchase with a promo code
// has a receipt PDF whose text, read back, shows its amounts in the buyer's language; an invoice is
// numbered once however often it is asked for; a refund issues a credit note; nobody else reads them.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { buyOverApi, createEventForSale } from '../e2e/tickets/ticket-journey-helpers'
import { readPdfText } from '../helpers/pdf-text'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'

type Playwright = Parameters<typeof newClient>[0]
type Money = { currency: string; value: number; display: string }
type InvoiceDocument = { number: string; url: string; amount: Money }
type Invoice = InvoiceDocument & { credit_notes: InvoiceDocument[] }

function post(c: Client, path: string, data: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return c.api.post(path, { headers: { ...jsonHeaders(c), ...headers }, data: data as Record<string, unknown> })
}

async function buy(playwright: Playwright, baseURL: string, sale: Parameters<typeof buyOverApi>[2], input: Parameters<typeof buyOverApi>[3]) {
  const { buyer, order, token } = await buyOverApi(playwright, baseURL, sale, input)
  return { buyer, id: order.id, token }
}

async function pdfLines(c: Client, path: string): Promise<string[]> {
  const res = await c.api.get(path)
  expect(res.status(), path).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  return readPdfText(await res.body())
}

test('A receipt PDF shows the order’s amounts in the buyer’s language; an invoice is numbered once; a refund issues a credit note', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { name: `Receipt Hall ${Date.now().toString(36)}`, priceMinor: 2500, discounts: [{ type: 'coded', code: 'HALF', percent_off: 50 }] })
  // Two $25.00 tickets at half price: $25.00, and 2 × ($0.44 + $0.99) in fees.
  const english = await buy(playwright, baseURL!, sale, { quantity: 2, code: 'HALF' })
  const receipt = await pdfLines(english.buyer, `/api/v3/orders/${english.id}/receipt.pdf?token=${english.token}`)
  expect(receipt[0]).toBe('Receipt')
  expect(receipt).toEqual(expect.arrayContaining([`Order number #${english.id}`, 'Payment method Card (test payment)', 'Subtotal $50.00', 'Discount −$25.00', 'Service fees $2.86', 'Total $27.86']))
  // No tax is set up for this organizer: no tax line at all rather than "Tax $0".
  expect(receipt.some((line) => line.startsWith('Tax'))).toBe(false)
  expect(receipt.some((l) => l.startsWith('Sold by'))).toBe(true)

  // Ordered from a German page: the receipt is in German, the money still in the event's dollars.
  const german = await buy(playwright, baseURL!, sale, { quantity: 1, language: 'de-DE,de;q=0.9' })
  const quittung = await pdfLines(german.buyer, `/api/v3/orders/${german.id}/receipt.pdf?token=${german.token}`)
  expect(quittung[0]).toBe('Quittung')
  expect(quittung).toEqual(expect.arrayContaining([`Bestellnummer #${german.id}`, 'Zwischensumme 25,00 $', 'Servicegebühren 1,87 $', 'Gesamt 26,87 $']))

  // Nobody else reads a receipt, and a wrong token says no more than a missing order.
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  expect((await stranger.api.get(`/api/v3/orders/${english.id}/receipt.pdf`)).status()).toBe(404)
  expect((await stranger.api.get(`/api/v3/orders/${english.id}/receipt.pdf?token=${german.token}`)).status()).toBe(404)
  expect((await stranger.api.get(`/api/v3/orders/999999999/receipt.pdf?token=${english.token}`)).status()).toBe(404)

  // The invoice: a number in the organizer's series, the same one when asked again.
  const billing = { company: 'Acme GmbH', address: 'Hafenstraße 1\n20457 Hamburg', vat_id: 'DE123456789' }
  const first = await post(english.buyer, `/api/v3/orders/${english.id}/invoice/?token=${english.token}`, billing)
  expect(first.status(), await first.text()).toBe(201)
  const { invoice } = (await first.json()) as { invoice: Invoice }
  expect(invoice).toMatchObject({ number: expect.stringMatching(/^INV-\d+-000001$/), amount: { value: 2786 }, credit_notes: [] })
  const again = await post(english.buyer, `/api/v3/orders/${english.id}/invoice/?token=${english.token}`, { ...billing, company: 'Other Ltd' })
  expect(again.status()).toBe(200)
  expect(((await again.json()) as { invoice: Invoice }).invoice.number).toBe(invoice.number)
  const invoicePdf = await pdfLines(english.buyer, invoice.url)
  expect(invoicePdf[0]).toBe('Invoice')
  expect(invoicePdf).toEqual(expect.arrayContaining([`Invoice number ${invoice.number}`, 'Hafenstraße 1', 'VAT ID: DE123456789', 'Total $27.86']))
  // "Sold by" and "Billed to" stand side by side: the company is on the organizer's line.
  expect(invoicePdf).toContain('Journey Organizer Acme GmbH')
  // Another of the organizer's buyers gets the next number.
  const second = await post(german.buyer, `/api/v3/orders/${german.id}/invoice/?token=${german.token}`, billing)
  expect(((await second.json()) as { invoice: Invoice }).invoice.number).toBe(invoice.number.replace(/000001$/, '000002'))
  expect((await post(stranger, `/api/v3/orders/${english.id}/invoice/?token=${german.token}`, billing)).status()).toBe(404)
  expect((await stranger.api.get(invoice.url.replace(/token=.*/, `token=${german.token}`))).status()).toBe(404)
  const bad = await post(english.buyer, `/api/v3/orders/${english.id}/invoice/?token=${english.token}`, { company: '', address: 'x' })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { argument_errors: Record<string, unknown> }).argument_errors).toHaveProperty('company')

  // The organizer refunds the invoiced order: a credit note for what went back, and the receipt says so.
  const refunded = await post(sale.organizer, `/api/v3/events/${sale.id}/orders/${english.id}/refunds/`, {})
  expect(refunded.status(), await refunded.text()).toBe(201)
  const after = (await (await post(english.buyer, `/api/v3/orders/${english.id}/invoice/?token=${english.token}`, billing)).json()) as { invoice: Invoice }
  expect(after.invoice.credit_notes).toEqual([expect.objectContaining({ number: expect.stringMatching(/^CN-\d+-000001$/), amount: expect.objectContaining({ value: 2786 }) })])
  const creditNote = await pdfLines(english.buyer, after.invoice.credit_notes[0]!.url)
  expect(creditNote[0]).toBe('Credit note')
  expect(creditNote).toEqual(expect.arrayContaining([`Credit note number ${after.invoice.credit_notes[0]!.number}`, `For invoice ${invoice.number}`, 'Total credited −$27.86']))
  const refundedReceipt = await pdfLines(english.buyer, `/api/v3/orders/${english.id}/receipt.pdf?token=${english.token}`)
  expect(refundedReceipt.some((l) => /^Refunded on .+ −\$27\.86$/.test(l))).toBe(true)
  expect(refundedReceipt).toContain('Paid after refunds $0.00')
})

test('A free order has no receipt', async ({ playwright, baseURL }) => {
  const sale = await createEventForSale(playwright, baseURL!, { name: `Free Receipt ${Date.now().toString(36)}`, priceMinor: 2500, discounts: [{ type: 'coded', code: 'FREE', percent_off: 100 }] })
  const free = await buy(playwright, baseURL!, sale, { quantity: 1, code: 'FREE' })
  const res = await free.buyer.api.get(`/api/v3/orders/${free.id}/receipt.pdf?token=${free.token}`)
  expect(res.status()).toBe(409)
  expect(((await res.json()) as { error: string }).error).toBe('CONFLICT')
})
