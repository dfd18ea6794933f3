import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('Focus opens the dropdown on #search with trending searches, and Back closes it', async ({
      page,
    }) => {
      await page.goto('/')
      await page.getByRole('searchbox', { name: 'Search events' }).click()
      await expect(page).toHaveURL(/#search$/)
      const dropdown = page.getByRole('region', { name: 'Search suggestions' })
      await expect(dropdown.getByRole('heading', { name: 'Trending Searches' })).toBeVisible()
      const items = dropdown.getByRole('button')
      expect(await items.count()).toBeGreaterThan(0)
      expect(await items.count()).toBeLessThanOrEqual(5)
      await expectNoSeriousAxeViolations(page)
      await page.goBack()
      await expect(dropdown).toHaveCount(0)
      await expect(page).not.toHaveURL(/#search$/)
    })

    test('Typing shows highlighted suggestions after the debounce', async ({ page }) => {
      await page.goto('/')
      const requests: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/search/autocomplete/')) requests.push(r.url())
      })
      // The dropdown opening shows the page is hydrated, so no keystroke is lost to it.
      await page.getByRole('searchbox', { name: 'Search events' }).click()
      await expect(page).toHaveURL(/#search$/)
      await page.getByRole('searchbox', { name: 'Search events' }).pressSequentially('mus', { delay: 50 })
      const dropdown = page.getByRole('region', { name: 'Search suggestions' })
      const suggestions = dropdown.getByRole('list', { name: 'Suggestions' }).getByRole('button')
      await expect(suggestions.first()).toBeVisible()
      expect(await suggestions.count()).toBeLessThanOrEqual(24)
      await expect(suggestions.first().locator('mark').first()).toHaveText(/^mus$/i)
      // One request for the whole word: typing faster than 400 ms apart is debounced.
      expect(requests).toHaveLength(1)
      expect(new URL(requests[0]!).searchParams.get('q')).toBe('mus')
      expect(new URL(requests[0]!).searchParams.get('place_id')).toBe('5128581')
      await expectNoSeriousAxeViolations(page)
    })

    test('Submitting goes to the results URL and the search becomes a recent search with Clear', async ({
      page,
    }) => {
      await page.goto('/')
      const input = page.getByRole('searchbox', { name: 'Search events' })
      await input.click()
      await expect(page).toHaveURL(/#search$/)
      await input.fill('Jazz brunch')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/d\/ny--new-york\/events\/jazz-brunch\/$/)
      await page.goto('/')
      await page.getByRole('searchbox', { name: 'Search events' }).click()
      const dropdown = page.getByRole('region', { name: 'Search suggestions' })
      await expect(dropdown.getByRole('heading', { name: 'Recent Searches' })).toBeVisible()
      await expect(dropdown.getByRole('button', { name: 'Jazz brunch' })).toBeVisible()
      // A recent search that contains the typed text comes first among suggestions.
      await page.getByRole('searchbox', { name: 'Search events' }).fill('jazz')
      await expect(
        dropdown.getByRole('list', { name: 'Suggestions' }).getByRole('button').first(),
      ).toHaveText(/Jazz brunch/)
      await page.getByRole('searchbox', { name: 'Search events' }).fill('')
      await dropdown.getByRole('button', { name: 'Clear' }).click()
      await expect(dropdown.getByRole('heading', { name: 'Trending Searches' })).toBeVisible()
    })

    test('Back from results searched in the dropdown returns to the page without #search', async ({
      page,
    }) => {
      await page.goto('/')
      const input = page.getByRole('searchbox', { name: 'Search events' })
      await input.click()
      await expect(page).toHaveURL(/#search$/)
      await input.fill('Jazz brunch')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/d\/ny--new-york\/events\/jazz-brunch\/$/)
      await page.goBack()
      // The results took the place of the dropdown's #search entry: Back lands on the page itself.
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
      await expect(page.getByRole('region', { name: 'Search suggestions' })).toHaveCount(0)
    })

    test('A page opened at #search opens the dropdown, and closing it drops the hash', async ({ page }) => {
      await page.goto('/#search')
      const dropdown = page.getByRole('region', { name: 'Search suggestions' })
      await expect(dropdown.getByRole('heading', { name: 'Trending Searches' })).toBeVisible()
      await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeFocused()
      await expect(page).toHaveURL(/\/#search$/)
      await page.keyboard.press('Escape')
      await expect(dropdown).toHaveCount(0)
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
    })

    test('A results page shows its search text and place in the search bar, before and after its code loads', async ({
      page,
    }) => {
      await page.goto('/d/united-kingdom--london/events/jazz-brunch/')
      const input = page.getByRole('searchbox', { name: 'Search events' })
      await expect(input).toHaveValue('jazz brunch')
      await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('London')
      // The loaded bar (the dropdown opening shows it is there) keeps both.
      await input.click()
      await expect(page).toHaveURL(/#search$/)
      await expect(input).toHaveValue('jazz brunch')
      await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('London')
      // Searching again from there searches the same place.
      await input.fill('salsa')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/d\/united-kingdom--london\/events\/salsa\/$/)
      await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('salsa')
      await expectNoSeriousAxeViolations(page)
    })

    test('Another hash than #search closes the dropdown', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('searchbox', { name: 'Search events' }).click()
      const dropdown = page.getByRole('region', { name: 'Search suggestions' })
      await expect(dropdown).toBeAttached()
      // As a link to a part of the page would do (the skip link's target).
      await page.evaluate(() => {
        window.location.hash = '#page-content'
      })
      await expect(dropdown).toHaveCount(0)
      await expect(page).toHaveURL(/#page-content$/)
    })

    test('An outside click closes the dropdown and leaves #search', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('searchbox', { name: 'Search events' }).click()
      await expect(page.getByRole('region', { name: 'Search suggestions' })).toBeAttached()
      // Below the header and the dropdown: the dimmed page.
      await page.mouse.click(viewport.width / 2, viewport.height - 40)
      await expect(page.getByRole('region', { name: 'Search suggestions' })).toHaveCount(0)
      await expect(page).not.toHaveURL(/#search$/)
    })

    test('An autocomplete failure says so', async ({ page }) => {
      await page.route('**/api/v3/destination/search/autocomplete/**', (route) =>
        route.fulfill({ status: 500, json: { error: 'INTERNAL', error_description: 'boom' } }),
      )
      await page.goto('/')
      await page.getByRole('searchbox', { name: 'Search events' }).click()
      await expect(page).toHaveURL(/#search$/)
      await page.getByRole('searchbox', { name: 'Search events' }).fill('music')
      await expect(page.getByRole('region', { name: 'Search suggestions' }).getByRole('alert')).toHaveText(
        'Looks like we had a problem running your search.',
      )
    })
  })
}
