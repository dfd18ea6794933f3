// Issue 25 "Switching" and "Acceptance": the footer's Locale selector opens the same page in the chosen
// language and remembers it; a browser that prefers another language is offered it, never sent; every
// locale's home page passes axe.
import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const BERLIN = '/d/germany--berlin/all-events/'

async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()
}

atEachViewport(() => {
  test('Choosing Deutsch on a results page shows the same results with a German interface, dates and euros', async ({ page }) => {
    await gotoHydrated(page, BERLIN)
    const names = await cardNames(page)
    expect(names.length).toBeGreaterThan(0)
    const locale = page.getByRole('contentinfo').getByRole('combobox', { name: 'Locale' })
    await locale.scrollIntoViewIfNeeded()
    await locale.selectOption({ label: 'Deutsch (Deutschland)' })

    await expect(page).toHaveURL(new RegExp(`/de-de${BERLIN}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    expect(await cardNames(page)).toEqual(names)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Veranstaltungen in Berlin/)
    await expect(page.getByRole('navigation', { name: 'Ergebnisse sortieren' })).toContainText('Sortieren nach:')
    const main = page.getByRole('main')
    // Card dates in German: "Heute • 19:00", "Samstag • 20:00", "Do., 18. Dez. • 18:30".
    const dates = await main.locator('time').allInnerTexts()
    expect(dates.some((d) => /^(Heute|Morgen|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|\p{L}{2}\., \d{1,2}\. )/u.test(d))).toBe(true)
    expect(dates.every((d) => !/\b(AM|PM)\b/.test(d))).toBe(true)
    // Prices in euros, written the German way ("Ab 25 €", "Ab 12,50 €", a no-break space before €), or "Kostenlos".
    const prices = await main.getByText(/^(Ab .*€|Kostenlos)$/).allInnerTexts()
    expect(prices.length).toBeGreaterThan(0)
    expect(prices.filter((p) => p.startsWith('Ab')).every((p) => /^Ab \d{1,3}(\.\d{3})*(,\d{2})?\s€$/.test(p))).toBe(true)
    await expectNoSeriousAxeViolations(page)

    // The choice is remembered: the English address of a page opens it in German.
    await page.goto('/about/')
    await expect(page).toHaveURL(/\/de-de\/about\/$/)
    // And choosing English again brings the English page back.
    await gotoHydrated(page, '/de-de/about/')
    const sprache = page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache und Region' })
    await sprache.scrollIntoViewIfNeeded()
    await sprache.selectOption({ label: 'English (United States)' })
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page).not.toHaveURL(/de-de/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })
})

test.describe('with a browser that prefers German', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } })

  test('A first visit is offered German in German, stays English until asked, and the offer can be dismissed', async ({ page }) => {
    await gotoHydrated(page, '/about/')
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    const offer = page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' })
    await expect(offer).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await offer.getByRole('link', { name: 'Nein, danke' }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toHaveCount(0)
  })

  test('Accepting the offer opens the same page in German', async ({ page }) => {
    await gotoHydrated(page, '/about/')
    await page.getByRole('link', { name: 'Auf Deutsch lesen' }).click()
    await expect(page).toHaveURL(/\/de-de\/about\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  })
})

for (const prefix of ['de-de', 'es-es', 'es-us', 'fr-fr', 'fr-ca', 'it-it', 'nl-nl', 'pt-br', 'sv-se', 'en-gb', 'en-ca', 'en-au']) {
  test(`The ${prefix} home page has no serious accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, `/${prefix}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', `${prefix.slice(0, 2)}-${prefix.slice(3).toUpperCase()}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
}
