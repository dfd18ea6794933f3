// @vitest-environment jsdom
// The checkout dialog against issue 19's API contract. The server is not in this test: fetch answers as
// the contract says (statuses, error codes, order fields), so the test checks what the buyer sees and
// what the browser sends. The real server is exercised by the journeys in tests/e2e/tickets/.
import { computeMoneyJson } from '@/core/money/money'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { UserProvider } from '@/components/user/user-provider'
import { CheckoutDialog } from './checkout-dialog'
import type { OrderJson, TicketClassJson } from './checkout-types'
import { buildTicketClassJson } from '../../../tests/factories/build-ticket-class-json'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const general = buildTicketClassJson({ quantity_remaining: 4 })
const vip: TicketClassJson = {
  ...general,
  id: '12',
  name: 'VIP',
  quantity_remaining: 0,
  on_sale_status: 'SOLD_OUT',
}

const usd = (minor: number) => computeMoneyJson(minor, 'USD')

function heldOrder(over: Partial<OrderJson> = {}): OrderJson {
  return {
    id: '501',
    status: 'reserved',
    event_id: '7',
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    currency: 'USD',
    subtotal: usd(5000),
    discount: usd(0),
    fees: usd(374),
    total: usd(5374),
    lines: [{ ticket_class_id: '11', name: 'General', quantity: 2, unit_price: usd(2500), unit_fee: usd(187), discount: usd(0), subtotal: usd(5000) }],
    tickets: [],
    created: new Date().toISOString(),
    access_token: 'signed',
    ...over,
  }
}

type Call = { method: string; url: string; body: unknown; headers: Record<string, string> }

/** Answers fetch as the API contract does; `answer` picks the reply for each call. */
function fakeApi(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      }
      calls.push(call)
      const { status, body } = answer(call)
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      )
    }),
  )
  return calls
}

function renderDialog(props: Partial<Parameters<typeof CheckoutDialog>[0]> = {}) {
  const navigate = vi.fn()
  const onClose = vi.fn()
  render(
    <UserProvider initialUser={null}>
      <CheckoutDialog
        event={{ id: '7', name: 'Jazz Night', timeZone: 'America/New_York' }}
        seriesDates={[]}
        onClose={onClose}
        navigate={navigate}
        {...props}
      />
    </UserProvider>,
  )
  return { navigate, onClose }
}

test('A guest chooses two tickets, sees the server summary and countdown, is declined, retries and reaches the confirmation', async () => {
  let completes = 0
  const calls = fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/'))
      return { status: 200, body: { ticket_classes: [general, vip] } }
    if (call.url === '/api/v3/orders/') return { status: 201, body: { order: heldOrder() } }
    if (call.url.includes('/complete/')) {
      completes++
      const token = (call.body as { payment: { token: string } }).payment.token
      if (token !== 'tok_visa')
        return {
          status: 402,
          body: { error: 'CARD_DECLINED', error_description: 'Your card was declined. Try another card.' },
        }
      return { status: 200, body: { order: heldOrder({ status: 'paid', access_token: 'signed' }) } }
    }
    return { status: 404, body: { error: 'NOT_FOUND' } }
  })
  const user = userEvent.setup()
  const { navigate } = renderDialog()
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })

  const types = await within(dialog).findByRole('list', { name: 'Ticket types' })
  const generalItem = within(types).getAllByRole('listitem')[0]!
  expect(within(generalItem).getByText('$26.87')).toBeDefined() // the server's all-in price
  expect(within(generalItem).getByText('4 left')).toBeDefined()
  expect(within(types).getByRole('button', { name: 'Join waitlist: VIP' })).toBeDefined()
  const add = within(dialog).getByRole('button', { name: 'Add one General ticket' })
  await user.click(add)
  await user.click(add)
  expect(within(dialog).getByRole('group', { name: 'General quantity' }).textContent).toContain('2')
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }))

  const order = calls.find((c) => c.url === '/api/v3/orders/')!
  expect(order.body).toEqual({ event_id: '7', tickets: [{ ticket_class_id: '11', quantity: 2 }] })
  expect(order.headers['Idempotency-Key']).toMatch(/.{16,}/)
  expect(await within(dialog).findByText('Tickets held for')).toBeDefined()
  expect(within(dialog).getByRole('status').textContent).toBe('10 minutes left to complete your order')
  expect(within(dialog).getByText('$53.74')).toBeDefined() // the server's total, not one computed here
  // The breakdown: the line at list price (the server's line subtotal), which the subtotal adds up.
  const summary = within(dialog).getByRole('region', { name: 'Order summary' })
  expect(within(summary).getByText('2 × General')).toBeDefined()
  expect(within(summary).getAllByText('$50.00')).toHaveLength(2)

  await user.type(within(dialog).getByLabelText('Full name'), 'Ada Lovelace')
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  await user.type(within(dialog).getByLabelText('Card number'), '4000 0000 0000 0002')
  await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), '12/34')
  await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123')
  await user.click(within(dialog).getByRole('button', { name: 'Pay $53.74' }))
  expect((await within(dialog).findByRole('alert', {}, { timeout: 2000 })).textContent).toMatch(
    /^Your card was declined. Try another card. Your tickets are still held/,
  )
  expect(navigate).not.toHaveBeenCalled()

  const number = within(dialog).getByLabelText('Card number')
  await user.clear(number)
  await user.type(number, '4242 4242 4242 4242')
  await user.click(within(dialog).getByRole('button', { name: 'Pay $53.74' }))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/501/?token=signed'))
  expect(completes).toBe(2)
  const last = calls.at(-1)!
  // A guest's hold is completed with the signed token that came with it.
  expect(last.url).toBe('/api/v3/orders/501/complete/?token=signed')
  expect(last.body).toEqual({
    buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    payment: { token: 'tok_visa' },
  })
  expect(JSON.stringify(last.body)).not.toContain('4242') // the card number never leaves the browser
})

test('Open discounts and BOGO are announced before choosing, and the summary shows what the server took off', async () => {
  fakeApi((call) =>
    call.url.endsWith('/ticket_classes/')
      ? { status: 200, body: { ticket_classes: [general] } }
      : { status: 201, body: { order: heldOrder({ discount: usd(2500), total: usd(2874) }) } },
  )
  const user = userEvent.setup()
  renderDialog({ event: { id: '7', name: 'Jazz Night', timeZone: 'UTC', bogo: true } })
  expect(await screen.findByText(/^Buy one, get one free/)).toBeDefined()
  await user.click(await screen.findByRole('button', { name: 'Add one General ticket' }))
  await user.click(screen.getByRole('button', { name: 'Add one General ticket' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect((await screen.findByText('Discount')).nextElementSibling?.textContent).toBe('−$25.00')
  expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$28.74')
})

test('A class whose event adds sales tax at checkout says its all-in price includes fees and tax', async () => {
  const taxed = buildTicketClassJson({ tax: usd(222), display_price: usd(2909) })
  fakeApi(() => ({ status: 200, body: { ticket_classes: [taxed, { ...general, id: '13', name: 'Untaxed' }] } }))
  renderDialog()
  const classes = await screen.findByRole('list', { name: 'Ticket types' })
  const [first, second] = within(classes).getAllByRole('listitem')
  expect(first?.textContent).toContain('$29.09 incl. fees and tax')
  expect(second?.textContent).toContain('$26.87 incl. fees')
  expect(second?.textContent).not.toContain('and tax')
})

test('A refused promo code shows the server reason beside the field and holds nothing', async () => {
  fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/')) return { status: 200, body: { ticket_classes: [general] } }
    const code = (call.body as { discount_code?: string }).discount_code
    const reason = code === 'OLD' ? 'That promo code has expired.' : 'That promo code has been used up.'
    return {
      status: 400,
      body: {
        error: 'DISCOUNT_NOT_APPLICABLE',
        error_description: reason,
        argument_errors: { discount_code: [reason] },
      },
    }
  })
  const user = userEvent.setup()
  renderDialog()
  await user.click(await screen.findByRole('button', { name: 'Add one General ticket' }))
  await user.type(screen.getByLabelText('Promo code'), 'OLD')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('That promo code has expired.')).toBeDefined()
  expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true')
  expect(screen.queryByText('Tickets held for')).toBeNull()
})

test('A hold that expires says so and starting again shows the tickets anew', async () => {
  fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/')) return { status: 200, body: { ticket_classes: [general] } }
    if (call.url.includes('/complete/'))
      return { status: 410, body: { error: 'HOLD_EXPIRED', error_description: 'Expired.' } }
    return { status: 201, body: { order: heldOrder({ total: usd(0), subtotal: usd(0), fees: usd(0) }) } }
  })
  const user = userEvent.setup()
  renderDialog()
  await user.click(await screen.findByRole('button', { name: 'Add one General ticket' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  // A free order has no card form.
  expect(await screen.findByRole('button', { name: 'Complete reservation' })).toBeDefined()
  expect(screen.queryByLabelText('Card number')).toBeNull()
  await user.type(screen.getByLabelText('Full name'), 'Ada')
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.click(screen.getByRole('button', { name: 'Complete reservation' }))
  expect((await screen.findByRole('alert')).textContent).toMatch(/hold expired/)
  await user.click(screen.getByRole('button', { name: 'Start again' }))
  expect(await screen.findByRole('button', { name: 'Add one General ticket' })).toBeDefined()
})

test('A series asks for the date first and then sells that date', async () => {
  const calls = fakeApi(() => ({ status: 200, body: { ticket_classes: [general] } }))
  const user = userEvent.setup()
  renderDialog({
    seriesDates: [
      { id: '8', startUtc: '2026-12-05T00:00:00Z' },
      { id: '9', startUtc: '2026-12-12T00:00:00Z' },
    ],
  })
  const dates = screen.getByRole('navigation', { name: 'Choose a date' })
  await user.click(within(dates).getAllByRole('button')[1]!)
  expect(await screen.findByRole('button', { name: 'Add one General ticket' })).toBeDefined()
  expect(calls.map((c) => c.url)).toEqual(['/api/v3/events/9/ticket_classes/'])
})

test('Joining the waitlist of a sold-out class sends the email and quantity, and says where the confirmation link went', async () => {
  // Two sold-out classes: each offers its own wait-list behind its button.
  const balcony = { ...vip, id: '13', name: 'Balcony' }
  const calls = fakeApi((call) =>
    call.url.endsWith('/ticket_classes/')
      ? { status: 200, body: { ticket_classes: [vip, balcony] } }
      : { status: 201, body: { waitlist_entry: { id: '7', ticket_class_id: '12', email: 'wait@example.com', quantity: 2, status: 'waiting', confirmed: false, position: null, created: '2026-11-30T12:00:00Z' } } },
  )
  const user = userEvent.setup()
  renderDialog()
  await user.click(await screen.findByRole('button', { name: 'Join waitlist: VIP' }))
  const form = screen.getByRole('form', { name: 'Join the waitlist for VIP' })
  await user.type(within(form).getByLabelText('Email'), 'wait@example.com')
  await user.clear(within(form).getByLabelText('Number of tickets'))
  await user.type(within(form).getByLabelText('Number of tickets'), '2')
  await user.click(within(form).getByRole('button', { name: 'Join waitlist' }))
  expect((await screen.findByRole('status')).textContent).toBe(
    'Almost there: we emailed a link to wait@example.com. Open it to confirm your address and take your place on the waitlist.',
  )
  expect(calls.at(-1)).toMatchObject({
    method: 'POST',
    url: '/api/v3/ticket_classes/12/waitlist/',
    body: { email: 'wait@example.com', quantity: 2 },
  })
})

test("The hold's countdown follows the server's clock, not a visitor's clock that is eleven minutes off", async () => {
  // The server says ten minutes are left; by this browser's clock expires_at is already 21 minutes away.
  const skewed = heldOrder({ expires_at: new Date(Date.now() + 21 * 60_000).toISOString(), expires_in_seconds: 600 })
  fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/')) return { status: 200, body: { ticket_classes: [general, vip] } }
    if (call.url === '/api/v3/orders/') return { status: 201, body: { order: skewed } }
    return { status: 404, body: { error: 'NOT_FOUND' } }
  })
  const user = userEvent.setup()
  renderDialog()
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  await user.click(await within(dialog).findByRole('button', { name: 'Add one General ticket' }))
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect(await within(dialog).findByText('Tickets held for')).toBeDefined()
  expect(dialog.querySelector('time')?.textContent).toMatch(/^(10:00|9:5\d)$/)
  expect(within(dialog).getByRole('status').textContent).toBe('10 minutes left to complete your order')
})

test('A German page’s checkout speaks German, with German prices and the refusal in its words', async () => {
  const { default: germanCheckout } = await import('@/messages/de/checkout.json')
  fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/')) return { status: 200, body: { ticket_classes: [general, vip] } }
    if (call.url === '/api/v3/orders/') return { status: 409, body: { error: 'SOLD_OUT', error_description: 'Those tickets just sold out.' } }
    return { status: 404, body: { error: 'NOT_FOUND' } }
  })
  const user = userEvent.setup()
  renderDialog({ texts: germanCheckout, locale: 'de-DE', event: { id: '7', name: 'Jazz Night', timeZone: 'Europe/Berlin', contentLang: 'en-US' } })
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  expect(within(dialog).getByRole('heading', { name: 'Jazz Night' }).getAttribute('lang')).toBe('en-US')
  const types = await within(dialog).findByRole('list', { name: 'Ticketarten' })
  const generalItem = within(types).getAllByRole('listitem')[0]!
  expect(within(generalItem).getByText('26,87 $')).toBeDefined()
  expect(within(generalItem).getByText('Noch 4')).toBeDefined()
  expect(within(types).getByRole('button', { name: 'Auf die Warteliste: VIP' })).toBeDefined()
  await user.click(within(dialog).getByRole('button', { name: 'Weiter' }))
  expect((await within(dialog).findByRole('alert')).textContent).toBe('Wähle mindestens ein Ticket.')
  await user.click(within(dialog).getByRole('button', { name: 'Ein Ticket General hinzufügen' }))
  await user.click(within(dialog).getByRole('button', { name: 'Weiter' }))
  await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Diese Tickets sind gerade ausverkauft.'))
  expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeDefined()
})

test('A sold-out event’s checkout offers the wait-list at once, with no promo code field and no Continue', async () => {
  const calls = fakeApi((call) =>
    call.url.endsWith('/ticket_classes/')
      ? { status: 200, body: { ticket_classes: [vip] } }
      : { status: 201, body: { waitlist_entry: { id: '1', email: 'wait@example.com', confirmed: false, position: null } } },
  )
  const user = userEvent.setup()
  renderDialog({ event: { id: '7', name: 'Jazz Night', timeZone: 'UTC', bogo: true, openDiscount: true } })
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  const form = await within(dialog).findByRole('form', { name: 'Join the waitlist for VIP' })
  expect(within(dialog).getByText('Join the waitlist and we will email you if tickets free up.')).toBeDefined()
  expect(within(dialog).getByText('Sold out')).toBeDefined()
  expect(within(dialog).queryByLabelText('Promo code')).toBeNull()
  expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull()
  expect(within(dialog).queryByRole('button', { name: /^Add one/ })).toBeNull()
  // Nothing to buy, so no offer to apply either.
  expect(within(dialog).queryByText(/^Buy one, get one free/)).toBeNull()
  expect(within(dialog).queryByText(/^A discount is on/)).toBeNull()
  await user.type(within(form).getByLabelText('Email'), 'wait@example.com')
  await user.click(within(form).getByRole('button', { name: 'Join waitlist' }))
  expect(await within(dialog).findByText('Almost there: we emailed a link to wait@example.com. Open it to confirm your address and take your place on the waitlist.')).toBeDefined()
  expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/v3/ticket_classes/12/waitlist/', body: { email: 'wait@example.com', quantity: 1 } })
})

test('A cancelled event’s checkout offers nothing for sale and says the event is cancelled', async () => {
  fakeApi(() => ({ status: 200, body: { ticket_classes: [general, vip] } }))
  renderDialog({ event: { id: '7', name: 'Jazz Night', timeZone: 'UTC', status: 'cancelled' } })
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  expect(await within(dialog).findByText('This event has been cancelled. Tickets are no longer on sale.')).toBeDefined()
  expect(within(dialog).queryByRole('list', { name: 'Ticket types' })).toBeNull()
  expect(within(dialog).queryByLabelText('Promo code')).toBeNull()
  expect(within(dialog).queryByRole('button', { name: /Continue|Join waitlist|Add one/ })).toBeNull()
  expect(dialog.textContent).not.toMatch(/\$|Available/)
})

test('A buyer over the hold limit, then over the payment attempts, reads why and what to do (issue 39, decision 049)', async () => {
  const holdRefusal = 'You already hold 10 tickets for this event; at most 10 can be held at once. Complete or cancel the orders you are holding, or wait for them to expire, then try again.'
  let holds = 0
  fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/')) return { status: 200, body: { ticket_classes: [general, vip] } }
    if (call.url === '/api/v3/orders/') {
      holds++
      if (holds === 1) return { status: 429, body: { error: 'TOO_MANY_HOLDS', error_description: holdRefusal, limit: '10', held: '10' } }
      return { status: 201, body: { order: heldOrder() } }
    }
    if (call.url.includes('/complete/'))
      return { status: 429, body: { error: 'TOO_MANY_PAYMENT_ATTEMPTS', error_description: 'Too many payment attempts. For your security, payments for this order are paused for a while; your card was not charged. Try again later.' } }
    return { status: 404, body: { error: 'NOT_FOUND' } }
  })
  const user = userEvent.setup()
  renderDialog()
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  await user.click(await within(dialog).findByRole('button', { name: 'Add one General ticket' }))
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
  await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(holdRefusal))

  await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
  expect(await within(dialog).findByText('Tickets held for')).toBeDefined()
  await user.type(within(dialog).getByLabelText('Full name'), 'Ada Lovelace')
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
  await user.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242')
  await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), '12/34')
  await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123')
  await user.click(within(dialog).getByRole('button', { name: 'Pay $53.74' }))
  await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/^Too many payment attempts\. .*your card was not charged/))
})

test('In German the hold limit is explained in German', async () => {
  const { default: germanCheckout } = await import('@/messages/de/checkout.json')
  fakeApi((call) => {
    if (call.url.endsWith('/ticket_classes/')) return { status: 200, body: { ticket_classes: [general, vip] } }
    if (call.url === '/api/v3/orders/') return { status: 429, body: { error: 'TOO_MANY_HOLDS', error_description: 'You already hold 10 tickets for this event.' } }
    return { status: 404, body: { error: 'NOT_FOUND' } }
  })
  const user = userEvent.setup()
  renderDialog({ texts: germanCheckout, locale: 'de-DE', event: { id: '7', name: 'Jazz Night', timeZone: 'Europe/Berlin', contentLang: 'en-US' } })
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  await user.click(await within(dialog).findByRole('button', { name: 'Ein Ticket General hinzufügen' }))
  await user.click(within(dialog).getByRole('button', { name: 'Weiter' }))
  await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(germanCheckout.errors.TOO_MANY_HOLDS))
})

test('The dialog names the event’s date and adds up the chosen tickets at their all-in prices before Continue', async () => {
  fakeApi((call) =>
    call.url.endsWith('/ticket_classes/')
      ? { status: 200, body: { ticket_classes: [general, { ...general, id: '13', name: 'Balcony', display_price: usd(4030) }] } }
      : { status: 404, body: { error: 'NOT_FOUND' } },
  )
  const user = userEvent.setup()
  renderDialog({ event: { id: '7', name: 'Jazz Night', timeZone: 'America/New_York', startUtc: '2026-03-08T01:00:00Z' } })
  const dialog = screen.getByRole('dialog', { name: 'Jazz Night' })
  // 8 PM in New York on March 7, the event's own day, whatever the test machine's zone.
  expect(within(dialog).getByText(/Mar 7.*8:00\sPM/)).toBeDefined()
  await within(dialog).findByRole('list', { name: 'Ticket types' })
  expect(within(dialog).queryByText('Total')).toBeNull()
  await user.click(within(dialog).getByRole('button', { name: 'Add one General ticket' }))
  await user.click(within(dialog).getByRole('button', { name: 'Add one General ticket' }))
  await user.click(within(dialog).getByRole('button', { name: 'Add one Balcony ticket' }))
  // 2 × $26.87 + $40.30, written as every order amount is.
  expect(within(dialog).getByText('Total').nextElementSibling?.textContent).toBe('$94.04')
  await user.click(within(dialog).getByRole('button', { name: 'Remove one Balcony ticket' }))
  expect(within(dialog).getByText('Total').nextElementSibling?.textContent).toBe('$53.74')
})
