// Issue 41's embedded checkout settings in the browser, at 1280 and 375 px with axe (decision 070): on
// /myprofile/ the owner lists the sites that may frame the checkout, is told which line is not a site,
// saves the list (written as browsers write origins), and copies the snippet, which names this site.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { createEventForSale } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The owner lists the sites that may embed the checkout, fixes a bad line, saves and copies the snippet', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const width = page.viewportSize()!.width
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! })
    await browseAs(page, sale.organizer)
    await gotoHydrated(page, '/myprofile/')

    const section = page.getByRole('region', { name: 'Embedded checkout' })
    const sites = section.getByRole('textbox', { name: 'Sites allowed to embed your checkout' })
    await sites.fill('https://Shop.Example/\nhttps://shop.example/tickets')
    await section.getByRole('button', { name: 'Save sites' }).click()
    await expect(section.getByText('Line 2 is not a site address such as https://example.org')).toBeVisible()
    await expect(sites).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousAxeViolations(page)

    await sites.fill('https://Shop.Example/\nhttp://localhost:8080')
    await section.getByRole('button', { name: 'Save sites' }).click()
    await expect(section.getByRole('status').filter({ hasText: 'The list of sites was saved.' })).toBeVisible()
    await expect(sites).toHaveValue('https://shop.example\nhttp://localhost:8080')
    const listed = (await (await sale.organizer.api.get('/api/v3/organizations/me/embed_origins/')).json()) as { origins: string[] }
    expect(listed.origins).toEqual(['https://shop.example', 'http://localhost:8080'])

    // The snippet names this site's script; copied whole.
    const snippet = section.getByRole('region', { name: 'The snippet' })
    await expect(snippet.locator('pre')).toContainText('/embed.js" async></script>')
    await expect(snippet.locator('pre')).toContainText('data-tessera-checkout="EVENT_ID"')
    await snippet.getByRole('button', { name: 'Copy snippet' }).click()
    await expect(snippet.getByRole('status')).toHaveText('Copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/embed/checkout/EVENT_ID/')
    // At phone width the snippet scrolls inside its box; the page itself does not get wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectNoSeriousAxeViolations(page)
    await section.screenshot({ path: `/tmp/embed-shots/settings-${width}.png` })
    await sale.organizer.api.dispose()
  })
})
