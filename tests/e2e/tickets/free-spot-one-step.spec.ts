// Issue 38 point 6 at 1280 and 375 px: a signed-in visitor reserves a free spot in one step (no $0
// summary, no hold timer); the free event says "you can cancel your spot" (never "Tickets cannot be
// refunded", whatever policy the organizer left set), and cancelling the spot works.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { newClient, signUp } from '../../api/helpers/accounts'
import { browseAs } from '../creators/helpers'
import { atEachViewport } from '../viewports'
import { chooseTickets, createEventForSale, openCheckout, remainingOf } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('A signed-in visitor reserves a free spot with one button, then cancels it', async ({ page, request, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: 'Free Spot Meetup', priceMinor: 0, refundPolicy: 'none' })
    // Signed in through the API (the sign-up page has journeys of its own), its session used by the browser.
    const visitor = await newClient(playwright, baseURL!)
    await signUp(visitor, { fullName: 'Frea Spot' })
    await browseAs(page, visitor)
    const before = await remainingOf(request, sale.id, sale.ticketClass.id)
    await page.goto(sale.path)
    const policy = page.getByRole('region', { name: 'Refund policy' })
    await expect(policy).toContainText('Free event: you can cancel your spot at any time before it starts.')
    await expect(page.getByText('Tickets cannot be refunded')).toHaveCount(0)

    const dialog = await openCheckout(page, 'Reserve a spot')
    await expect(dialog.getByLabel('Promo code')).toHaveCount(0)
    await chooseTickets(dialog, sale.ticketClass.name, 1)
    await page.screenshot({ path: test.info().outputPath('free-dialog.png') })
    await dialog.getByRole('button', { name: 'Reserve my spot' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    await expect(page.getByText('Subtotal')).toHaveCount(0)
    await expect(page.getByText('Fees')).toHaveCount(0)
    await expect(page.getByText(/Tickets held for|left to complete your order/)).toHaveCount(0)
    expect(await remainingOf(request, sale.id, sale.ticketClass.id)).toBe(before - 1)
    const spot = page.getByRole('region', { name: 'Your spot' })
    await expect(spot).toContainText('You can cancel your spot until the event starts')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('free-confirmation.png'), fullPage: true })

    await spot.getByRole('button', { name: 'Cancel my spot' }).click()
    await page.getByRole('button', { name: 'Yes, cancel my spot' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your spot is cancelled.' })).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spot cancelled')
    expect(await remainingOf(request, sale.id, sale.ticketClass.id)).toBe(before)
    await expectNoSeriousAxeViolations(page)
    await visitor.api.dispose()
    await sale.organizer.api.dispose()
  })
})
