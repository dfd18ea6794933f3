// Issue 25 "a pt-BR date picker starts on Sunday" (spec §9: calendars start on Monday, on Sunday for
// pt-BR): the results' date range is picked on calendars drawn in the page's language.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test('On a Brazilian results page the date picker starts its weeks on Sunday, and picks a range by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/pt-br/d/online/all-events/')
  const form = page.getByRole('form', { name: 'Escolher datas' })
  await form.getByRole('button', { name: 'De: Escolher uma data' }).click()
  const grid = form.getByRole('grid')
  await expect(grid.getByRole('columnheader').first()).toHaveText('dom.')
  await expect(grid.getByRole('columnheader').nth(1)).toHaveText('seg.')
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(grid).toHaveCount(0)
  await form.getByRole('button', { name: 'Até: Escolher uma data' }).click()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await form.getByRole('button', { name: 'Aplicar datas' }).click()
  await expect(page).toHaveURL(/\/pt-br\/d\/online\/all-events\/\?start_date=\d{4}-\d{2}-\d{2}&end_date=\d{4}-\d{2}-\d{2}$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
})

test('On a German results page the date picker starts its weeks on Monday and closes with Escape', async ({ page }) => {
  await gotoHydrated(page, '/de-de/d/online/all-events/')
  const form = page.getByRole('form', { name: 'Zeitraum wählen' })
  const from = form.getByRole('button', { name: 'Von: Datum wählen' })
  await from.click()
  const grid = form.getByRole('grid')
  // CLDR's stand-alone German abbreviation ("Mo." inside a date).
  await expect(grid.getByRole('columnheader').first()).toHaveText(/^Mo\.?$/)
  await expect(grid.getByRole('columnheader').last()).toHaveText(/^So\.?$/)
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(grid).toHaveCount(0)
  await expect(from).toBeFocused()
})
