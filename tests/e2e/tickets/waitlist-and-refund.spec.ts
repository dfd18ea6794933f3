// Issue 19 acceptance: a sold-out class → join the wait-list → a cancellation → the offer email → a
// purchase through its link; and an attendee's refund where the event's policy allows.
import { expect, test } from '@playwright/test'
import type { OrderJson } from '../../../src/components/checkout/checkout-types'
import { jsonHeaders, newClient, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { fillCard, findEmail, findEventForSale, holdOverApi, staffClient } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('A sold-out class takes a wait-list entry, and a cancellation sends an offer link that completes a purchase', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // A class another buyer can hold entirely in one order.
  const sale = await findEventForSale(request, {
    price: 'paid',
    quantity: 1,
    accept: (t) => t.quantity_remaining <= t.maximum_quantity,
  })
  const other = await newClient(playwright, baseURL!)
  const hold = await holdOverApi(other, sale.id, sale.ticketClass.id, sale.ticketClass.quantity_remaining)

  const email = uniqueEmail('waiter')
  await page.goto(sale.path)
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Get tickets' }).first().click()
  const item = dialog.getByRole('listitem').filter({ hasText: sale.ticketClass.name }).first()
  await expect(item).toContainText('Sold out')
  await item.getByRole('button', { name: `Join waitlist: ${sale.ticketClass.name}` }).click()
  const form = dialog.getByRole('form', { name: `Join the waitlist for ${sale.ticketClass.name}` })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Number of tickets').fill('1')
  await form.getByRole('button', { name: 'Join waitlist' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'You are on the waitlist' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  const cancel = await other.api.post(`/api/v3/orders/${hold.id}/cancel/?token=${hold.access_token}`, {
    headers: jsonHeaders(other),
    data: {},
  })
  expect(cancel.status(), await cancel.text()).toBe(200)
  const staff = await staffClient(playwright, baseURL!)
  const offer = await findEmail(staff, email, 'waitlist-offer')
  const link = /https?:\/\/\S+\/orders\/\d+\/\?token=\S+/.exec(offer.text)?.[0]
  expect(link, offer.text).toBeTruthy()
  const url = new URL(link!)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your order')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Full name').fill('Wade Waiter')
  await fillCard(page.locator('main'), '4242 4242 4242 4242')
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
})

test('An attendee asks for a refund where the event allows it and the order says refunded', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const buyer = await newClient(playwright, baseURL!)
  // Paid over the API (the browser checkout is proven above): find an order whose event allows refunds.
  // Only events more than 31 days away: three of the five refund policies the demo data cycles through
  // ("up to 1, 7 or 30 days before") then allow a refund at once, whatever today's date does to the data.
  const from = new Date(Date.now() + 32 * 24 * 3600 * 1000)
  const to = new Date(from.getTime() + 300 * 24 * 3600 * 1000)
  const day = (d: Date) => d.toISOString().slice(0, 10)
  let order: OrderJson | undefined
  const tried = new Set<string>()
  for (let i = 0; i < 15 && !order?.refund_allowed; i++) {
    const sale = await findEventForSale(request, {
      price: 'paid',
      quantity: 1,
      exclude: tried,
      search: `start_date=${day(from)}&end_date=${day(to)}`,
    })
    tried.add(sale.id)
    const hold = await holdOverApi(buyer, sale.id, sale.ticketClass.id, 1)
    const res = await buyer.api.post(`/api/v3/orders/${hold.id}/complete/?token=${hold.access_token}`, {
      headers: jsonHeaders(buyer),
      data: { buyer: { name: 'Rae Fund', email: uniqueEmail('refund') }, payment: { token: 'tok_visa' } },
    })
    order = ((await res.json()) as { order: OrderJson }).order
  }
  expect(order?.refund_allowed, 'an event of the demo data allows refunds at once').toBe(true)
  await page.goto(`/orders/${order!.id}/?token=${order!.access_token}`)
  const refund = page.getByRole('region', { name: 'Refund' })
  await refund.getByRole('button', { name: 'Request a refund' }).click()
  await refund.getByLabel('Reason (optional)').fill('Cannot come')
  await refund.getByRole('button', { name: 'Send refund request' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order refunded')
  await expectNoSeriousAxeViolations(page)
})
