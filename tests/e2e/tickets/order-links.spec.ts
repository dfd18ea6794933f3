// Issue 39 finding 13 at 1280 and 375 px (decision 051): a guest opens the order link from their
// confirmation email and asks for a refund; the page says a confirmation was emailed (to a masked address);
// the emailed link's button carries the refund out. Then the guest turns off old links, and the old link
// shows "This link no longer works" with the "Find my tickets" form, not a bare "not found".
import { expect, test } from '../fixtures'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { buyOverApi, confirmationLinkFromMail, createEventForSale, findEmail } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('A guest refunds through the mailed order link after confirming from their email, then turns off old links', async ({ page, playwright, baseURL, staff }) => {
    test.setTimeout(150_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: 'Linked Orders Evening', priceMinor: 2500 })
    const email = uniqueEmail('olga')
    const { order, buyer } = await buyOverApi(playwright, baseURL!, sale, { quantity: 1, email })
    const total = order.costs!.total.display

    // The order's link, as the confirmation email carries it.
    const confirmation = await findEmail(staff, email, 'order-confirmation')
    const mailed = new URL(/https?:\/\/\S+\/orders\/\d+\/\?token=[\w-]+/.exec(confirmation.text)![0])
    const orderLink = `${mailed.pathname}${mailed.search}`
    await page.goto(orderLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    const refund = page.getByRole('region', { name: 'Refund' })
    await refund.getByRole('button', { name: 'Refund now' }).click()
    await page.getByRole('button', { name: `Yes, refund ${total}` }).click()
    const emailed = page.getByRole('status').filter({ hasText: 'Check your email: we sent a link to o•••@example.com.' })
    await expect(emailed).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    await expectNoSeriousAxeViolations(page)

    // The emailed link opens a page that changes nothing until its button is pressed.
    await page.goto(await confirmationLinkFromMail(staff, email))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your refund')
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Confirm refund' }).click()
    const result = page.getByRole('status').filter({ hasText: `Refunded ${total}.` })
    await expect(result).toBeFocused()
    await page.screenshot({ path: test.info().outputPath('refund-confirmed.png'), fullPage: true })
    // Pressed again (or opened from the mail again), the link is spent.
    await page.reload()
    await page.getByRole('button', { name: 'Confirm refund' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'This confirmation link has expired or has already been used.' })).toHaveText('This confirmation link has expired or has already been used. Ask again from your order’s page.')

    await page.goto(orderLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order refunded')
    const links = page.getByRole('region', { name: 'Links to this order' })
    await expect(links).toContainText('Anyone with a link to this page can see your tickets.')
    await links.getByRole('button', { name: 'Turn off old links' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Old links are turned off. We sent a new link to o•••@example.com.' })).toBeFocused()
    await expectNoSeriousAxeViolations(page)

    // The old link: a page that says what to do next, with the lookup form.
    await page.goto(orderLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works')
    await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('old-link.png'), fullPage: true })
    // The new link, emailed to the buyer only, opens the order.
    const fresh = await findEmail(staff, email, 'order-link')
    const next = new URL(/https?:\/\/\S+\/orders\/\d+\/\?token=[\w-]+/.exec(fresh.text)![0])
    await page.goto(`${next.pathname}${next.search}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order refunded')
    await buyer.api.dispose()
    await sale.organizer.api.dispose()
  })
})
