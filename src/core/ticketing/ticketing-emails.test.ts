// Issue 25: the emails of an order are written in the language of the page it was made on, with dates and
// money formatted in that locale; an order with no recorded locale reads exactly as before, in English.
import { expect, test } from 'vitest'
import { buildEmailVerificationEmail, buildPasswordResetEmail } from '@/core/accounts/account-emails'
import { computeEventChangeEmail } from '@/core/creators/creator-emails'
import { computeMoneyJson } from '@/core/money/money'
import type { OrderJson } from './order-json'
import { computeOrderActionConfirmEmail, computeOrderConfirmationEmail, computeOrderLookupEmail, computeRefundConfirmationEmail, computeWaitlistJoinedEmail, computeWaitlistOfferEmail, type EmailEvent } from './ticketing-emails'

const EVENT: EmailEvent = { id: 7, name: 'Jazz im Hof', startAt: new Date('2026-03-07T19:00:00Z'), endAt: new Date('2026-03-07T22:00:00Z'), timeZone: 'Europe/Berlin' }

const usd = (minor: number) => computeMoneyJson(minor, 'USD')
const eur = (minor: number) => computeMoneyJson(minor, 'EUR')

const ORDER: OrderJson = {
  id: '42',
  status: 'paid',
  event_id: '7',
  expires_at: '2026-03-01T10:10:00Z',
  expires_in_seconds: 0,
  currency: 'EUR',
  subtotal: computeMoneyJson(123_456, 'EUR'),
  discount: computeMoneyJson(0, 'EUR'),
  discount_code: null,
  fees: computeMoneyJson(1_250, 'EUR'),
  tax: computeMoneyJson(0, 'EUR'),
  tax_mode: 'none',
  tax_rate_percent: '0',
  costs: {
    subtotal: computeMoneyJson(123_456, 'EUR'),
    discount: computeMoneyJson(0, 'EUR'),
    fees: computeMoneyJson(1_250, 'EUR'),
    tax: computeMoneyJson(0, 'EUR'),
    total: computeMoneyJson(124_706, 'EUR'),
  },
  total: computeMoneyJson(124_706, 'EUR'),
  buyer: { name: 'Anna', email: 'anna@example.com' },
  lines: [{ ticket_class_id: '3', name: 'Stehplatz', quantity: 1, unit_price: computeMoneyJson(123_456, 'EUR'), unit_fee: computeMoneyJson(1_250, 'EUR'), discount: computeMoneyJson(0, 'EUR'), subtotal: computeMoneyJson(123_456, 'EUR') }],
  tickets: [{ id: '9', code: 'c', printed_code: 'ABC-123', qr_url: '', ticket_class_id: '3', status: 'valid', attendee_name: 'Ben', checked_in: false, transferable: true, refund_value: computeMoneyJson(124_706, 'EUR') }],
  created: '2026-03-01T10:00:00Z',
  access_token: 't',
  url: 'https://tessera.example/orders/42/?token=t',
  receipt_url: null,
}

test('A German order’s confirmation email is in German, with German date and money formats', () => {
  const email = computeOrderConfirmationEmail(ORDER, EVENT, [], 'de_DE')
  expect(email.subject).toBe('Deine Tickets für Jazz im Hof')
  expect(email.text).toContain('Hallo Anna,')
  expect(email.text).toContain('Deine Bestellung #42 für Jazz im Hof ist bestätigt.')
  expect(email.text).toContain('Wann: Samstag, 7. März 2026 um 20:00 Mitteleuropäische Zeit')
  expect(email.text).toContain('- Stehplatz für Ben: ABC-123')
  expect(email.text).toContain('Zwischensumme: 1.234,56\u00a0€')
  expect(email.text).toContain('Gesamt: 1.247,06\u00a0€')
  expect(email.html).toContain('Deine Bestellung #42 für <strong>Jazz im Hof</strong> ist bestätigt.')
  expect(email.html).toContain('>Bestellung und Tickets ansehen</a>')
})

test('The confirmation email has a tax line: added tax before the total, included tax after it, with the rate in the buyer’s language', () => {
  const added = computeOrderConfirmationEmail({ ...ORDER, currency: 'USD', subtotal: usd(2500), fees: usd(186), tax: usd(222), tax_mode: 'added', tax_rate_percent: '8.875', total: usd(2908) }, EVENT, [], 'en_US')
  expect(added.text).toContain('Fees: $1.86\nTax (8.875%): $2.22\nTotal: $29.08')
  const included = computeOrderConfirmationEmail({ ...ORDER, subtotal: eur(2400), fees: eur(183), tax: eur(400), tax_mode: 'included', tax_rate_percent: '20', total: eur(2583) }, EVENT, [], 'de_DE')
  expect(included.text).toContain('Gesamt: 25,83\u00a0€\nEnthaltene Steuer (20 %): 4,00\u00a0€')
  const germanRate = computeOrderConfirmationEmail({ ...ORDER, tax: eur(17), tax_mode: 'added', tax_rate_percent: '8.875' }, EVENT, [], 'de_DE')
  expect(germanRate.text).toContain('Steuer (8,875 %)')
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
      'When: Saturday, March 7, 2026 at 8:00 PM Central European Time',
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
    '<p>Hi Anna,</p><p>Your order #42 for <strong>Jazz im Hof</strong> is confirmed.</p><p>When: Saturday, March 7, 2026 at 8:00 PM Central European Time</p><ul><li>Stehplatz for Ben: ABC-123</li></ul><p>Total: €1,247.06</p><p><a href="https://tessera.example/orders/42/?token=t">View your order and tickets</a></p>',
  )
})

test('A paid order’s confirmation links to its receipt on the site, in the buyer’s language', () => {
  const order: OrderJson = { ...ORDER, receipt_url: '/api/v3/orders/42/receipt.pdf?token=t' }
  const german = computeOrderConfirmationEmail(order, EVENT, [], 'de_DE')
  expect(german.text).toContain('Deine Quittung herunterladen: https://tessera.example/api/v3/orders/42/receipt.pdf?token=t')
  expect(german.html).toContain('<a href="https://tessera.example/api/v3/orders/42/receipt.pdf?token=t">Quittung herunterladen</a>')
  expect(computeOrderConfirmationEmail(order, EVENT, []).text).toContain('Download your receipt: https://tessera.example/api/v3/orders/42/receipt.pdf?token=t')
  // A free order has no receipt, and its email no link to one.
  expect(computeOrderConfirmationEmail(ORDER, EVENT, []).text).not.toContain('receipt')
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

test('A refund email writes its amount as the order and receipt do, with the cents: $50.00, not $50', () => {
  expect(computeRefundConfirmationEmail({ to: 'a@example.com', event: EVENT, orderId: 42, amountMinor: 5_000, currency: 'USD' }).text).toBe(
    'Your order #42 has been refunded ($50.00). Its tickets are no longer valid.',
  )
  expect(computeRefundConfirmationEmail({ to: 'a@example.com', event: EVENT, orderId: 42, amountMinor: 1_500, currency: 'JPY' }).text).toContain('(¥1,500)')
})

test('The email that confirms a refund asked through an order link writes the amount in the buyer’s language', () => {
  const base = { to: 'a@example.com', orderId: 42, eventName: 'Jazz im Hof', tickets: 'AB12-CD34', amountMinor: 2_550, currency: 'EUR', url: 'https://x/c', minutes: 30 }
  expect(computeOrderActionConfirmEmail({ ...base, locale: 'de_DE' }).text).toContain('25,50\u00a0€')
  expect(computeOrderActionConfirmEmail({ ...base, currency: 'USD' }).text).toContain('$25.50')
})

test('Joining a waitlist is confirmed by email with the place in line and how long an offer will hold', () => {
  const joined = computeWaitlistJoinedEmail({ to: 'a@example.com', event: EVENT, className: 'Parterre', quantity: 2, position: 3, offerHours: 24 })
  expect(joined.subject).toBe('You are on the waitlist: Jazz im Hof')
  expect(joined.text).toContain('You are on the waitlist for 2 "Parterre" tickets to Jazz im Hof: number 3 in line.')
  expect(joined.text).toContain('You will then have 24 hours to complete your purchase.')
  expect(joined.text).not.toContain('wait-list')
  const german = computeWaitlistJoinedEmail({ to: 'a@example.com', event: EVENT, className: 'Parterre', quantity: 1, position: 1, offerHours: 24, locale: 'de_DE' })
  expect(german.text).toContain('Du stehst auf der Warteliste für 1 Ticket „Parterre“ für Jazz im Hof, an Platz 1.')
})

test('The "Find my tickets" email carries the link and says how long it works, in the asker’s language', () => {
  const lookup = computeOrderLookupEmail({ to: 'a@example.com', url: 'https://x/mytickets/find/?token=t', hours: 24, locale: 'sv_SE' })
  expect(lookup.subject).toBe('Dina beställningar på Tessera')
  expect(lookup.text).toContain('Den fungerar i 24 timmar:\n\nhttps://x/mytickets/find/?token=t\n')
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

test('The confirmation says where the event is with a map link, offers Add to calendar and shows each QR code inline', () => {
  const order: OrderJson = { ...ORDER, currency: 'USD', subtotal: usd(13_000), fees: usd(0), total: usd(13_000), event_url: '/e/jazz-im-hof-tickets-7/' }
  const event: EmailEvent = { ...EVENT, timeZone: 'America/New_York', place: { online: false, venue: { name: 'Pier Hall', address: '1 Quay St, New York, NY 10001', latitude: 40.7, longitude: -74 } } }
  const qr = { filename: 'ticket-ABC-123.png', contentType: 'image/png', contentBase64: 'iVBORw0K', contentId: 'ticket-ABC-123@tessera' }
  const email = computeOrderConfirmationEmail(order, event, [qr])
  expect(email.text).toContain('When: Saturday, March 7, 2026 at 2:00 PM Eastern Time\nWhere: Pier Hall, 1 Quay St, New York, NY 10001\nMap: https://www.openstreetmap.org/?mlat=40.7&mlon=-74#map=17/40.7/-74')
  expect(email.text).toContain('Add to calendar: https://tessera.example/e/jazz-im-hof-tickets-7/calendar.ics')
  expect(email.text).not.toContain('America/New_York')
  // One format for every amount: "$130.00", never "$130".
  expect(email.text).toContain('Total: $130.00')
  expect(email.html).toContain('<p>Total: $130.00</p>')
  expect(email.html).toContain('<p>Where: Pier Hall, 1 Quay St, New York, NY 10001 <a href="https://www.openstreetmap.org/?mlat=40.7&#38;mlon=-74#map=17/40.7/-74">Open the map</a></p>')
  expect(email.html).toContain('<a href="https://tessera.example/e/jazz-im-hof-tickets-7/calendar.ics">Add to calendar</a>')
  expect(email.html).toContain('<li>Stehplatz for Ben: ABC-123<br><img src="cid:ticket-ABC-123@tessera" alt="QR code for ticket ABC-123" width="200" height="200"></li>')
  // A refunded ticket gets no image even if one were attached.
  const refunded = computeOrderConfirmationEmail({ ...order, tickets: order.tickets.map((t) => ({ ...t, status: 'refunded' })) }, event, [qr])
  expect(refunded.html).not.toContain('<img')
})

test('An online event’s confirmation says it is online, with its joining link, in the buyer’s language', () => {
  const order: OrderJson = { ...ORDER, online_url: 'https://meet.example/room', event_url: '/e/jazz-im-hof-tickets-7/' }
  const email = computeOrderConfirmationEmail(order, { ...EVENT, place: { online: true, venue: null } }, [], 'de_DE')
  expect(email.text).toContain('Wo: Online\nOnline teilnehmen: https://meet.example/room\nZum Kalender hinzufügen: https://tessera.example/e/jazz-im-hof-tickets-7/calendar.ics')
  expect(email.text).not.toContain('openstreetmap')
})
