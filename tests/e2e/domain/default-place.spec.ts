// Issue 38 §12 "Other languages", decision 055: a first-time visitor of the .de site, whose place nothing
// tells (no place picked, no CDN geo headers), is shown Berlin's events in euros, not New York's in
// dollars. This project's server is the .de site read in English (SITE_TLD=.de, SITE_LOCALE=en_US).
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test("The .de site's home shows a first-time visitor Berlin's events with prices in euros", async ({ page }, testInfo) => {
    await gotoHydrated(page, '/en-us/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Events in Berlin\b/)
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Berlin/)
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasText: '€' }).first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('de-site-home.png') })
  })
})

test('The .de site places a visitor it cannot locate in Berlin', async ({ request }) => {
  const response = await request.get('/home/api/geo/place_from_request/')
  expect(response.status()).toBe(200)
  expect(((await response.json()) as { place: { location_slug: string } }).place.location_slug).toBe('germany--berlin')
})
