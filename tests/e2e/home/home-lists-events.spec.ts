import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test('The home page lists upcoming demo events from the database', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Events in New York/)
  const inNewYork = page.getByRole('region', { name: /Upcoming in New York/ })
  const cards = inNewYork.getByRole('article')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(3)
  // Every card links to its event page and says when and for how much.
  const firstLink = cards.first().getByRole('link', { name: /^View / })
  await expect(firstLink).toHaveAttribute('href', /^\/e\/[a-z0-9-]+-tickets-\d+\/$/)
  await expect(cards.first().locator('time')).toHaveText(/•/)
  await expect(cards.first().getByText(/^(Free|From .+|Check ticket price on event)$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Online events' }).getByRole('article').first()).toBeVisible()

  const axe = await new AxeBuilder({ page }).analyze()
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
})

test('Card images are served by the image optimizer at the spec path', async ({ page, request }) => {
  await page.goto('/')
  const img = page.getByRole('region', { name: /Upcoming in New York/ }).locator('img').first()
  const src = await img.getAttribute('src')
  expect(src).toMatch(/^\/home\/_next\/image\/\?url=%2Fimages%2F.+&w=640&q=75$/)
  const response = await request.get(src!, { headers: { Accept: 'image/webp,*/*' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
})

test('The skip link moves keyboard focus to the page heading', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})
