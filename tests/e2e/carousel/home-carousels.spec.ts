import { expect, test, type Locator, type Page } from '@playwright/test'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// Reduced motion makes the arrows jump instead of gliding, so each click's end state can be read at once.
test.use({ reducedMotion: 'reduce' })

async function clickUntilDisabled(button: Locator, page: Page) {
  for (let i = 0; i < 12 && (await button.isEnabled()); i++) {
    await button.click()
    // The end state is measured on the next animation frame after the scroll.
    await page.waitForTimeout(200)
  }
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('The segmented carousel pages with Show next/previous and disables them at the ends', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'This weekend in New York' }).and(page.locator('[aria-roledescription="carousel"]'))
    const previous = carousel.getByRole('button', { name: 'Show previous' })
    const next = carousel.getByRole('button', { name: 'Show next' })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    // Controls sit above the track on large screens.
    const controlsTop = (await next.boundingBox())!.y
    const firstCard = (await carousel.getByRole('article').first().boundingBox())!.y
    expect(controlsTop).toBeLessThan(firstCard)
    // Four 328 px segments fit at 1280 px.
    const width = (await carousel.getByRole('listitem').first().boundingBox())!.width
    expect(width).toBeGreaterThan(280)
    expect(width).toBeLessThanOrEqual(328)
    await clickUntilDisabled(next, page)
    await expect(previous).toBeEnabled()
    await expect(next).toBeDisabled()
  })

  test('The simple carousel scrolls left and right and disables the arrows at the ends', async ({ page }) => {
    await page.goto('/')
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Online events"]')
    const left = carousel.getByRole('button', { name: 'Scroll carousel left' })
    const right = carousel.getByRole('button', { name: 'Scroll carousel right' })
    await expect(left).toBeDisabled()
    await right.click()
    await expect(left).toBeEnabled()
    await clickUntilDisabled(right, page)
    await expect(right).toBeDisabled()
    await left.click()
    await expect(right).toBeEnabled()
  })
})

test('On a phone the segmented carousel shows one segment with its controls below', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'This weekend in New York' }).and(page.locator('[aria-roledescription="carousel"]'))
  const next = carousel.getByRole('button', { name: 'Show next' })
  await next.scrollIntoViewIfNeeded()
  const firstCard = (await carousel.getByRole('article').first().boundingBox())!
  expect((await next.boundingBox())!.y).toBeGreaterThan(firstCard.y + firstCard.height - 1)
  await next.click()
  await expect(carousel.getByRole('button', { name: 'Show previous' })).toBeEnabled()
})
