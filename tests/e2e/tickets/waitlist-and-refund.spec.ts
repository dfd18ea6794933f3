// Issue 19 acceptance: a sold-out class → join the wait-list → a cancellation → the offer email → a
// purchase through its link; and an attendee's refund where the event's policy allows.
import { expect, test } from '../fixtures'
import type { OrderJson } from '../../../src/components/checkout/checkout-types'
import { jsonHeaders, newClient, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { createEventForSale, fillCard, findEmail, holdOverApi, staffClient } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('A sold-out class takes a wait-list entry, and a cancellation sends an offer link that completes a purchase', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // A class of three, which another buyer can hold entirely in one order (up to ten per order).
  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Small Room Recital',
    priceMinor: 2500,
    quantity: 3,
  })
  const other = await newClient(playwright, baseURL!)
  const hold = await holdOverApi(other, sale.id, sale.ticketClass.id, sale.ticketClass.quantity_remaining)

  const email = uniqueEmail('waiter')
  await page.goto(sale.path)
  const dialog = page.getByRole('dialog')
  // Held to the last seat, the class is sold out on the page as in checkout (issue 36): its button offers
  // the wait-list and opens on its form.
  await expect(page.getByRole('button', { name: 'Get tickets' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Join waitlist' }).first().click()
  const item = dialog.getByRole('listitem').filter({ hasText: sale.ticketClass.name }).first()
  await expect(item).toContainText('Sold out')
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
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const buyer = await newClient(playwright, baseURL!)
  // Paid over the API (the browser checkout is proven above), on an event two months away whose policy
  // allows refunds up to 7 days before: a refund is allowed at once.
  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Refundable Recital',
    priceMinor: 2500,
    refundPolicy: '7_days',
  })
  const hold = await holdOverApi(buyer, sale.id, sale.ticketClass.id, 1)
  const res = await buyer.api.post(`/api/v3/orders/${hold.id}/complete/?token=${hold.access_token}`, {
    headers: jsonHeaders(buyer),
    data: { buyer: { name: 'Rae Fund', email: uniqueEmail('refund') }, payment: { token: 'tok_visa' } },
  })
  expect(res.status(), await res.text()).toBe(200)
  const order = ((await res.json()) as { order: OrderJson }).order
  expect(order.refund_allowed, 'a 7-day policy allows a refund two months before').toBe(true)
  await page.goto(`/orders/${order.id}/?token=${order.access_token}`)
  const refund = page.getByRole('region', { name: 'Refund' })
  await refund.getByRole('button', { name: 'Request a refund' }).click()
  await refund.getByLabel('Reason (optional)').fill('Cannot come')
  await refund.getByRole('button', { name: 'Send refund request' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order refunded')
  await expectNoSeriousAxeViolations(page)
})
