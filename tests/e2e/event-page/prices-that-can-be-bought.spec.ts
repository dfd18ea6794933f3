// Issue 38 point 2 (decision 052): a card and the event page show the prices that can be bought. Free and
// paid classes together read "Free – $26.87"; an early bird whose sales ended no longer gives the "From"
// price; "Only N left" is not said of a small class nothing was taken of.
import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { expectNoSeriousAxeViolations } from '../axe'
import { atEachViewport } from '../viewports'
import { addTicketClass, advanceTestClock, createEventForSale, staffClient } from '../tickets/ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const DAY_MS = 86_400_000

atEachViewport(() => {
  test('A card and the event page read "Free – $X" for free and paid tickets, and "From" the price still on sale', async ({ page, playwright, baseURL }) => {
    const word = `gala${Date.now().toString(36)}`
    const mixed = await createEventForSale(playwright, baseURL!, { name: `Harbor Gala ${word}`, priceMinor: 2500 })
    await addTicketClass(mixed, { name: 'Volunteer', priceMinor: 0, quantity: 10 })
    const sneakers = await createEventForSale(playwright, baseURL!, { name: `Sneaker Swap ${word}`, priceMinor: 1134 })
    await addTicketClass(sneakers, { name: 'Early bird', priceMinor: 875, quantity: 20, extra: { sales_end: new Date(Date.now() + DAY_MS).toISOString() } })
    // Two days on for that event, its early bird's sales have ended.
    await advanceTestClock(await staffClient(playwright, baseURL!), sneakers.id, 2 * 86_400)
    const paidPrice = mixed.ticketClass.display_price!.display
    const generalPrice = sneakers.ticketClass.display_price!.display

    await page.goto(`/d/ny--new-york/events/${word}/`)
    const mixedCard = page.getByRole('article').filter({ hasText: `Harbor Gala ${word}` })
    await expect(mixedCard.getByText(`Free – ${paidPrice}`, { exact: true })).toBeVisible()
    const sneakersCard = page.getByRole('article').filter({ hasText: `Sneaker Swap ${word}` })
    await expect(sneakersCard.getByText(`From ${generalPrice}`, { exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await page.goto(mixed.path)
    const tickets = page.getByRole('complementary', { name: 'Get tickets' })
    // The panel's price range (the checkout bar repeats it).
    await expect(tickets.getByText(`Free – ${paidPrice}`, { exact: true }).first()).toBeVisible()
    const volunteer = tickets.getByRole('listitem').filter({ hasText: 'Volunteer' })
    await expect(volunteer.getByText('Free', { exact: true })).toBeVisible()
    // A 10-place class nothing was taken of is simply available, not "Only 10 left".
    await expect(volunteer.getByText(/Only \d+ left/)).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
  })
})
