// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { UserProvider } from '@/components/user/user-provider'
import germanCheckout from '@/messages/de/checkout.json'
import germanTickets from '@/messages/de/tickets.json'
import type { OrderJson } from '@/components/checkout/checkout-types'
import { OrderView } from './order-view'
import { TicketsMessagesProvider } from './tickets-messages-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const paidOrder: OrderJson = {
  id: '501',
  status: 'paid',
  event_id: '7',
  event_name: 'Jazz Night',
  event_start: '2026-12-05T19:00:00.000Z',
  event_timezone: 'Europe/Berlin',
  expires_at: null,
  currency: 'EUR',
  subtotal: 5000,
  discount: 0,
  fees: 374,
  total: 5374,
  lines: [{ ticket_class_id: '11', name: 'General', quantity: 1, unit_price: 5000, unit_fee: 374, discount: 0, subtotal: 5000 }],
  tickets: [{ id: '9', code: 'abc', printed_code: 'ABC-123', qr_url: '/qr/9.svg', ticket_class_id: '11', status: 'valid' }],
  created: '2026-11-20T12:00:00.000Z',
  access_token: 'signed',
  buyer: { name: 'Ada', email: 'ada@example.com' },
}

test('A German order page confirms the order in German, with euros, the event time and links in German', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ order: paidOrder }), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
  )
  render(
    <UserProvider initialUser={null}>
      <TicketsMessagesProvider texts={germanTickets} checkoutTexts={germanCheckout} locale="de-DE" pathPrefix="/de-de">
        <OrderView orderId="501" token="signed" />
      </TicketsMessagesProvider>
    </UserProvider>,
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'Du bist dabei!' })).toBeDefined()
  expect(screen.getByText('Bestellung Nr. 501 · Jazz Night')).toBeDefined()
  expect(screen.getByText(/^Samstag, 5\. Dezember 2026 um 20:00/)).toBeDefined()
  expect(screen.getByText('Wir haben deine Tickets an ada@example.com geschickt.')).toBeDefined()
  expect(screen.getByRole('heading', { name: 'Bestellübersicht' })).toBeDefined()
  expect(screen.getByText('53,74 €')).toBeDefined()
  expect(screen.getByText('Status: gültig')).toBeDefined()
  const view = screen.getByRole('link', { name: 'Ticket ansehen und drucken' })
  expect(view.getAttribute('href')).toMatch(/^\/de-de\/orders\/501\/tickets\/9\/?\?token=signed$/)
  expect(screen.getByRole('button', { name: 'Erstattung beantragen' })).toBeDefined()
})

test('A refunded ticket shows no QR image, is marked not valid for entry, and its code is struck through', async () => {
  const order: OrderJson = {
    ...paidOrder,
    status: 'partially_refunded',
    tickets: [
      { id: '9', code: 'abc', printed_code: 'ABC-123', qr_url: '/qr/9.svg', ticket_class_id: '11', status: 'valid' },
      { id: '10', code: 'def', printed_code: 'DEF-456', qr_url: '/qr/10.svg', ticket_class_id: '11', status: 'refunded' },
      { id: '11', code: 'ghi', printed_code: 'GHI-789', qr_url: '/qr/11.svg', ticket_class_id: '11', status: 'cancelled' },
    ],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ order }), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
  )
  render(
    <UserProvider initialUser={null}>
      <OrderView orderId="501" token="signed" />
    </UserProvider>,
  )
  const tickets = await screen.findAllByRole('listitem')
  expect(tickets).toHaveLength(3)
  // The valid ticket keeps its QR code; the others have none at all, only their mark.
  const images = screen.getAllByRole('img')
  expect(images.map((img) => img.getAttribute('src'))).toEqual(['/qr/9.svg'])
  expect(images[0]!.getAttribute('alt')).toBe('QR code of ticket ABC-123')
  expect(tickets[1]!.textContent).toContain('Refunded – not valid for entry')
  expect(tickets[2]!.textContent).toContain('Cancelled – not valid for entry')
  expect(tickets[1]!.querySelector('s')?.textContent).toBe('DEF-456')
  expect(tickets[0]!.textContent).not.toContain('not valid for entry')
})
