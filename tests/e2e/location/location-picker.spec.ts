import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

// Spec §8's location messages, word for word.
const NO_PERMISSION = "Looks like we don't have permission to access your location."
const UNDETERMINED = "Looks like the browser wasn't able to determine your location."
const UNRESOLVED = "Looks like we weren't able to resolve your location."
const TYPE_AGAIN = "We're sorry, something went wrong. Please try typing in your location again."
const NO_RESULTS = "We weren't able to find any results for that location. Please try a different location."

const picker = (page: Page) => page.getByRole('combobox', { name: 'Location' })
const placeList = (page: Page) => page.getByRole('listbox', { name: 'Locations' })

// A mark on the page's window: it survives a client-side change of place and is gone after a full reload.
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { tesseraMarker: 'still here' }))
const windowMark = (page: Page) =>
  page.evaluate(() => (window as Window & { tesseraMarker?: string }).tesseraMarker ?? null)

// The home page's weekend carousel (src/app/page.tsx); the section around it bears the same name.
const weekendCarousel = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name }).and(page.locator('[aria-roledescription="carousel"]'))

/** Opens the home page in New York, weekend carousel included (5,000 demo events always fill it). */
async function gotoNewYorkHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
  await expect(weekendCarousel(page, 'This weekend in New York').getByRole('article').first()).toBeAttached()
  await markWindow(page)
}

/** The home page has followed a newly picked place without a full reload, its weekend carousel too. */
async function expectHomeFollows(page: Page, { from, to }: { from: string; to: string }) {
  // The hero is drawn on the server with the carousels: once it names the new place, they are the new
  // place's too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Events in ${to}`)
  await expect(
    page
      .getByRole('region', { name: `Upcoming events in ${to}` })
      .getByRole('article')
      .first(),
  ).toBeVisible()
  await expect(weekendCarousel(page, `This weekend in ${from}`)).toHaveCount(0)
  // The demo data may have no events this weekend in the new place: the page then leaves the carousel
  // out. Any weekend carousel shown is the new place's, with its events.
  const weekend = weekendCarousel(page, `This weekend in ${to}`)
  const shown = await weekend.count()
  await expect(weekendCarousel(page, /^This weekend /)).toHaveCount(shown)
  if (shown > 0) await expect(weekend.getByRole('article').first()).toBeAttached()
  expect(await windowMark(page)).toBe('still here')
}

/**
 * A location message as the visitor sees it: all its words, and nothing drawn over it. toBeVisible
 * does not notice covering (the place list once hid the messages at 660 px and wider), so the topmost
 * element at the message's centre must be the message itself.
 */
async function expectMessageOnTop(page: Page, text: string) {
  const message = page.getByRole('status').filter({ hasText: text })
  await expect(message).toHaveText(text)
  await expect(message).toBeVisible()
  await expect
    .poll(() =>
      message.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && element.contains(hit)
      }),
    )
    .toBe(true)
}

/** Focuses the picker and waits for its list: the page is then hydrated, so no keystroke is lost. */
async function openPicker(page: Page) {
  await picker(page).click()
  await expect(placeList(page).getByRole('option', { name: 'Browse online events' })).toBeVisible()
}

// Spec §4's picker and §8's location messages, at both widths (below 660 px the open picker fills the
// screen).
for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
]) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('Focus offers current location and online events; typing suggests places; Enter picks the first, remembered for next time', async ({
      page,
    }) => {
      await gotoNewYorkHome(page)
      await openPicker(page)
      await expect(placeList(page).getByRole('option', { name: 'Use my current location' })).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      await picker(page).pressSequentially('Londo', { delay: 30 })
      await expect(placeList(page).getByRole('option').first()).toContainText('London')
      await picker(page).press('Enter')
      await expect(picker(page)).toHaveValue('London')
      await expectHomeFollows(page, { from: 'New York', to: 'London' })
      // The place is remembered as a recent location and offered first on the next focus.
      await picker(page).click()
      await expect(placeList(page).getByRole('option').first()).toContainText('London')
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('tessera:recent-locations') ?? '[]') as { value: string }[],
      )
      expect(stored[0]?.value).toBe('recent-2643743')
    })

    test('Leaving the box puts back the selected place', async ({ page }) => {
      await page.goto('/')
      await openPicker(page)
      await picker(page).fill('Chic')
      // Tab leaves the box the same way at both widths: below 660 px the open picker covers the page,
      // so there is nothing else to click.
      await picker(page).press('Tab')
      await expect(picker(page)).toHaveValue('New York')
      await expect(placeList(page)).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
    })

    test('Browse online events switches the page to online events', async ({ page }) => {
      await page.goto('/')
      await openPicker(page)
      await placeList(page).getByRole('option', { name: 'Browse online events' }).click()
      await expect(picker(page)).toHaveValue('Online events')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online events')
    })

    test('Enter pressed before the suggestions came picks the first one once they do, with no error', async ({
      page,
    }) => {
      await page.goto('/')
      await openPicker(page)
      // fill() types the whole word at once: Enter lands well inside the 250 ms debounce.
      await picker(page).fill('Londo')
      await picker(page).press('Enter')
      await expect(picker(page)).toHaveValue('London')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in London')
      await expect(page.getByText(TYPE_AGAIN)).toHaveCount(0)
    })

    test('Enter on the untouched picker keeps the place and asks for no position', async ({ page }) => {
      await page.goto('/')
      await openPicker(page)
      await picker(page).press('Enter')
      await expect(placeList(page)).toHaveCount(0)
      await expect(picker(page)).toHaveValue('New York')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
      await expect(page.getByText(NO_PERMISSION)).toHaveCount(0)
    })

    test('A place nobody knows says so and clears the text; Enter on the emptied box asks to type again', async ({
      page,
    }) => {
      await page.goto('/')
      await openPicker(page)
      await picker(page).fill('Qqqxzzv')
      await expectMessageOnTop(page, NO_RESULTS)
      await expect(picker(page)).toHaveValue('')
      await picker(page).press('Enter')
      await expectMessageOnTop(page, TYPE_AGAIN)
      await expect(picker(page)).toHaveValue('')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
    })

    test('A failed place lookup asks to type the location again', async ({ page }) => {
      await page.route('**/home/api/geo/place_from_google_place_id/**', (route) =>
        route.fulfill({ status: 500, json: {} }),
      )
      await page.goto('/')
      await openPicker(page)
      await picker(page).pressSequentially('Londo', { delay: 30 })
      await expect(placeList(page).getByRole('option').first()).toContainText('London')
      await picker(page).press('Enter')
      await expectMessageOnTop(page, TYPE_AGAIN)
      await expect(picker(page)).toHaveValue('')
    })

    test('A failed place autocomplete asks to type the location again and clears the text', async ({
      page,
    }) => {
      await page.route('**/home/api/geo/place_autocomplete/**', (route) =>
        route.fulfill({ status: 500, json: { error: 'INTERNAL', error_description: 'boom' } }),
      )
      await page.goto('/')
      await openPicker(page)
      await picker(page).pressSequentially('Londo', { delay: 30 })
      await expectMessageOnTop(page, TYPE_AGAIN)
      await expect(picker(page)).toHaveValue('')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in New York')
    })

    test('Denied geolocation explains it has no permission', async ({ page }) => {
      await page.goto('/')
      await openPicker(page)
      await placeList(page).getByRole('option', { name: 'Use my current location' }).click()
      await expectMessageOnTop(page, NO_PERMISSION)
    })

    test('Granted geolocation resolves the place, and a failed resolution says so', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation({ latitude: 41.8781, longitude: -87.6298 })
      await page.goto('/')
      await openPicker(page)
      await placeList(page).getByRole('option', { name: 'Use my current location' }).click()
      await expect(picker(page)).toHaveValue('Chicago')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Chicago')
      await page.route('**/home/api/geo/place_from_coordinates/**', (route) =>
        route.fulfill({ status: 404, json: {} }),
      )
      await picker(page).click()
      await placeList(page).getByRole('option', { name: 'Use my current location' }).click()
      await expectMessageOnTop(page, UNRESOLVED)
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
      await openPicker(page)
      await placeList(page).getByRole('option', { name: 'Use my current location' }).click()
      await expectMessageOnTop(page, UNDETERMINED)
    })
  })
}

test.describe('phone only', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('Tapping a suggestion at 375 px switches the home events to it without a full reload', async ({
    page,
  }) => {
    await gotoNewYorkHome(page)
    await openPicker(page)
    await picker(page).pressSequentially('Londo', { delay: 30 })
    await placeList(page)
      .getByRole('option', { name: /London/ })
      .first()
      .click()
    await expect(picker(page)).toHaveValue('London')
    await expectHomeFollows(page, { from: 'New York', to: 'London' })
    await expectNoSeriousAxeViolations(page)
  })

  test('The open picker fills the screen, and the overlay closes at 660 px or wider', async ({ page }) => {
    await page.goto('/')
    await openPicker(page)
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
