// Issue 41's embedded checkout in Chromium (decision 070), on an organizer's page served from another
// loopback origin: the button opens the checkout over the page, a ticket is bought inside the frame, and
// the page hears `order_completed` with the order's id; the inline block takes a promo code and the test
// provider's 3-D Secure step without leaving the frame; with third-party cookies blocked a free spot is
// reserved all the same; a site not on the organizer's list cannot frame it and gets a new tab instead.
// Axe runs inside the frame; keyboard users close it with Escape and land back on the button.
import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { CHROMIUM_ARGS, CHROMIUM_PATH, HAS_CHROMIUM } from '../browser'
import { jsonHeaders } from '../../api/helpers/accounts'
import { chooseTickets, createEventForSale, fillBuyer, fillCard } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { startHostSite } from './host-page'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

async function allowSites(sale: Awaited<ReturnType<typeof createEventForSale>>, origins: string[]): Promise<void> {
  const res = await sale.organizer.api.put('/api/v3/organizations/me/embed_origins/', { headers: jsonHeaders(sale.organizer), data: { origins } })
  expect(res.status(), await res.text()).toBe(200)
}

async function openHost(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`)
  await expect(page.locator('a[data-tessera-checkout]')).toHaveAttribute('data-tessera-state', /ready|refused/, { timeout: 30_000 })
}

atEachViewport(() => {
  test('A buyer opens the checkout from the organizer’s own page, pays inside it, and the page hears the order', async ({ page, context, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const width = page.viewportSize()!.width
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 2500, name: `Embed Night ${Date.now().toString(36)}` })
    const host = await startHostSite(baseURL!, sale.id)
    try {
      await allowSites(sale, [host.origin])
      await openHost(page, host.origin)
      const button = page.getByRole('link', { name: 'Get tickets' })
      await expect(button).toHaveAttribute('data-tessera-state', 'ready')

      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Get tickets' })
      await expect(dialog).toBeVisible()
      const checkout = page.frameLocator('dialog iframe').getByRole('main', { name: 'Checkout' })
      // The checkout's heading takes focus when it opens, for keyboard and screen-reader users.
      await expect(checkout.getByRole('heading', { level: 1, name: sale.name })).toBeFocused()
      await expect(checkout.getByRole('list', { name: 'Ticket types' })).toBeVisible()
      await expectNoSeriousAxeViolations(page, { frames: true })

      await chooseTickets(checkout, sale.ticketClass.name, 2)
      await checkout.getByRole('button', { name: 'Continue' }).click()
      await fillBuyer(checkout, 'Framed Buyer', `framed-${width}@example.com`)
      await fillCard(checkout, '4242 4242 4242 4242')
      await checkout.getByRole('button', { name: /^Pay / }).click()
      await expect(checkout.getByRole('heading', { name: 'You’re going!' })).toBeFocused()
      const done = (await checkout.getByRole('status').filter({ hasText: 'is confirmed' }).textContent())!
      const orderId = /Order (\d+) is confirmed/.exec(done)![1]!
      expect(done).toContain(`framed-${width}@example.com`)
      // The organizer's page heard it, with the id the buyer was shown.
      await expect(page.locator('#completed')).toHaveText(`${orderId} paid`)
      const link = checkout.getByRole('link', { name: /View your order/ })
      await expect(link).toHaveAttribute('target', '_blank')
      await expectNoSeriousAxeViolations(page, { frames: true })
      await page.screenshot({ path: `/tmp/embed-shots/overlay-done-${width}.png` })

      // Escape inside the frame closes the checkout and gives focus back to the button.
      await checkout.getByRole('heading', { name: 'You’re going!' }).press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      // Nothing was stored for Tessera in this browser: the frame needs no cookie.
      expect(await context.cookies([baseURL!])).toEqual([])
      // The order is the organizer's, paid, for two tickets.
      const order = await sale.organizer.api.get(`/api/v3/events/${sale.id}/orders/${orderId}/`)
      expect(order.status()).toBe(200)
      expect(await order.json()).toMatchObject({ order: { id: orderId, status: 'paid' } })
    } finally {
      await host.close()
      await sale.organizer.api.dispose()
    }
  })
})

test('The inline checkout grows with its content, takes a promo code and the bank’s extra step inside the frame', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 4000, discounts: [{ type: 'coded', code: 'PIER20', percent_off: 20 }] })
  const host = await startHostSite(baseURL!, sale.id)
  try {
    await allowSites(sale, [host.origin])
    await openHost(page, host.origin)
    const block = page.locator('div[data-tessera-checkout]')
    await expect(block).toHaveAttribute('data-tessera-state', 'ready')
    const frame = page.frameLocator('div[data-tessera-checkout] iframe')
    const checkout = frame.getByRole('main', { name: 'Checkout' })
    const frameHeight = () => block.locator('iframe').evaluate((el) => el.getBoundingClientRect().height)
    // Sized to its content, not left at its first 480 px.
    await expect.poll(frameHeight).not.toBe(480)
    const before = await frameHeight()

    await chooseTickets(checkout, sale.ticketClass.name, 1)
    await checkout.getByRole('textbox', { name: 'Promo code' }).fill('PIER20')
    await checkout.getByRole('button', { name: 'Continue' }).click()
    await expect(checkout.getByRole('region', { name: 'Order summary' })).toContainText('Promo code PIER20−$8.00')
    // The details and card form is taller: the frame follows, so nothing is cut off or scrolls inside it.
    await expect.poll(frameHeight).toBeGreaterThan(before + 100)
    await fillBuyer(checkout, 'Inline Buyer', 'inline-buyer@example.com')
    await fillCard(checkout, '4000 0027 6000 3184')
    await checkout.getByRole('button', { name: /^Pay / }).click()
    await expect(checkout.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible()
    await expectNoSeriousAxeViolations(page, { frames: true })
    await checkout.getByRole('button', { name: 'Confirm payment' }).click()
    await expect(checkout.getByRole('heading', { name: 'You’re going!' })).toBeVisible()
    await expect(page.locator('#completed')).toHaveText(/^\d+ paid$/)
    const orderId = (await page.locator('#completed').textContent())!.split(' ')[0]!
    const order = (await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/orders/${orderId}/`)).json()) as { order: { status: string; total: { value: number } } }
    // 20% off the $40 ticket's price, fees on top: less than the undiscounted all-in price.
    expect(order.order.status).toBe('paid')
    expect(order.order.total.value).toBeLessThan(4000)
    await page.screenshot({ path: '/tmp/embed-shots/inline-done-1280.png', fullPage: true })
  } finally {
    await host.close()
    await sale.organizer.api.dispose()
  }
})

test('With third-party cookies blocked, a free spot is reserved inside the frame all the same', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
  const host = await startHostSite(baseURL!, sale.id)
  // A browser of its own, told over the DevTools protocol to block third-party cookies as a browser set to
  // do so does (Chromium's own setting; its command-line switch for it no longer blocks anything).
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await allowSites(sale, [host.origin])
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Network.enable')
    await devtools.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true })
    await page.goto(`${host.origin}/`)
    await expect(page.locator('div[data-tessera-checkout]')).toHaveAttribute('data-tessera-state', 'ready', { timeout: 30_000 })
    // The block is real: inside the frame a cookie cannot even be set, and storage access is denied.
    const frame = page.frames().find((f) => f.url().includes(`/embed/checkout/${sale.id}/`) && f.url().includes('mode=inline'))!
    expect(
      await frame.evaluate(async () => {
        document.cookie = 'probe=1; SameSite=None; Secure'
        return { cookie: document.cookie, access: await document.hasStorageAccess() }
      }),
    ).toEqual({ cookie: '', access: false })
    const checkout = page.frameLocator('div[data-tessera-checkout] iframe').getByRole('main', { name: 'Checkout' })
    await chooseTickets(checkout, sale.ticketClass.name, 1)
    await checkout.getByRole('button', { name: 'Continue' }).click()
    await fillBuyer(checkout, 'Cookieless Buyer', 'cookieless@example.com')
    await checkout.getByRole('button', { name: 'Complete reservation' }).click()
    await expect(checkout.getByRole('heading', { name: 'You’re going!' })).toBeVisible()
    await expect(page.locator('#completed')).toHaveText(/^\d+ paid$/)
    expect(await context.cookies([baseURL!])).toEqual([])
    await context.close()
  } finally {
    await browser.close()
    await host.close()
    await sale.organizer.api.dispose()
  }
})

test('A site not on the organizer’s list cannot frame the checkout: its button opens a new tab and its block a link', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 2500 })
  const host = await startHostSite(baseURL!, sale.id)
  try {
    await allowSites(sale, ['https://someone-else.example'])
    await openHost(page, host.origin)
    const button = page.getByRole('link', { name: 'Get tickets' })
    await expect(button).toHaveAttribute('data-tessera-state', 'refused')
    // The frame shows nothing of the checkout: the browser refused to render it here.
    for (const frame of page.frames().slice(1)) expect(frame.url()).not.toContain('/embed/checkout/')
    // The inline block became a link to the checkout in a new tab.
    const fallback = page.getByRole('link', { name: 'Tickets for Pier Hall' })
    await expect(fallback).toHaveAttribute('target', '_blank')
    await expect(page.locator('div[data-tessera-checkout] iframe')).toHaveCount(0)

    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()])
    await expect(page.getByRole('dialog')).toBeHidden()
    await tab.waitForLoadState()
    expect(tab.url()).toBe(`${baseURL}/embed/checkout/${sale.id}/`)
    // On its own tab the checkout works as a page of Tessera's.
    const checkout = tab.getByRole('main', { name: 'Checkout' })
    await expect(checkout.getByRole('heading', { level: 1, name: sale.name })).toBeVisible()
    await expect(checkout.getByRole('list', { name: 'Ticket types' })).toBeVisible()
    await expectNoSeriousAxeViolations(tab)
  } finally {
    await host.close()
    await sale.organizer.api.dispose()
  }
})
