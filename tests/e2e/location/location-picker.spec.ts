import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const picker = (page: Page) => page.getByRole('combobox', { name: 'Location' })

// A mark on the page's window: it survives a client-side change of place and is gone after a full reload.
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { tesseraMarker: 'still here' }))
const windowMark = (page: Page) =>
  page.evaluate(() => (window as Window & { tesseraMarker?: string }).tesseraMarker ?? null)

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('Focus offers current location and online events; typing suggests places; Enter picks the first', async ({
    page,
  }) => {
    await page.goto('/')
    await markWindow(page)
    await picker(page).click()
    const list = page.getByRole('listbox', { name: 'Locations' })
    await expect(list.getByRole('option', { name: 'Use my current location' })).toBeVisible()
    await expect(list.getByRole('option', { name: 'Browse online events' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await picker(page).pressSequentially('Londo', { delay: 30 })
    await expect(list.getByRole('option').first()).toContainText('London')
    await picker(page).press('Enter')
    await expect(picker(page)).toHaveValue('London')
    // The page follows the place without a full reload.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in London')
    await expect(
      page.getByRole('region', { name: 'Upcoming events in London' }).getByRole('article').first(),
    ).toBeVisible()
    expect(await windowMark(page)).toBe('still here')
    // The place is remembered as a recent location.
    await picker(page).click()
    await expect(list.getByRole('option').first()).toContainText('London')
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('tessera:recent-locations') ?? '[]') as { value: string }[],
    )
    expect(stored[0]?.value).toBe('recent-2643743')
  })

  test('Blur puts back the selected place', async ({ page }) => {
    await page.goto('/')
    await picker(page).click()
    await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
    await picker(page).fill('Chic')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(picker(page)).toHaveValue('New York')
  })

  test('Browse online events switches the page to online events', async ({ page }) => {
    await page.goto('/')
    await picker(page).click()
    await page.getByRole('option', { name: 'Browse online events' }).click()
    await expect(picker(page)).toHaveValue('Online events')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online events')
  })

  test('Enter pressed before the suggestions came picks the first one once they do, with no error', async ({
    page,
  }) => {
    await page.goto('/')
    await picker(page).click()
    await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
    // fill() types the whole word at once: Enter lands well inside the 250 ms debounce.
    await picker(page).fill('Londo')
    await picker(page).press('Enter')
    await expect(picker(page)).toHaveValue('London')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in London')
    await expect(page.getByText("We're sorry, something went wrong.", { exact: false })).toHaveCount(0)
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('Picking a place at 375 px switches the home events to it without a full reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
    await markWindow(page)
    await picker(page).click()
    const list = page.getByRole('listbox', { name: 'Locations' })
    await expect(list.getByRole('option', { name: 'Browse online events' })).toBeVisible()
    await picker(page).pressSequentially('Londo', { delay: 30 })
    await list
      .getByRole('option', { name: /London/ })
      .first()
      .click()
    await expect(picker(page)).toHaveValue('London')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in London')
    await expect(
      page.getByRole('region', { name: 'Upcoming events in London' }).getByRole('article').first(),
    ).toBeVisible()
    expect(await windowMark(page)).toBe('still here')
    await expectNoSeriousAxeViolations(page)
  })

  test('The open picker fills the screen, and the overlay closes at 660 px or wider', async ({ page }) => {
    await page.goto('/')
    await picker(page).click()
    await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
    const box = page.locator('div', { has: picker(page) }).last()
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await expectNoSeriousAxeViolations(page)
    // Just below the breakpoint it stays a full-screen overlay.
    await page.setViewportSize({ width: 659, height: 800 })
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.setViewportSize({ width: 660, height: 800 })
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed')
  })
})

// Spec §4's Enter and §8's location messages, at both widths (below 660 px the open picker fills the screen).
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
]) {
  test.describe(`location messages on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('Enter on the untouched picker keeps the place and asks for no position', async ({ page }) => {
      await page.goto('/')
      await picker(page).click()
      await expect(page.getByRole('option', { name: 'Use my current location' })).toBeVisible()
      await picker(page).press('Enter')
      await expect(page.getByRole('listbox', { name: 'Locations' })).toHaveCount(0)
      await expect(picker(page)).toHaveValue('New York')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
      await expect(
        page.getByText("Looks like we don't have permission to access your location."),
      ).toHaveCount(0)
    })

    test('A place nobody knows says so and clears the text', async ({ page }) => {
      await page.goto('/')
      await picker(page).click()
      await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
      await picker(page).fill('Qqqxzzv')
      await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText(
        "We weren't able to find any results for that location. Please try a different location.",
      )
      await expect(picker(page)).toHaveValue('')
    })

    test('A failed place lookup asks to type the location again', async ({ page }) => {
      await page.route('**/home/api/geo/place_from_google_place_id/**', (route) =>
        route.fulfill({ status: 500, json: {} }),
      )
      await page.goto('/')
      // The list opening shows the page is hydrated, so no keystroke is lost to it.
      await picker(page).click()
      await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
      await picker(page).pressSequentially('Londo', { delay: 30 })
      await expect(
        page.getByRole('listbox', { name: 'Locations' }).getByRole('option').first(),
      ).toContainText('London')
      await picker(page).press('Enter')
      await expect(
        page.getByText("We're sorry, something went wrong. Please try typing in your location again."),
      ).toBeVisible()
      await expect(picker(page)).toHaveValue('')
    })

    test('Denied geolocation explains it has no permission', async ({ page }) => {
      await page.goto('/')
      await picker(page).click()
      await page.getByRole('option', { name: 'Use my current location' }).click()
      await expect(
        page.getByText("Looks like we don't have permission to access your location."),
      ).toBeVisible()
    })

    test('Granted geolocation resolves the place, and a failed resolution says so', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 })
      await page.goto('/')
      await picker(page).click()
      await page.getByRole('option', { name: 'Use my current location' }).click()
      await expect(picker(page)).toHaveValue('Chicago')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Chicago')
      await page.route('**/home/api/geo/place_from_coordinates/**', (route) =>
        route.fulfill({ status: 404, json: {} }),
      )
      await picker(page).click()
      await page.getByRole('option', { name: 'Use my current location' }).click()
      await expect(page.getByText("Looks like we weren't able to resolve your location.")).toBeVisible()
    })

    test('A browser that cannot determine the position says so', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'geolocation', {
          value: {
            getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 2 }),
          },
        })
      })
      await page.goto('/')
      await picker(page).click()
      await page.getByRole('option', { name: 'Use my current location' }).click()
      await expect(
        page.getByText("Looks like the browser wasn't able to determine your location."),
      ).toBeVisible()
    })

    test('A failed place autocomplete asks to type the location again and clears the text', async ({
      page,
    }) => {
      await page.route('**/home/api/geo/place_autocomplete/**', (route) =>
        route.fulfill({ status: 500, json: { error: 'INTERNAL', error_description: 'boom' } }),
      )
      await page.goto('/')
      await picker(page).click()
      await expect(page.getByRole('option', { name: 'Browse online events' })).toBeVisible()
      await picker(page).pressSequentially('Londo', { delay: 30 })
      await expect(
        page.getByText("We're sorry, something went wrong. Please try typing in your location again."),
      ).toBeVisible()
      await expect(picker(page)).toHaveValue('')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
    })
  })
}
