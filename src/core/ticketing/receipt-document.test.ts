import { expect, test } from 'vitest'
import { computeReceiptDocument, hasReceipt, type ReceiptFacts } from './receipt-document'

function facts(overrides: Partial<ReceiptFacts> = {}, order: Partial<ReceiptFacts['order']> = {}): ReceiptFacts {
  return {
    kind: 'receipt',
    order: {
      id: 42,
      currency: 'USD',
      subtotalMinor: 5000,
      discountMinor: 1000,
      feesMinor: 286,
      totalMinor: 4286,
      createdAt: new Date('2026-03-01T17:55:00Z'),
      paidAt: new Date('2026-03-01T18:00:00Z'),
      buyerName: 'Ada Buyer',
      buyerEmail: 'ada@example.com',
      locale: null,
      taxMinor: 0,
      taxMode: 'none',
      taxRateMilli: 0,
      ...order,
    },
    lines: [{ name: 'General admission', quantity: 2, unitPriceMinor: 2500, discountMinor: 1000 }],
    event: { name: 'Harbour Nights', startAt: new Date('2026-04-10T19:00:00Z'), timeZone: 'America/New_York' },
    organizer: { name: 'Harbour Collective', contactEmail: 'hello@harbour.example', website: null, legalName: '', address: '', taxId: '' },
    paymentProvider: 'test',
    refunds: [],
    ...overrides,
  }
}

// Intl puts no-break spaces in some languages' amounts ("50 €"); compared here as plain spaces.
const amounts = (rows: { label: string; amount: string }[]) => rows.map((r) => `${r.label}: ${r.amount}`.replace(/\s/g, ' '))

test('A receipt lists the items, the discount, the fees, the tax and the total the buyer paid', () => {
  const doc = computeReceiptDocument(facts())
  expect(doc.title).toBe('Receipt')
  expect(doc.facts).toEqual([
    { label: 'Order number', value: '#42' },
    { label: 'Date', value: 'March 1, 2026' },
    { label: 'Payment method', value: 'Card (test payment)' },
  ])
  expect(doc.seller.lines).toEqual(['Harbour Collective', 'hello@harbour.example'])
  expect(doc.buyer?.lines).toEqual(['Ada Buyer', 'ada@example.com'])
  expect(doc.items).toEqual([{ description: 'General admission', quantity: '2', unitPrice: '$25.00', amount: '$50.00' }])
  expect(amounts(doc.totals)).toEqual(['Subtotal: $50.00', 'Discount: −$10.00', 'Service fees: $2.86', 'Total: $42.86'])
})

test('A receipt after refunds lists each refund and what the buyer paid in the end', () => {
  const doc = computeReceiptDocument(facts({ refunds: [{ at: new Date('2026-03-02T12:00:00Z'), amountMinor: 2143 }] }))
  expect(amounts(doc.totals).slice(-2)).toEqual(['Refunded on March 2, 2026: −$21.43', 'Paid after refunds: $21.43'])
})

test('A receipt speaks the language the buyer ordered in, with money in the order’s currency', () => {
  const doc = computeReceiptDocument(facts({}, { locale: 'de_DE', currency: 'EUR' }))
  expect(doc.title).toBe('Quittung')
  expect(amounts(doc.totals)).toEqual(['Zwischensumme: 50,00 €', 'Rabatt: −10,00 €', 'Servicegebühren: 2,86 €', 'Gesamt: 42,86 €'])
  const yen = computeReceiptDocument(facts({ lines: [{ name: 'Seat', quantity: 1, unitPriceMinor: 1500, discountMinor: 0 }] }, { currency: 'JPY', subtotalMinor: 1500, discountMinor: 0, feesMinor: 99, totalMinor: 1599 }))
  expect(amounts(yen.totals)).toEqual(['Subtotal: ¥1,500', 'Service fees: ¥99', 'Total: ¥1,599'])
})

test('Sales tax added is a line before the total; VAT included is shown after it, inside the prices', () => {
  const added = computeReceiptDocument(facts({}, { taxMinor: 355, taxMode: 'added', taxRateMilli: 8875, totalMinor: 4641 }))
  expect(amounts(added.totals)).toEqual(['Subtotal: $50.00', 'Discount: −$10.00', 'Service fees: $2.86', 'Tax (8.875%): $3.55', 'Total: $46.41'])
  const included = computeReceiptDocument(facts({}, { locale: 'de_DE', currency: 'EUR', taxMinor: 667, taxMode: 'included', taxRateMilli: 20000 }))
  expect(amounts(included.totals)).toEqual(['Zwischensumme: 50,00 €', 'Rabatt: −10,00 €', 'Servicegebühren: 2,86 €', 'Gesamt: 42,86 €', 'Enthaltene Steuer (20 %): 6,67 €'])
})

test('The seller is named as its tax settings give it: legal name, address and tax id', () => {
  const doc = computeReceiptDocument(facts({ organizer: { name: 'Harbour Collective', contactEmail: 'hello@harbour.example', website: null, legalName: 'Harbour Collective GmbH', address: 'Hafenstraße 1\n20457 Hamburg', taxId: 'DE999999999' } }))
  expect(doc.seller.lines).toEqual(['Harbour Collective GmbH (Harbour Collective)', 'Hafenstraße 1', '20457 Hamburg', 'Tax ID: DE999999999', 'hello@harbour.example'])
})

test('An invoice is billed to the buyer’s company with its VAT id and leaves refunds to credit notes', () => {
  const invoice = { number: 'INV-7-000001', issuedAt: new Date('2026-03-03T12:00:00Z'), company: 'Acme GmbH', address: 'Hafenstraße 1\n20457 Hamburg', vatId: 'DE123456789' }
  const doc = computeReceiptDocument(facts({ kind: 'invoice', invoice, refunds: [{ at: new Date('2026-03-02T12:00:00Z'), amountMinor: 2143 }] }))
  expect(doc.title).toBe('Invoice')
  expect(doc.facts[0]).toEqual({ label: 'Invoice number', value: 'INV-7-000001' })
  expect(doc.buyer).toEqual({ heading: 'Billed to', lines: ['Acme GmbH', 'Hafenstraße 1', '20457 Hamburg', 'VAT ID: DE123456789'] })
  expect(amounts(doc.totals).at(-1)).toBe('Total: $42.86')
})

test('A credit note names its invoice and the amount credited', () => {
  const invoice = { number: 'INV-7-000001', issuedAt: new Date('2026-03-03T12:00:00Z'), company: 'Acme GmbH', address: 'Hamburg', vatId: null, creditNote: { number: 'CN-7-000001', amountMinor: 2143 } }
  const doc = computeReceiptDocument(facts({ kind: 'credit_note', invoice }))
  expect(doc.title).toBe('Credit note')
  expect(doc.facts.slice(0, 2)).toEqual([
    { label: 'Credit note number', value: 'CN-7-000001' },
    { label: 'For invoice', value: 'INV-7-000001' },
  ])
  expect(amounts(doc.totals)).toEqual(['Total credited: −$21.43'])
})

test('Only paid money has a receipt: not a free order, nor one never paid', () => {
  expect(hasReceipt({ status: 'paid', totalMinor: 4286 })).toBe(true)
  expect(hasReceipt({ status: 'refunded', totalMinor: 4286 })).toBe(true)
  expect(hasReceipt({ status: 'paid', totalMinor: 0 })).toBe(false)
  expect(hasReceipt({ status: 'reserved', totalMinor: 4286 })).toBe(false)
  expect(hasReceipt({ status: 'cancelled', totalMinor: 4286 })).toBe(false)
})
