// Issue 19 acceptance, keyboard only: a signed-in user reserves a free spot in one step (name and email from
// the account, issue 38) and finds it under Tickets; Escape closes checkout and focus returns to its button.
import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { signUpInBrowser } from '../accounts/helpers'
import { createEventForSale } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

async function tabTo(page: Page, name: string | RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : ''
    })
    if (typeof name === 'string' ? label === name : name.test(label)) return
  }
  throw new Error(`could not reach ${String(name)} with Tab`)
}

test('With the keyboard alone, a signed-in user reserves a free spot and finds it under Tickets', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { name: 'Keyboard Meetup', priceMinor: 0 })
  await signUpInBrowser(page, { fullName: 'Kay Board' })
  await page.goto(sale.path)

  await tabTo(page, 'Reserve a spot')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('list', { name: 'Ticket types' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Reserve a spot' }).first()).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('list', { name: 'Ticket types' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await tabTo(page, `Add one ${sale.ticketClass.name} ticket`)
  for (let i = 0; i < Math.max(1, sale.ticketClass.minimum_quantity); i++) await page.keyboard.press('Enter')
  // One step for a signed-in visitor (issue 38 point 6): the account's name and email are the spot's.
  await tabTo(page, 'Reserve my spot')
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
  await expectNoSeriousAxeViolations(page)
  await page.goto('/mytickets')
  await expect(page).toHaveURL(/\/u\/[^/]+\/$/)
  const upcoming = page.getByRole('listitem').filter({ hasText: sale.name })
  await expect(upcoming).toContainText('Confirmed')
  // The header's Tickets badge counts the order.
  await expect(page.getByRole('link', { name: /^Tickets/ }).first()).toHaveText('Tickets1')
  await expectNoSeriousAxeViolations(page)
})
