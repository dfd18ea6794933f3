import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// Issue 22: a repeating event is one card in a home carousel too, showing its next date and "+ N more",
// never one card per occurrence all linking to the same series.
atEachViewport(() => {
  test('Each home carousel shows a repeating event once, with its next date and how many more', async ({ page }) => {
    await page.goto('/')
    const carousels = page.getByRole('region').filter({ has: page.getByRole('article') })
    await expect(carousels.first().getByRole('article').first()).toBeVisible()
    let cards = 0
    for (const carousel of await carousels.all()) {
      const hrefs = await carousel
        .getByRole('article')
        .getByRole('link', { name: /^View / })
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
      cards += hrefs.length
      expect(new Set(hrefs).size, `a carousel repeats a card: ${hrefs.join(' ')}`).toBe(hrefs.length)
    }
    expect(cards).toBeGreaterThan(5)
    // The demo data repeats weekly classes and tours, so some card stands for a series.
    await expect(page.getByRole('article').getByText(/\+ \d+ more/).first()).toBeAttached()
  })
})
