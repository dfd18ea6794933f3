// Issue 20's full buyer journey: a creator's event is published, another signed-in user buys a ticket
// through checkout, the creator sees the order, the revenue and a page view on the dashboard, and checks
// the ticket in by search: once, then "Already checked in".
import { expect, test } from '../fixtures'
import { newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, fillBuyer, fillCard, openCheckout } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs, createPublishedEvent } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('Another user buys a ticket; the creator sees the order and revenue, and checks it in by search once', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Cara Creator' })
    const name = `Lantern Walk ${Date.now().toString(36)}`
    const event = await createPublishedEvent(creator, name)

    // Another user, signed in, buys one ticket on the event page.
    const buyer = await newClient(playwright, baseURL!)
    await signUp(buyer, { fullName: 'Bo Buyer' })
    const buyerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const buyerPage = await buyerContext.newPage()
    await buyerPage.context().addCookies((await buyer.api.storageState()).cookies)
    await buyerPage.goto(event.path)
    const dialog = await openCheckout(buyerPage, 'Get tickets')
    await chooseTickets(dialog, 'General', 1)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await fillBuyer(dialog, 'Bo Buyer', uniqueEmail('bo'))
    await fillCard(dialog, '4242 4242 4242 4242')
    await dialog.getByRole('button', { name: /^Pay / }).click()
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    const total = (await buyerPage.getByText(/^Total/).first().innerText()).match(/\$[\d.,]+/)?.[0]
    await buyerContext.close()

    // The creator's dashboard: the order, its revenue and the buyer's view of the page.
    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Orders', exact: true }).getByRole('row', { name: /Bo Buyer/ })).toBeVisible()
    const totals = page.locator('dl[aria-label="Totals"]')
    await expect(totals.getByText('1/10')).toBeVisible()
    if (total) await expect(totals.getByText(total).first()).toBeVisible()
    await expect
      .poll(async () => {
        await page.reload()
        return page.locator('dl[aria-label="Totals"] div').filter({ hasText: 'Page views' }).getByRole('definition').innerText()
      })
      .not.toBe('0')
    await expectNoSeriousAxeViolations(page)

    // Check-in by search: once, then "Already checked in".
    await page.getByRole('link', { name: 'Check-in', exact: true }).click()
    const outcome = page.getByRole('alert').filter({ hasText: /\S/ }).filter({ hasNotText: /\| Tessera$/ })
    await page.getByRole('searchbox', { name: 'Name, email, order number or ticket code' }).fill('Bo Buyer')
    await page.getByRole('search', { name: 'Tickets' }).getByRole('button', { name: 'Search' }).click()
    await page.getByRole('button', { name: 'Check in Bo Buyer' }).click()
    await expect(outcome).toHaveText(/^Bo Buyer: Checked in at \d{1,2}:\d{2} [AP]M\.$/)
    await page.getByRole('button', { name: 'Check in Bo Buyer' }).click()
    await expect(outcome).toHaveText(/^Bo Buyer: Already checked in at \d{1,2}:\d{2} [AP]M\.$/)
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText('1 of 1 checked in')
    await expectNoSeriousAxeViolations(page)
  })
})
