// Issue 19 acceptance: BOGO. An event with a buy-one-get-one offer says so in checkout, and two tickets
// of a class cost one: the summary shows the server's discount.
import { expect, test } from '@playwright/test'
import type { OrderJson } from '../../../src/components/checkout/checkout-types'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, findEventForSale, openCheckout } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('Buy one, get one: two tickets of a class are held for the price of one', async ({ page, request }) => {
  test.setTimeout(90_000)
  const sale = await findEventForSale(request, {
    price: 'paid',
    quantity: 2,
    event: (e) => e.ticket_availability?.has_bogo_tickets === true && !e.ticket_availability.open_discount,
  })
  await page.goto(sale.path)
  const dialog = await openCheckout(page, 'Get tickets')
  await expect(dialog.getByText(/^Buy one, get one free/)).toBeVisible()
  await chooseTickets(dialog, sale.ticketClass.name, 2)
  const held = page.waitForResponse(
    (r) => r.url().endsWith('/api/v3/orders/') && r.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const { order } = (await (await held).json()) as { order: OrderJson }
  expect(order.discount).toBe(sale.ticketClass.cost!.value)
  const summary = dialog.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByText('Discount')).toBeVisible()
  await expect(summary).toContainText(`−${sale.ticketClass.cost!.display}`)
  await expectNoSeriousAxeViolations(page)
})
