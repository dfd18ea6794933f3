// Issue 25: the emails of an order are written in the language of the page it was made on, with dates and
// money formatted in that locale; an order with no recorded locale reads exactly as before, in English.
import { expect, test } from 'vitest'
import { buildEmailVerificationEmail, buildPasswordResetEmail } from '@/core/accounts/account-emails'
import { computeEventChangeEmail } from '@/core/creators/creator-emails'
import type { OrderJson } from './order-json'
import { computeOrderConfirmationEmail, computeRefundConfirmationEmail, computeWaitlistOfferEmail, type EmailEvent } from './ticketing-emails'

const EVENT: EmailEvent = { id: 7, name: 'Jazz im Hof', startAt: new Date('2026-03-07T19:00:00Z'), endAt: new Date('2026-03-07T22:00:00Z'), timeZone: 'Europe/Berlin' }

const ORDER: OrderJson = {
  id: '42',
  status: 'paid',
  event_id: '7',
  expires_at: '2026-03-01T10:10:00Z',
  expires_in_seconds: 0,
  currency: 'EUR',
  subtotal: 123_456,
  discount: 0,
  fees: 1_250,
  total: 124_706,
  buyer: { name: 'Anna', email: 'anna@example.com' },
  lines: [{ ticket_class_id: '3', name: 'Stehplatz', quantity: 1, unit_price: 123_456, unit_fee: 1_250, discount: 0, subtotal: 123_456 }],
  tickets: [{ id: '9', code: 'c', printed_code: 'ABC-123', qr_url: '', ticket_class_id: '3', status: 'valid', attendee_name: 'Ben', checked_in: false }],
  created: '2026-03-01T10:00:00Z',
  access_token: 't',
  url: 'https://tessera.example/orders/42/?token=t',
}

test('A German order’s confirmation email is in German, with German date and money formats', () => {
  const email = computeOrderConfirmationEmail(ORDER, EVENT, [], 'de_DE')
  expect(email.subject).toBe('Deine Tickets für Jazz im Hof')
  expect(email.text).toContain('Hallo Anna,')
  expect(email.text).toContain('Deine Bestellung #42 für Jazz im Hof ist bestätigt.')
  expect(email.text).toContain('Wann: Samstag, 7. März 2026 um 20:00 Mitteleuropäische Normalzeit (Europe/Berlin)')
  expect(email.text).toContain('- Stehplatz für Ben: ABC-123')
  expect(email.text).toContain('Zwischensumme: 1.234,56\u00a0€')
  expect(email.text).toContain('Gesamt: 1.247,06\u00a0€')
  expect(email.html).toContain('Deine Bestellung #42 für <strong>Jazz im Hof</strong> ist bestätigt.')
  expect(email.html).toContain('>Bestellung und Tickets ansehen</a>')
})

test('Emails in several languages, one after another, each keep their own language and their own values', () => {
  const first = computeOrderConfirmationEmail(ORDER, EVENT, [], 'de_DE')
  const english = computeOrderConfirmationEmail({ ...ORDER, buyer: { name: 'Carla', email: 'c@example.com' } }, EVENT, [], 'en_GB')
  const again = computeOrderConfirmationEmail({ ...ORDER, id: '43', buyer: { name: 'Dora', email: 'd@example.com' } }, EVENT, [], 'de_DE')
  expect(first.text).toContain('Hallo Anna,')
  expect(english.text).toContain('Hi Carla,')
  expect(english.text).toContain('When: Saturday, 7 March 2026 at 20:00')
  expect(again.text).toContain('Hallo Dora,')
  expect(again.text).toContain('Deine Bestellung #43 für Jazz im Hof ist bestätigt.')
  expect(again.text).not.toContain('Anna')
})

test('An order with no recorded language gets the English confirmation, unchanged', () => {
  const email = computeOrderConfirmationEmail(ORDER, EVENT, [])
  expect(email.subject).toBe('Your tickets for Jazz im Hof')
  expect(email.text).toBe(
    [
      'Hi Anna,',
      '',
      'Your order #42 for Jazz im Hof is confirmed.',
      'When: Saturday, March 7, 2026 at 8:00 PM Central European Standard Time (Europe/Berlin)',
      '',
      'Your tickets (each QR code is attached):',
      '- Stehplatz for Ben: ABC-123',
      '',
      'Subtotal: €1,234.56',
      'Fees: €12.50',
      'Total: €1,247.06',
      '',
      'View your order and tickets: https://tessera.example/orders/42/?token=t',
    ].join('\n'),
  )
  expect(email.html).toBe(
    '<p>Hi Anna,</p><p>Your order #42 for <strong>Jazz im Hof</strong> is confirmed.</p><p>When: Saturday, March 7, 2026 at 8:00 PM Central European Standard Time (Europe/Berlin)</p><ul><li>Stehplatz for Ben: ABC-123</li></ul><p>Total: €1,247.06</p><p><a href="https://tessera.example/orders/42/?token=t">View your order and tickets</a></p>',
  )
})

test('Refund, wait-list, change and account emails follow the recipient’s language too', () => {
  expect(computeRefundConfirmationEmail({ to: 'a@example.com', event: EVENT, orderId: 42, amountMinor: 2_550, currency: 'EUR', locale: 'fr_FR' }).text).toBe(
    'Votre commande n° 42 a été remboursée (25,50\u00a0€). Ses billets ne sont plus valables.',
  )
  const offer = computeWaitlistOfferEmail({ to: 'a@example.com', event: EVENT, className: 'Parterre', quantity: 2, orderUrl: 'https://x/o', expiresAt: EVENT.startAt, orderId: 1, locale: 'es_ES' })
  expect(offer.subject).toBe('Hay entradas disponibles: Jazz im Hof')
  expect(offer.text).toContain('Buenas noticias: te hemos reservado 2 entradas «Parterre» para Jazz im Hof.')
  const change = computeEventChangeEmail({ to: 'a@example.com', name: null, event: { id: 7, name: 'Jazz im Hof', url: 'https://x/e' }, changes: ['time'], after: { startAt: EVENT.startAt, endAt: EVENT.endAt, timeZone: 'Europe/Berlin', place: 'Hof' }, locale: 'de_DE' })
  expect(change.subject).toBe('Neue Zeit: Jazz im Hof')
  expect(computeEventChangeEmail({ to: 'a@example.com', name: null, event: { id: 7, name: 'X', url: 'u' }, changes: ['time', 'place'], after: { startAt: EVENT.startAt, endAt: EVENT.endAt, timeZone: 'UTC', place: 'P' } }).subject).toBe('New time and place: X')
  expect(buildPasswordResetEmail({ to: 'a@example.com', siteUrl: 'https://x', token: 't', tokenId: 1, locale: 'pt_BR' }).subject).toBe('Redefina sua senha da Tessera')
  expect(buildEmailVerificationEmail({ to: 'a@example.com', fullName: 'Ana', siteUrl: 'https://x', token: 't', tokenId: 1 }).text).toMatch(/^Hello Ana,\n\nPlease confirm that this is your email address/)
})

test('An email listing a refunded or cancelled ticket marks it not valid for entry and gives no code for it', () => {
  const order: OrderJson = {
    ...ORDER,
    status: 'partially_refunded',
    tickets: [
      { ...ORDER.tickets[0]!, id: '9', printed_code: 'ABC-123', status: 'valid', attendee_name: 'Ben' },
      { ...ORDER.tickets[0]!, id: '10', printed_code: 'DEF-456', status: 'refunded', attendee_name: 'Cleo' },
      { ...ORDER.tickets[0]!, id: '11', printed_code: 'GHI-789', status: 'cancelled', attendee_name: null },
    ],
  }
  const english = computeOrderConfirmationEmail(order, EVENT, [])
  expect(english.text).toContain('- Stehplatz for Ben: ABC-123')
  expect(english.text).toContain('- Stehplatz for Cleo: Refunded – not valid for entry')
  expect(english.text).toContain('- Stehplatz: Cancelled – not valid for entry')
  expect(english.html).toContain('<li>Stehplatz for Cleo: Refunded – not valid for entry</li>')
  for (const text of [english.text, english.html ?? '']) {
    expect(text).not.toContain('DEF-456')
    expect(text).not.toContain('GHI-789')
  }
  const german = computeOrderConfirmationEmail(order, EVENT, [], 'de_DE')
  expect(german.text).toContain('- Stehplatz für Cleo: Erstattet – nicht gültig für den Einlass')
})
