import { expect, test, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { expectNoSeriousAxeViolations } from '../axe'
import { gotoHydrated } from '../hydration'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

test('A search from the header opens its results page, and filters apply and clear by mouse and keyboard', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Search events' })
  await search.fill('music')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/d\/ny--new-york\/events\/music\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music events in New York, NY')
  await expect(page.getByRole('article').first()).toBeVisible()
  const allCount = await page.getByRole('main').getByRole('status').textContent()
  await expectNoSeriousAxeViolations(page)

  // Mouse: the Free price filter.
  await filters(page).getByRole('link', { name: /^Free \(\d[\d,]*\)$/ }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/free--events\/music\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free music events in New York, NY')
  await expect(filters(page).getByRole('link', { name: /^Free/ })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('main').getByRole('status')).not.toHaveText(allCount ?? '')

  // Keyboard: a date filter.
  const nextMonth = filters(page).getByRole('link', { name: /^Next month/ })
  await nextMonth.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/d\/ny--new-york\/free--events--next-month\/music\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free music events next month in New York, NY')

  // Keyboard: remove one filter from the active-filter chips.
  // (When nothing matches, the empty state suggests the same removal further down: the chip is meant.)
  const removeFree = page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter Free' })
  await removeFree.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/d\/ny--new-york\/events--next-month\/music\/$/)

  // Mouse: clear all keeps the text and the place.
  await filters(page).getByRole('link', { name: /^Paid/ }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/paid--events--next-month\/music\/$/)
  await page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/events\/music\/$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(allCount ?? '')
})

/** The calendar day `days` after today in this process's time zone, as YYYY-MM-DD. */
function daysFromToday(days: number): string {
  const now = new Date()
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

test('A custom date range is picked on two calendars by keyboard and lands on the canonical URL', async ({ page }) => {
  await gotoHydrated(page, '/d/ny--new-york/all-events/?tags=date-night')
  const form = page.getByRole('form', { name: 'Pick dates' })
  // The From calendar opens on the visitor's today (the browser's own time zone, which is this runner's):
  // a week down is the start; To opens on the start: two weeks down.
  const start = daysFromToday(7)
  const end = daysFromToday(21)
  await form.getByRole('button', { name: 'From: Choose a date' }).click()
  await expect(form.getByRole('grid')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'To: Choose a date' }).click()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Apply dates' }).click()
  await expect(page).toHaveURL(new RegExp(`/d/ny--new-york/all-events/\\?tags=date-night&start_date=${start}&end_date=${end}$`))
  // Dates in words (issue 23), the year once when both days share it.
  const words = (iso: string, year: boolean) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}) })
  const range = `${words(start, start.slice(0, 4) !== end.slice(0, 4))} to ${words(end, true)}`
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Events for date night from ${range} in New York, NY`)
  // The active-filter chip (an empty result also suggests the same removal, so the list is named).
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: `Remove filter ${range}` }),
  ).toBeVisible()
})

test('Pagination keeps the URL and back and forward return to the same results', async ({ page }) => {
  await page.goto('/d/ny--new-york/all-events/')
  const firstOnPage1 = await page.getByRole('article').first().getByRole('link', { name: /^View / }).getAttribute('href')
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await pagination.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/all-events\/\?page=2$/)
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true')
  const firstOnPage2 = await page.getByRole('article').first().getByRole('link', { name: /^View / }).getAttribute('href')
  expect(firstOnPage2).not.toBe(firstOnPage1)
  await expectNoSeriousAxeViolations(page)

  await page.goBack()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/all-events\/$/)
  await expect(page.getByRole('article').first().getByRole('link', { name: /^View / })).toHaveAttribute('href', firstOnPage1!)
  await page.goForward()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByRole('article').first().getByRole('link', { name: /^View / })).toHaveAttribute('href', firstOnPage2!)

  // Sorting keeps the filters and starts again at page 1.
  await page.getByRole('navigation', { name: 'Sort results' }).getByRole('link', { name: 'Date' }).click()
  await expect(page).toHaveURL(/\/d\/ny--new-york\/all-events\/\?sort=date$/)
})

test('A search with no matches suggests fewer filters and other places', async ({ page }) => {
  await page.goto('/d/ny--new-york/free--events/zzqqxxnotaword/')
  await expect(page.getByRole('heading', { name: 'No events match this search' })).toBeVisible()
  const suggestions = page.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('link', { name: 'Remove filter Free' })).toBeVisible()
  await expect(suggestions.getByRole('link', { name: 'Search without “zzqqxxnotaword”' })).toBeVisible()
  await expect(suggestions.getByRole('link', { name: /^Events in / }).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await suggestions.getByRole('link', { name: 'Online events' }).click()
  await expect(page).toHaveURL(/\/d\/online\/free--events\/zzqqxxnotaword\/$/)
})

test('An unknown place shows a friendly not-found page', async ({ page }) => {
  const response = await page.goto('/d/nowhere--atlantis/all-events/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that search')
  await expect(page.getByRole('link', { name: 'Browse events near you' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
