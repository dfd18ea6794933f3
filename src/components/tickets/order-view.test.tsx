// @vitest-environment jsdom
import { computeMoneyJson } from '@/core/money/money'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

const eur = (minor: number) => computeMoneyJson(minor, 'EUR')

const paidOrder: OrderJson = {
  id: '501',
  status: 'paid',
  event_id: '7',
  event_name: 'Jazz Night',
  event_start: '2026-12-05T19:00:00.000Z',
  event_timezone: 'Europe/Berlin',
  expires_at: null,
  currency: 'EUR',
  subtotal: eur(5000),
  discount: eur(0),
  fees: eur(374),
  total: eur(5374),
  lines: [{ ticket_class_id: '11', name: 'General', quantity: 1, unit_price: eur(5000), unit_fee: eur(374), discount: eur(0), subtotal: eur(5000) }],
  tickets: [{ id: '9', code: 'abc', printed_code: 'ABC-123', qr_url: '/qr/9.svg', ticket_class_id: '11', status: 'valid' }],
  created: '2026-11-20T12:00:00.000Z',
  access_token: 'signed',
  buyer: { name: 'Ada', email: 'ada@example.com' },
  refund_mode: 'at_once',
}

/** The order page on a German site, its order answered by the server as `order`. */
function renderGermanOrderPage(order: OrderJson) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ order }), { status: 200, headers: { 'Content-Type': 'application/json' } }))),
  )
  render(
    <UserProvider initialUser={null}>
      <TicketsMessagesProvider texts={germanTickets} checkoutTexts={germanCheckout} locale="de-DE" pathPrefix="/de-de">
        <OrderView orderId="501" token="signed" />
      </TicketsMessagesProvider>
    </UserProvider>,
  )
}

test('A German order page confirms the order in German, with euros, the event time and links in German', async () => {
  renderGermanOrderPage(paidOrder)
  expect(await screen.findByRole('heading', { level: 1, name: 'Du bist dabei!' })).toBeDefined()
  expect(screen.getByText('Bestellung Nr. 501 · Jazz Night')).toBeDefined()
  expect(screen.getByText(/^Samstag, 5\. Dezember 2026 um 20:00/)).toBeDefined()
  expect(screen.getByText('Wir haben deine Tickets an ada@example.com geschickt.')).toBeDefined()
  expect(screen.getByRole('heading', { name: 'Bestellübersicht' })).toBeDefined()
  expect(screen.getByText('53,74 €')).toBeDefined()
  expect(screen.getByText('Status: gültig')).toBeDefined()
  const view = screen.getByRole('link', { name: 'Ticket ansehen und drucken' })
  expect(view.getAttribute('href')).toMatch(/^\/de-de\/orders\/501\/tickets\/9\/?\?token=signed$/)
  expect(screen.getByRole('button', { name: 'Jetzt erstatten' })).toBeDefined()
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

test('A paid order links to its receipt and offers an invoice form; a free order has neither', async () => {
  const receipt = '/api/v3/orders/501/receipt.pdf?token=signed'
  const answer = (order: OrderJson) => () => Promise.resolve(new Response(JSON.stringify({ order }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
  vi.stubGlobal('fetch', vi.fn(answer({ ...paidOrder, receipt_url: receipt })))
  const page = () => (
    <UserProvider initialUser={null}>
      <TicketsMessagesProvider texts={germanTickets} checkoutTexts={germanCheckout} locale="de-DE" pathPrefix="/de-de">
        <OrderView orderId="501" token="signed" />
      </TicketsMessagesProvider>
    </UserProvider>
  )
  render(page())
  expect((await screen.findByRole('link', { name: 'Quittung herunterladen' })).getAttribute('href')).toBe(receipt)
  expect(screen.getByRole('form', { name: 'Rechnung für ein Unternehmen' })).toBeDefined()
  expect(screen.getByLabelText('Firmenname')).toBeDefined()
  cleanup()

  vi.stubGlobal('fetch', vi.fn(answer({ ...paidOrder, total: eur(0), fees: eur(0), subtotal: eur(0), receipt_url: null })))
  render(page())
  expect(await screen.findByRole('heading', { level: 1, name: 'Du bist dabei!' })).toBeDefined()
  expect(screen.queryByRole('link', { name: 'Quittung herunterladen' })).toBeNull()
  expect(screen.queryByRole('form', { name: 'Rechnung für ein Unternehmen' })).toBeNull()
})

const money = (value: number) => computeMoneyJson(value, 'USD')
const twoTickets: OrderJson = {
  ...paidOrder,
  id: '601',
  currency: 'USD',
  subtotal: money(5000),
  fees: money(400),
  total: money(5400),
  costs: { subtotal: money(5000), discount: money(0), fees: money(400), tax: money(0), total: money(5400) },
  lines: [{ ticket_class_id: '11', name: 'General', quantity: 2, unit_price: money(2500), unit_fee: money(200), discount: money(0), subtotal: money(5000) }],
  tickets: [
    { id: '21', code: 'a', printed_code: 'AAA-111', qr_url: '/qr/21.svg', ticket_class_id: '11', status: 'valid', refund_value: money(2700) },
    { id: '22', code: 'b', printed_code: 'BBB-222', qr_url: '/qr/22.svg', ticket_class_id: '11', status: 'valid', refund_value: money(2700) },
  ],
}

/** The order page of `order`, whose refund call answers `refund` (and records what was sent). */
function renderRefundable(order: OrderJson, refund: { status: 'granted' | 'requested'; amount: ReturnType<typeof money> }) {
  const sent: unknown[] = []
  const after: OrderJson = { ...order, status: 'partially_refunded', tickets: order.tickets.map((t, i) => (i === 0 ? { ...t, status: 'refunded' } : t)) }
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = url.includes('/refund_requests/')
        ? (sent.push(JSON.parse(init?.body as string)), { order: refund.status === 'granted' ? after : order, refund: { ...refund, currency: 'USD' } })
        : { order }
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    }),
  )
  render(
    <UserProvider initialUser={null}>
      <OrderView orderId={order.id} token="signed" />
    </UserProvider>,
  )
  return sent
}

test('Refunding one of two tickets shows its amount, asks to confirm, refunds only it and says when the money arrives', async () => {
  const user = userEvent.setup()
  const sent = renderRefundable(twoTickets, { status: 'granted', amount: money(2700) })
  const refund = await screen.findByRole('form', { name: 'Refund' })
  expect(within(refund).getByText('Refund amount: $54.00')).toBeDefined()
  await user.click(within(refund).getByRole('checkbox', { name: /Ticket 2 of 2/ }))
  expect(within(refund).getByText('Refund amount: $27.00')).toBeDefined()
  await user.click(within(refund).getByRole('button', { name: 'Refund now' }))
  expect(sent).toEqual([]) // nothing is refunded before the buyer confirms
  expect(screen.getByText('Refund $27.00 now? The chosen tickets stop working at once.')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Yes, refund $27.00' }))
  const result = await screen.findByRole('status')
  expect(result.textContent).toBe('Refunded $27.00. The money reaches your card in 5–10 business days.')
  expect(document.activeElement).toBe(result)
  expect(sent).toEqual([{ reason: '', ticket_ids: ['21'] }])
})

test('Where the organizer decides, the button sends a request with the reason and says the organizer replies', async () => {
  const user = userEvent.setup()
  const sent = renderRefundable({ ...twoTickets, refund_mode: 'request' }, { status: 'requested', amount: money(5400) })
  const refund = await screen.findByRole('form', { name: 'Refund' })
  expect(within(refund).queryByRole('button', { name: 'Refund now' })).toBeNull()
  await user.type(within(refund).getByLabelText('Reason (optional)'), 'I am ill')
  await user.click(within(refund).getByRole('button', { name: 'Send refund request' }))
  await user.click(screen.getByRole('button', { name: 'Yes, send the request' }))
  expect((await screen.findByRole('status')).textContent).toMatch(/^Your request for \$54\.00 was sent to the organizer/)
  expect(sent).toEqual([{ reason: 'I am ill', ticket_ids: ['21', '22'] }])
})

test('A free spot shows no amounts and is cancelled after one confirmation', async () => {
  const user = userEvent.setup()
  const free: OrderJson = { ...twoTickets, subtotal: money(0), fees: money(0), total: money(0), costs: { subtotal: money(0), discount: money(0), fees: money(0), tax: money(0), total: money(0) }, tickets: [{ ...twoTickets.tickets[0]!, refund_value: money(0) }] }
  const sent = renderRefundable(free, { status: 'granted', amount: money(0) })
  expect(await screen.findByRole('heading', { name: 'Your spot' })).toBeDefined()
  expect(screen.queryByText('Subtotal')).toBeNull()
  expect(screen.getByText('You can cancel your spot until the event starts, so someone else can come.')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Cancel my spot' }))
  await user.click(screen.getByRole('button', { name: 'Yes, cancel my spot' }))
  expect((await screen.findByRole('status')).textContent).toBe('Your spot is cancelled.')
  expect(sent).toEqual([{ reason: '', ticket_ids: ['21'] }])
})

test('An expired order whose late payment was refunded says why and how much went back, in the page\'s language', async () => {
  const late: OrderJson = {
    ...paidOrder,
    status: 'expired',
    tickets: [],
    discount_code: 'ONCE',
    late_payment_refund: { reason: 'promo_code_used_up', amount: eur(2687), description: 'Your payment arrived after your hold had expired.' },
  }
  renderGermanOrderPage(late)
  expect(await screen.findByRole('heading', { level: 1, name: 'Diese Reservierung ist abgelaufen' })).toBeDefined()
  expect(screen.getByText(/Aktionscode dieser Bestellung aufgebraucht\. Wir haben 26,87 € vollständig erstattet/)).toBeDefined()
  expect(screen.queryByRole('heading', { name: 'Deine Tickets' })).toBeNull()
})

test('Through the order’s link a refund says a confirmation was emailed, to a masked address, and changes nothing', async () => {
  const user = userEvent.setup()
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const [body, status] = url.includes('/refund_requests/') ? [{ confirmation: 'emailed', email: 'b•••@example.com' }, 202] : [{ order: twoTickets }, 200]
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
    }),
  )
  render(
    <UserProvider initialUser={null}>
      <OrderView orderId={twoTickets.id} token="signed" />
    </UserProvider>,
  )
  const refund = await screen.findByRole('form', { name: 'Refund' })
  await user.click(within(refund).getByRole('button', { name: 'Refund now' }))
  await user.click(screen.getByRole('button', { name: 'Yes, refund $54.00' }))
  const result = await screen.findByRole('status')
  expect(result.textContent).toBe('Check your email: we sent a link to b•••@example.com. Open it within 30 minutes to confirm the refund. Nothing has changed yet.')
  expect(document.activeElement).toBe(result)
  expect(screen.getAllByText('Status: valid')).toHaveLength(2)
})

test('A link that no longer opens its order says so and offers the order lookup, not a bare “not found”', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: 'NOT_FOUND', error_description: 'There is no such order.' }), { status: 404, headers: { 'Content-Type': 'application/json' } }))),
  )
  render(
    <UserProvider initialUser={null}>
      <OrderView orderId="77" token="an-old-link" />
    </UserProvider>,
  )
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This link no longer works')
  expect(screen.getByRole('textbox', { name: 'Email address' })).toBeDefined()
  expect(screen.getByRole('button', { name: 'Email me a link' })).toBeDefined()
})

test('A German order page offers each transferable ticket a Transfer button and says until when, and marks a transferred ticket', async () => {
  renderGermanOrderPage({
    ...paidOrder,
    transfer_until: '2026-12-04T19:00:00.000Z',
    tickets: [
      { ...paidOrder.tickets[0]!, status: 'transferred', transferable: false },
      { id: '10', code: 'def', printed_code: 'DEF-456', qr_url: '/qr/10.svg', ticket_class_id: '11', status: 'valid', attendee_name: 'Milo', transferable: true },
    ],
  })
  expect(await screen.findByText(/^Du kannst Tickets bis Freitag, 4\. Dezember 2026 um 20:00/)).toBeDefined()
  expect(screen.getByText('Übertragen – kein gültiger Einlass')).toBeDefined()
  expect(screen.queryByRole('button', { name: 'Ticket 1 von 2 übertragen' })).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Ticket 2 von 2 übertragen' }))
  const dialog = screen.getByRole('dialog', { name: 'Ticket 2 von 2 übertragen' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }))
  expect(within(dialog).getByText('Gib den Namen ein.')).toBeDefined()
})
