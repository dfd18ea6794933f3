import { expect, test, type Locator } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const backgroundColor = (tile: Locator) => tile.evaluate((node) => getComputedStyle(node).backgroundColor)

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`At ${viewport.width} px the Pride and Dating tiles show their copy, picture and theme`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const tiles = page.getByRole('region', { name: 'Find your people' })
    const pride = tiles.getByRole('link', { name: /^LGBTQIA\+/ })
    const dating = tiles.getByRole('link', { name: /^Dating/ })
    await pride.scrollIntoViewIfNeeded()
    await expect(pride).toHaveAttribute('href', '/d/ny--new-york/community--events/?subcategories=13004')
    await expect(pride.getByText('Show up, show off, and celebrate Pride with your people.')).toBeVisible()
    await expect(dating.getByText('Spark something new, no matter your relationship status.')).toBeVisible()

    // The small picture through the optimizer, over its blur placeholder, loads.
    const image = pride.locator('img')
    await expect(image).toHaveAttribute('src', /^\/home\/_next\/image\/\?url=.+&w=384&q=75$/)
    expect(await image.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
      /^url\("data:image\/png;base64,/,
    )
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const box = (await image.boundingBox())!
    expect(box.width / box.height).toBeCloseTo(2, 1)

    // Dating's theme is transparent: the page shows through; Pride keeps the dark tile.
    expect(await backgroundColor(dating)).toBe('rgba(0, 0, 0, 0)')
    expect(await backgroundColor(pride)).not.toBe('rgba(0, 0, 0, 0)')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
    await expectNoSeriousAxeViolations(page)
  })
}
