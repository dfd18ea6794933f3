// Issue 23 "Pages": what a new visitor meets on a 375 px phone — the location picker, the results'
// filters, an event page and a series' page — plus the results' dead ends and a small town's home.
import { expect, test, type APIRequestContext, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 375, height: 812 } })

type ApiEvent = { url: string; is_series_parent?: boolean; parent_url?: string | null; series?: { counts: { current_future: number } } | null; image: unknown }

async function searchApi(request: APIRequestContext, query: string): Promise<ApiEvent[]> {
  const answer = await (await request.get(`/api/v3/destination/search/?${query}`)).json()
  return answer.events.results as ApiEvent[]
}

/** The home page, its search bar's code loaded (it loads on the first sign of interest). */
async function gotoHome(page: Page) {
  await page.goto('/')
  await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === 'EventCardMounted'))
}

test('The location picker opens as a full-screen sheet on a phone, and picking a place closes it', async ({ page }) => {
  await gotoHome(page)
  const picker = page.getByRole('combobox', { name: 'Location' })
  await picker.click()
  const sheet = page.locator('[data-location-sheet]')
  await expect(sheet).toBeVisible()
  // The whole screen, not a ring around it drawn over the page.
  expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 })
  expect(await sheet.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none')
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible()
  // The box sits under the sheet's title, clear of where the logo was.
  const box = (await picker.boundingBox())!
  expect(box.y).toBeGreaterThan(40)
  expect(box.width).toBeGreaterThan(300)
  await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await picker.fill('Bost')
  const boston = page.getByRole('option', { name: /^Boston/ }).first()
  await expect(boston).toBeVisible()
  await boston.click()
  await expect(sheet).toHaveCount(0)
  await expect(picker).toHaveValue('Boston')

  // Close leaves the place as it was.
  await picker.click()
  await expect(sheet).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toHaveCount(0)
  await expect(picker).toHaveValue('Boston')
})

test('Results on a phone open their filters as a sheet from a Filters button at the top, with the count of matches', async ({ page }) => {
  await page.goto('/d/ny--new-york/all-events/')
  const button = page.getByRole('button', { name: /^Filters/ })
  await expect(button).toBeVisible()
  await expect(button).toContainText(/[\d,]+\+? events/)
  // At the top: above the first card, within the first screen.
  const firstCard = (await page.getByRole('article').first().boundingBox())!
  expect((await button.boundingBox())!.y).toBeLessThan(firstCard.y)
  expect((await button.boundingBox())!.y).toBeLessThan(812)

  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expect(filters).toBeHidden()
  await button.click()
  await expect(filters).toBeVisible()
  const show = filters.getByRole('button', { name: /^Show [\d,]+\+? events$/ })
  await expect(show).toBeInViewport()
  await expectNoSeriousAxeViolations(page)
  await show.click()
  await expect(filters).toBeHidden()

  await button.click()
  await filters.getByRole('link', { name: /^Music/ }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/music--events\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music events in New York, NY')
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1')
})

test('On a phone, filters apply with the sheet left open and its button counting the new matches; a card opens in the same tab and Back returns to the list', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.goto('/d/ny--new-york/all-events/')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  const show = filters.getByRole('button', { name: /^Show [\d,]+\+? events?$/ })
  await page.getByRole('button', { name: /^Filters/ }).click()
  const before = await show.textContent()
  await filters.getByRole('link', { name: /^Music/ }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/music--events\/$/)
  // Issue 38 point 11: the sheet is still open after the page changed, the tapped option focused and chosen.
  await expect(filters).toBeVisible()
  await expect(filters.getByRole('link', { name: /^Music/ })).toBeFocused()
  await expect(filters.getByRole('link', { name: /^Music/ })).toHaveAttribute('aria-current', 'true')
  await expect(show).not.toHaveText(before!)
  // A second filter on top of the first, still in place.
  await filters.getByRole('link', { name: /^This weekend|^Today|^Tomorrow/ }).first().click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/music--events--(this-weekend|today|tomorrow)\/$/)
  await expect(filters).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await show.click()
  await expect(filters).toBeHidden()
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2')

  // A card opens in this tab (no new page), and Back comes back to the same list.
  const listUrl = page.url()
  const card = page.getByRole('article').first().getByRole('link').first()
  const pagesBefore = context.pages().length
  await card.click()
  await expect(page).toHaveURL(/\/e\//)
  expect(context.pages()).toHaveLength(pagesBefore)
  await page.goBack()
  await expect(page).toHaveURL(listUrl)
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('An event page on a phone shows its whole 2:1 picture and keeps the ticket button on screen', async ({ page, request }) => {
  const event = (await searchApi(request, 'place_id=5128581&page_size=50')).find((e) => !e.series && e.image)
  expect(event, 'a single event with a picture in New York').toBeDefined()
  await page.goto(new URL(event!.url).pathname)
  const hero = (await page.locator('main img').first().boundingBox())!
  expect(hero.width).toBeGreaterThan(300)
  expect(hero.width / hero.height).toBeCloseTo(2, 1)
  const sticky = page.getByRole('button', { name: /^(Get tickets|Reserve a spot|Choose a date)$/ }).last()
  await expect(sticky).toBeInViewport()
  await expectNoSeriousAxeViolations(page)
})

test("A series' page leads with its next date and lists the others, in the one date style", async ({ page, request }) => {
  let parentUrl: string | undefined
  for (let p = 1; p <= 5 && !parentUrl; p++) {
    const series = (await searchApi(request, `place_id=5128581&page_size=50&page=${p}`)).find((e) => (e.series?.counts.current_future ?? 0) > 2)
    parentUrl = series?.parent_url ?? undefined
  }
  expect(parentUrl, 'a series in New York').toBeDefined()
  await page.goto(new URL(parentUrl!).pathname)
  const when = page.getByRole('region', { name: 'Date and time' })
  await expect(when.getByText('Next date:')).toBeVisible()
  const dates = page.getByRole('region', { name: 'All dates' }).getByRole('listitem')
  expect(await dates.count()).toBeGreaterThan(2)
  const first = (await dates.first().innerText()).trim()
  // "Sat, Nov 28, 2026 · 8:30 PM": the date line starts with the first listed date, and stays on its day.
  expect(first).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M$/)
  const line = (await when.locator('time').first().innerText()).trim()
  expect(line.startsWith(first)).toBe(true)
  expect(line).toMatch(/^[^–]+ – \d{1,2}:\d{2} [AP]M [A-Z]{2,5}$/)
  // "+ N more" takes the visitor to the list.
  await when.getByRole('link', { name: /\+ \d+ more/ }).click()
  await expect(page).toHaveURL(/#dates-heading$/)
  await expectNoSeriousAxeViolations(page)
})

test('Every carousel on a phone has its arrows below its slides', async ({ page }) => {
  await gotoHome(page)
  const carousels = page.locator('[aria-roledescription="carousel"]')
  expect(await carousels.count()).toBeGreaterThan(1)
  for (const carousel of await carousels.all()) {
    const next = carousel.getByRole('button', { name: /^(Show next|Scroll carousel right)$/ })
    if (!(await next.isVisible())) continue
    await next.scrollIntoViewIfNeeded()
    const slide = (await carousel.getByRole('listitem').first().boundingBox())!
    expect((await next.boundingBox())!.y).toBeGreaterThan(slide.y + slide.height - 1)
  }
})

test('A reversed date range offers to swap the dates, and the swapped search reads its dates in words', async ({ page }) => {
  const response = await page.goto('/d/ny--new-york/all-events/?start_date=2026-12-31&end_date=2026-12-01')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The end date is before the start date')
  await expect(page.getByText(/not ones we know/)).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('link', { name: 'Swap the dates' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events from Dec 1 to Dec 31, 2026 in New York, NY')
})

test('A page past the last one links the last page', async ({ page }) => {
  const response = await page.goto('/d/ny--new-york/all-events/?page=99')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This search has fewer pages')
  const last = page.getByRole('link', { name: /^Go to the last page \((\d+)\)$/ })
  const count = /\((\d+)\)/.exec((await last.innerText()) ?? '')![1]
  await last.click()
  await expect(page).toHaveURL(new RegExp(`page=${count}$`))
  await expect(page.getByRole('link', { name: `Page ${count}` })).toHaveAttribute('aria-current', 'true')
})

test('The online home never shows a card twice', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'tessera_place', value: 'online', url: baseURL! }])
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online events')
  const hrefs = await page.getByRole('article').getByRole('link', { name: /^View / }).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
  expect(hrefs.length).toBeGreaterThan(4)
  expect(new Set(hrefs).size).toBe(hrefs.length)
})

test("A small town's home offers nearby cities and online events, and its footer columns all have links", async ({ page, context, request, baseURL }) => {
  // A small place with no demo events of its own (the demo data concentrates events in big cities).
  let slug: string | undefined
  for (const name of ['Marfa', 'Tombstone', 'Cooperstown', 'Bar Harbor', 'Telluride']) {
    const suggestions = await (await request.get(`/home/api/geo/place_autocomplete/?input=${encodeURIComponent(name)}`)).json()
    const first = suggestions.predictions?.[0] as { value: string } | undefined
    if (!first) continue
    const { place } = await (await request.get(`/home/api/geo/place_from_google_place_id/?googlePlaceId=${encodeURIComponent(first.value)}&excludeNeighborhoods=false`)).json()
    if (!place) continue
    const events = await (await request.get(`/api/v3/destination/search/?place_id=${place.id}&page_size=1`)).json()
    if (events.events.pagination.object_count === 0) slug = place.location_slug as string
    if (slug) break
  }
  expect(slug, 'a small town without demo events').toBeDefined()
  await context.addCookies([{ name: 'tessera_place', value: slug!, url: baseURL! }])
  await page.goto('/')
  await expect(page.getByText(/^No upcoming events in .+ yet\.$/)).toBeVisible()
  await expect(page.getByText('Nothing here yet', { exact: false })).toHaveCount(0)
  const others = page.getByRole('list', { name: 'Other places' })
  await expect(others.getByRole('link', { name: 'Online events' })).toBeVisible()
  expect(await others.getByRole('link', { name: /^Events in / }).count()).toBeGreaterThan(0)
  for (const column of await page.getByRole('contentinfo').getByRole('list').all()) {
    expect(await column.getByRole('link').count()).toBeGreaterThan(0)
  }
  await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Plan Events' }).getByRole('link').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
