// Issue 19 acceptance at 375 px: the phone's sticky button opens checkout full screen; a declined card
// shows a clear message and the buyer retries within the same hold.
import { expect, test } from '../fixtures'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, createEventForSale, fillBuyer, fillCard } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 375, height: 740 } })

test('On a phone a declined card says so and the same hold is paid with another card', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const sale = await createEventForSale(playwright, baseURL!, {
    name: 'Phone Checkout Night',
    priceMinor: 2500,
  })
  await page.goto(sale.path)
  // The sticky copy of the button sits at the bottom of the screen.
  const sticky = page.getByRole('button', { name: 'Get tickets' }).last()
  const box = await sticky.boundingBox()
  expect(box!.y + box!.height).toBeGreaterThan(740 - 80)
  await sticky.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('list', { name: 'Ticket types' })).toBeVisible()
  const dialogBox = await dialog.boundingBox()
  expect(dialogBox!.width).toBe(375) // full screen
  await expectNoSeriousAxeViolations(page)

  await chooseTickets(dialog, sale.ticketClass.name, 1)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.locator('time').filter({ hasText: /^\d+:\d\d$/ })).toHaveText(/^(10:00|9:\d\d)$/)
  await fillBuyer(dialog, 'Dee Clined', uniqueEmail('declined'))
  await fillCard(dialog, '4000 0000 0000 0002')
  await dialog.getByRole('button', { name: /^Pay / }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'declined' })).toContainText(
    'Your tickets are still held',
  )
  await expectNoSeriousAxeViolations(page)

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242')
  await dialog.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
  await expectNoSeriousAxeViolations(page)
})
