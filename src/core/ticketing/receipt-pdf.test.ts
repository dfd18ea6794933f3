import { expect, test } from 'vitest'
import { readPdfText } from '../../../tests/helpers/pdf-text'
import { computeFontRuns, renderReceiptPdf } from './receipt-pdf'
import type { ReceiptDocument } from './receipt-document'

const document: ReceiptDocument = {
  title: 'Reçu',
  facts: [{ label: 'Numéro de commande', value: '#42' }],
  seller: { heading: 'Vendu par', lines: ['Łódź Ensemble'] },
  buyer: null,
  event: 'Événement : Nuits du port, 10 avr. 2026',
  columns: { description: 'Article', quantity: 'Qté', unitPrice: 'Prix unitaire', amount: 'Montant' },
  items: [{ description: 'Entrée générale', quantity: '2', unitPrice: '25 €', amount: '50 €' }],
  totals: [
    { label: 'Sous-total', amount: '50\u202f€' },
    { label: 'Total', amount: '₩1,500', strong: true },
  ],
  footer: 'Vendu par Łódź Ensemble via Tessera.',
}

test('A receipt PDF reads back as the text it was given, accents, French money spacing and the won sign included', async () => {
  const bytes = await renderReceiptPdf(document, { lang: 'fr' })
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const lines = await readPdfText(bytes)
  expect(lines[0]).toBe('Reçu')
  expect(lines).toContain('Numéro de commande #42')
  expect(lines).toContain('Łódź Ensemble')
  expect(lines).toContain('Entrée générale 2 25 € 50 €')
  expect(lines).toContain('Sous-total 50 €')
  expect(lines).toContain('Total ₩1,500')
})

test('Text is cut into runs of the font part that has its characters', () => {
  expect(computeFontRuns('₩1,500')).toEqual([
    { subset: 'latin-ext', text: '₩' },
    { subset: 'latin', text: '1,500' },
  ])
  expect(computeFontRuns('Łódź')).toEqual([
    { subset: 'latin-ext', text: 'Ł' },
    { subset: 'latin', text: 'ód' },
    { subset: 'latin-ext', text: 'ź' },
  ])
})
