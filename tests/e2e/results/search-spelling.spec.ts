import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// Issue 22, as a new user met it: a typo found nothing, and a repeating event filled the page.
atEachViewport(() => {
  test('A mistyped search shows the corrected results, says so, and can search the typed word instead', async ({
    page,
  }) => {
    await page.goto('/d/ny--new-york/events/comdey/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comedy events in New York, NY')
    const notice = page.getByText(/^Showing results for comedy\. Search instead for comdey$/)
    await expect(notice).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('article').first()).toContainText(/comedy/i)
    await expectNoSeriousAxeViolations(page)

    await notice.getByRole('link', { name: 'comdey' }).click()
    await expect(page).toHaveURL(/\/d\/ny--new-york\/events\/comdey\/\?exact=1$/)
    await expect(page.getByText(/Showing results for/)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comdey events in New York, NY')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No events')
  })

  test('The last word of a search also matches the words it starts: "blu" finds blues', async ({ page }) => {
    await page.goto('/d/ny--new-york/events/blu/')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: /blue/i }).first()).toBeVisible()
  })

  test('A repeating event is one card on a results page, never several linking to one series', async ({
    page,
  }) => {
    await page.goto('/d/ny--new-york/all-events/')
    const links = page.getByRole('article').getByRole('link', { name: /^View / })
    await expect(links.first()).toBeVisible()
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(5)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })
})
