// Issue 19 §1, all-in prices: a ticket of 25.00 sold here costs 26.87 with the buyer's fee, and that is the
// price on the results card, on the event page (range and class list), in its JSON-LD offer and in the
// checkout's class list; the checkout's summary then breaks it down and charges exactly that.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, continueToHold, createEventForSale, openCheckout } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('The card, the event page, its JSON-LD and the checkout show one all-in price, and the buyer pays it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const word = `zqprice${Date.now().toString(36)}`
  const sale = await createEventForSale(playwright, baseURL!, {
    name: `Lantern Price Check ${word}`,
    priceMinor: 2500,
  })
  const allIn = sale.ticketClass.display_price!.display
  expect(allIn).toBe('$26.87')

  // The results card.
  await page.goto(`/d/ny--new-york/events/${word}/`)
  const card = page.getByRole('article').filter({ hasText: sale.name })
  await expect(card).toContainText(`From ${allIn}`)
  await expectNoSeriousAxeViolations(page)

  // The event page: price range, class list, JSON-LD offer.
  await page.goto(sale.path)
  const tickets = page.getByRole('complementary', { name: 'Get tickets' })
  await expect(tickets.getByText(allIn, { exact: true }).first()).toBeVisible()
  const pageClass = tickets
    .getByRole('list', { name: 'Ticket types' })
    .getByRole('listitem')
    .filter({ hasText: sale.ticketClass.name })
  await expect(pageClass).toContainText(`${allIn} incl. fees`)
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as {
    offers: { price: string }
  }
  expect(jsonLd.offers.price).toBe('26.87')
  await expectNoSeriousAxeViolations(page)

  // The checkout's class list says the same; the summary breaks it down; the total is that price.
  const dialog = await openCheckout(page, 'Get tickets')
  const checkoutClass = dialog
    .getByRole('list', { name: 'Ticket types' })
    .getByRole('listitem')
    .filter({ hasText: sale.ticketClass.name })
  await expect(checkoutClass).toContainText(allIn)
  await chooseTickets(dialog, sale.ticketClass.name, 1)
  const order = await continueToHold(page, dialog)
  expect(order).toMatchObject({ subtotal: { value: 2500 }, fees: { value: 187 }, discount: { value: 0 }, total: { value: 2687 } })
  const summary = dialog.getByRole('region', { name: 'Order summary' })
  await expect(summary).toContainText(`1 × ${sale.ticketClass.name}`)
  await expect(summary).toContainText('Subtotal$25.00')
  await expect(summary).toContainText('Fees$1.87')
  await expect(summary).toContainText(`Total${allIn}`)
  await expect(dialog.getByRole('button', { name: `Pay ${allIn}` })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
