// Issue 38 §3 "Guests find their tickets": signed out, "Find my tickets" opens the order lookup (not
// sign-up); the guest enters the address they bought with, is told a link is on its way (the same words
// for any address), opens the mailed link and sees their order, and its link opens the order.
import { expect, test } from '../fixtures'
import { newClient, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'
import { buyAsGuest } from './guest-order-helpers'
import { createEventForSale, findEmail, staffClient } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('A guest finds their tickets by email from the header, through the mailed link', async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000)
    const name = `Lookup Harbour Choir ${Date.now().toString(36)}`
    const sale = await createEventForSale(playwright, baseURL!, { name, priceMinor: 1800 })
    const email = uniqueEmail('finder')
    const orderId = await buyAsGuest(await newClient(playwright, baseURL!), { eventId: sale.id, ticketClassId: sale.ticketClass.id, email })

    await gotoHydrated(page, '/')
    const phone = (page.viewportSize()?.width ?? 1280) < 600
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('menu', { name: 'Site menu' }).getByRole('menuitem', { name: 'Find my tickets' }).click()
    } else {
      await page.getByRole('link', { name: 'Find my tickets' }).click()
    }
    await expect(page).toHaveURL(/\/mytickets\/find\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Find your tickets' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('If orders were placed with this email address, we have sent it a link to them. The link works for 24 hours.')
    await page.screenshot({ path: testInfo.outputPath('find-form.png'), fullPage: true })

    const mail = await findEmail(await staffClient(playwright, baseURL!), email, 'order-lookup')
    const link = new URL(/https?:\/\/\S+token=\S+/.exec(mail.text)![0])
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible()
    await expect(page.getByText(`Orders placed with ${email}`)).toBeVisible()
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) })
    await expect(order).toContainText('2 tickets · Confirmed')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('find-orders.png'), fullPage: true })
    await order.getByRole('link', { name: `View order for ${name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/\\?token=`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
  })
})
