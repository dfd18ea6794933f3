// Issue 19 acceptance: a hold counts against what remains until it expires, then frees its tickets by
// itself; paying after that says the hold expired and offers to start again. The server's ticketing
// clock is moved forward through the test-only clock endpoint (TEST_CLOCK=1, staff only).
import { expect, test } from '../fixtures'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import {
  advanceTestClock,
  chooseTickets,
  createEventForSale,
  fillBuyer,
  fillCard,
  openCheckout,
  remainingOf,
  staffClient,
} from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('A hold that expires frees its tickets, and paying then says so and starts again', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Late Payer Evening',
    priceMinor: 2500,
  })
  const before = await remainingOf(request, sale.id, sale.ticketClass.id)
  await page.goto(sale.path)
  const dialog = await openCheckout(page, 'Get tickets')
  await chooseTickets(dialog, sale.ticketClass.name, 2)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.locator('time').filter({ hasText: /^\d+:\d\d$/ })).toBeVisible()
  expect(await remainingOf(request, sale.id, sale.ticketClass.id)).toBe(before - 2)

  const staff = await staffClient(playwright, baseURL!)
  await advanceTestClock(staff, sale.id, 11 * 60)
  // The event is this journey's own, so exactly our two come back.
  expect(await remainingOf(request, sale.id, sale.ticketClass.id)).toBe(before)

  await fillBuyer(dialog, 'Lou Late', uniqueEmail('late'))
  await fillCard(dialog, '4242 4242 4242 4242')
  await dialog.getByRole('button', { name: /^Pay / }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Time is up: your hold expired and the tickets were released.',
  )
  await expectNoSeriousAxeViolations(page)
  await dialog.getByRole('button', { name: 'Start again' }).click()
  await expect(dialog.getByRole('button', { name: `Add one ${sale.ticketClass.name} ticket` })).toBeVisible()
})
