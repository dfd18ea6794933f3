// Issue 23 acceptance: screenshot comparisons of the home, results, event and series pages at 1280 and
// 375 px, so that layout breakage is caught. The demo data is anchored to today's date, so what changes
// from day to day is taken out before the picture: every picture is masked, and the texts that come from
// the data (names, dates, prices, counts, seasonal tiles) are replaced by fixed words of the same kind.
// The layout around them (header, search bar, hero, chips, grids, panels, sheets) is what is compared.
// Baselines are this machine's Chromium (tests/e2e/pages/page-screenshots.spec.ts-snapshots/).
import { expect, test, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { VIEWPORTS } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ reducedMotion: 'reduce' })

const TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const

/** Replaces the data's words by fixed ones and fixes the heights that depend on them. */
async function freezeData(page: Page) {
  await page.evaluate(() => {
    const set = (selector: string, text: string) => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) el.textContent = text
    }
    // Cards: every text of a card (title, date, place, price, badges, organizer).
    for (const card of document.querySelectorAll<HTMLElement>('li article, [aria-roledescription="carousel"] article')) {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
      const texts: Text[] = []
      while (walker.nextNode()) texts.push(walker.currentNode as Text)
      for (const text of texts) {
        if (!text.textContent?.trim()) continue
        text.textContent = text.parentElement?.closest('h2, h3') ? 'A demo event' : 'Demo text'
      }
    }
    set('section[aria-labelledby="when-heading"] time', 'Sat, Dec 5, 2026 · 8:00 PM – 10:00 PM EST')
    set('section[aria-labelledby="when-heading"] a[href="#dates-heading"]', ' + 4 more')
    set('section[aria-labelledby="dates-heading"] time', 'Sat, Dec 5, 2026 · 8:00 PM')
    set('[class*="filtersMatches"]', '· 1,000 events')
    set('[role="status"]', '1,000 events')
    // The event page: its name, summary, description, place, organizer and price.
    set('main article > h1', 'A demo event')
    set('main article > p', 'A short summary of the event.')
    set('main address', 'A venue, 1 Main Street')
    set('main [class*="description"]', 'What the event is about, in a few lines.')
    set('main [class*="organizerName"]', 'An organizer')
    set('main [class*="priceRange"]', '$20 – $40')
    // The phone's sticky bar says the price too (issue 38 point 9).
    set('main [class*="stickyPrice"]', '$20 – $40')
    // Facet counts on the filters and the tiles' seasonal titles.
    for (const el of document.querySelectorAll<HTMLElement>('aside a, [aria-label="Ticket types"] li')) {
      if (el.children.length === 0) el.textContent = (el.textContent ?? '').replace(/\s*\([\d,]+\)$/, ' (10)')
    }
    // Lists whose length follows the data are cut to a fixed number of items.
    const keep = (selector: string, count: number) => {
      for (const list of document.querySelectorAll(selector)) [...list.children].slice(count).forEach((c) => c.remove())
    }
    keep('main ul[class*="dates"]', 4)
    keep('main ul[class*="tags"]', 3)
    keep('[aria-label="Ticket types"]', 1)
    // Signals and offers come and go with the data (sales, urgency, discounts).
    for (const el of document.querySelectorAll('main [class*="badge"], main [class*="urgency"], main ul[aria-label="Offers"]')) el.remove()
  })
  // Every picture is masked, and carousels start at their beginning.
  await page.addStyleTag({ content: 'img { visibility: hidden !important } ' })
}

async function expectPage(page: Page, name: string) {
  await freezeData(page)
  await expect(page).toHaveScreenshot(name, { ...TOLERANCE, mask: [page.locator('img, svg image, [class*="tile"]')] })
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('The home page keeps its layout', async ({ page }) => {
      await gotoHydrated(page, '/')
      await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === 'EventCardMounted'))
      await expectPage(page, `home-${viewport.name}.png`)
    })

    test('A results page keeps its layout', async ({ page }) => {
      await gotoHydrated(page, '/d/ny--new-york/music--events/')
      await expectPage(page, `results-${viewport.name}.png`)
    })

    test('An event page keeps its layout', async ({ page, request }) => {
      const answer = await (await request.get('/api/v3/destination/search/?place_id=5128581&page_size=50&price=paid')).json()
      const event = (answer.events.results as { url: string; series: unknown; image: unknown; tickets_by: string; summary: string | null }[]).find(
        (e) => !e.series && e.image && (e.tickets_by === 'tessera' || e.tickets_by === '') && e.summary,
      )!
      await gotoHydrated(page, new URL(event.url).pathname)
      await expectPage(page, `event-${viewport.name}.png`)
    })

    test("A series' page keeps its layout", async ({ page, request }) => {
      const answer = await (await request.get('/api/v3/destination/search/?place_id=5128581&page_size=50')).json()
      const series = (answer.events.results as { parent_url: string | null; series: { counts: { current_future: number } } | null }[]).find(
        (e) => (e.series?.counts.current_future ?? 0) > 4,
      )!
      await gotoHydrated(page, new URL(series.parent_url!).pathname)
      await expectPage(page, `series-${viewport.name}.png`)
    })
  })
}
