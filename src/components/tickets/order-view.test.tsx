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
