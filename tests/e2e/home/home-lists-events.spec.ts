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

    test('The home page lists upcoming demo events from the database', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
      const upcoming = page.getByRole('region', { name: 'Upcoming events in New York' })
      const cards = upcoming.getByRole('article')
      await expect(cards.first()).toBeVisible()
      expect(await cards.count()).toBeGreaterThan(3)
      // Every card links to its event page with the affiliate code, in a new tab, and says when and for how much.
      const firstLink = cards.first().getByRole('link', { name: /^View / })
      await expect(firstLink).toHaveAttribute('href', /^\/e\/[a-z0-9-]+-tickets-\d+\/\?aff=ebdssbdestsearch$/)
      await expect(firstLink).toHaveAttribute('target', '_blank')
      await expect(firstLink).toHaveAttribute('rel', /noopener/)
      await expect(cards.first().locator('time')).toHaveText(/•/)
      await expect(cards.first().getByText(/^(Free|Free – .+|From .+|Check ticket price on event)$/)).toBeVisible()
      await expect(page.getByRole('region', { name: 'Online events', exact: true }).getByRole('article').first()).toBeAttached()
      await expect(page.getByRole('heading', { name: 'Popular cities' })).toBeVisible()
      // Nothing widens the page: the header's search bar and location picker fit the window.
      const { pageWidth, windowWidth } = await page.evaluate(() => ({
        pageWidth: document.documentElement.scrollWidth,
        windowWidth: window.innerWidth,
      }))
      expect(pageWidth).toBeLessThanOrEqual(windowWidth)
      await expect(page.getByRole('combobox', { name: 'Location' })).toBeInViewport({ ratio: 1 })
      await expectNoSeriousAxeViolations(page)
    })

    test('Quick filter chips change the events without reloading the page', async ({ page }) => {
      await page.goto('/')
      const chips = page.getByRole('radiogroup', { name: 'Quick filters' })
      await expect(chips.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true')
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
      await chips.getByRole('radio', { name: 'Online' }).click()
      await expect(chips.getByRole('radio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true')
      await expect(chips.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'false')
      const online = page.getByRole('region', { name: 'Online events' }).first()
      await expect(online.getByRole('article').first()).toBeVisible()
      await expect(online.getByRole('article').first().getByText('Online', { exact: true })).toBeVisible()
      // Same document: the marker set before the click survives.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
      // The Online chip's See more continues with the online results, not the place's.
      await expect(online.getByRole('link', { name: /See more/ })).toHaveAttribute('href', '/d/online/all-events/')
      await chips.getByRole('radio', { name: 'Free' }).click()
      const free = page.getByRole('region', { name: 'Free events in New York' })
      await expect(free.getByRole('article').first()).toBeVisible()
      // Free, or free places beside paid tickets (decision 052: "Free – $26.87").
      await expect(free.getByRole('article').first().getByText(/^Free( – .+)?$/)).toBeVisible()
      await expect(free.getByRole('link', { name: /See more/ })).toHaveAttribute('href', '/d/ny--new-york/free--events/')
      // Arrow keys move the single selection.
      await chips.getByRole('radio', { name: 'Free' }).press('ArrowRight')
      await expect(chips.getByRole('radio', { name: 'Music' })).toHaveAttribute('aria-checked', 'true')
      await expect(chips.getByRole('radio', { name: 'Music' })).toBeFocused()
    })

    test('For you shows picks or a friendly message, never an error page', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('radio', { name: 'For you' }).click()
      const region = page.getByRole('region', { name: 'Picked for you in New York' })
      await expect(region.getByRole('article').first().or(region.getByRole('status'))).toBeVisible()
      await expect(region.getByText('Loading events…')).toHaveCount(0)
      await expectNoSeriousAxeViolations(page)
    })
  })
}

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test("Online events' cards switch to the viewer's time zone once the page has loaded (spec §4)", async ({ page }) => {
    await page.goto('/')
    // The server draws the event's own zone; the card-date island (with the date rule alone) redraws it.
    const online = page.getByRole('region', { name: 'Online events', exact: true })
    await expect(online.locator('time').first()).toHaveText(/ GMT\+9$/)
    // In-person events keep their venue's zone, without a zone name.
    const upcoming = page.getByRole('region', { name: 'Upcoming events in New York' })
    const inPerson = upcoming.getByRole('article').filter({ hasNot: page.getByText('Online', { exact: true }) })
    await expect(inPerson.first().locator('time')).not.toHaveText(/GMT/)
  })
})

test('Card images are served by the image optimizer at the spec path', async ({ page, request }) => {
  await page.goto('/')
  const img = page.getByRole('region', { name: 'Upcoming events in New York' }).locator('img').first()
  const src = await img.getAttribute('src')
  expect(src).toMatch(/^\/home\/_next\/image\/\?url=%2Fimages%2F.+&w=640&q=75$/)
  const response = await request.get(src!, { headers: { Accept: 'image/webp,*/*' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
})

test('The skip link moves keyboard focus to the page heading', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('The Pride and Dating tiles carry the spec subtitles', async ({ page }) => {
  await page.goto('/')
  const pride = page.getByRole('link', { name: /LGBTQIA\+/ })
  await expect(pride).toContainText('Show up, show off, and celebrate Pride with your people.')
  await expect(pride).toHaveAttribute('href', '/d/ny--new-york/community--events/?subcategories=13004')
  await expect(page.getByRole('link', { name: /Dating Spark something new/ })).toContainText(
    'Spark something new, no matter your relationship status.',
  )
})

test('Card impressions, mounts and clicks reach the data layer and the collector', async ({ page }) => {
  const collected: unknown[] = []
  await page.route('**/api/v3/analytics/', async (route) => {
    collected.push(...(route.request().postDataJSON() as { events: unknown[] }).events)
    await route.continue()
  })
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event)))
    .toEqual(expect.arrayContaining(['EventCardMounted', 'EventCardImpression']))
  await expect.poll(() => collected.length).toBeGreaterThan(0)
  const response = await page.request.post('/api/v3/analytics/', {
    data: { events: [{ event: 'LogoHome', page: '/' }] },
    headers: { 'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value, Origin: new URL(page.url()).origin },
  })
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ stored: 1 })
})
