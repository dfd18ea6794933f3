// Issue 38 §12 "Other languages": on a German results page the cards lead to the German event pages
// (/de-de/e/…, not the English /e/…), and choosing a place in the picker shows that place's results at
// once, with the page's filters and language kept, instead of waiting for the search button.
import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const picker = (page: Page) => page.getByRole('combobox', { name: 'Ort' })
const places = (page: Page) => page.getByRole('listbox', { name: 'Orte' })

atEachViewport(() => {
  test('A German results page keeps its language in card links, and a chosen place applies at once with the filters', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/de-de/d/ny--new-york/free--events/')
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    const hrefs = await cards.locator('a[href*="/e/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/de-de\/e\//)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('german-results.png') })

    await picker(page).click()
    await expect(places(page).getByRole('option').first()).toBeVisible()
    await picker(page).pressSequentially('Londo', { delay: 30 })
    await expect(places(page).getByRole('option').first()).toContainText('London')
    await places(page).getByRole('option').first().click()
    // No search button pressed: the page follows the place, still free events, still in German.
    await expect(page).toHaveURL(/\/de-de\/d\/[a-z-]*london[a-z-]*\/free--events\/$/)
    await expect(picker(page)).toHaveValue('London')
    await expectNoSeriousAxeViolations(page)
  })
})
