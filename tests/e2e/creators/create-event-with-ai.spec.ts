// Issue 20: "Create my event faster with AI" → a complete draft in the editor → publish.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'
import { openCreateEventModal, signUpWithForm } from './helpers'
import { newClientFromContext } from '../../api/helpers/accounts'
import { setUpPayouts } from '../../api/helpers/payouts'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('A few answers make a complete draft, which opens in the editor’s preview and publishes', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    await signUpWithForm(page, 'Ari Wizard')
    await gotoHydrated(page, '/')
    await openCreateEventModal(page)
    await page.getByRole('dialog', { name: 'How do you want to build your event?' }).getByRole('link', { name: /Create my event faster with AI/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create my event faster with AI' })).toBeVisible()
    await page.getByRole('textbox', { name: 'What is your event?' }).fill('A candle-lit jazz evening with a local trio')
    await page.getByLabel('Date').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10))
    await page.getByRole('textbox', { name: 'Venue name' }).fill('Blue Room')
    await page.getByRole('textbox', { name: 'Town or city' }).fill('Chicago')
    await page.getByRole('list', { name: 'Places' }).getByRole('button', { name: /^Chicago/ }).first().click()
    await page.getByRole('textbox', { name: 'Price in US dollars' }).fill('18')
    await page.getByRole('combobox', { name: 'Mood' }).selectOption('elegant')
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Create my event' }).click()

    await expect(page).toHaveURL(/\/manage\/events\/\d+\/edit\?step=publish/)
    const preview = page.getByRole('article', { name: 'Preview of your event page' })
    await expect(preview.getByRole('heading', { level: 3 })).toContainText(/jazz/i)
    await expect(preview.getByText(/\(Central .* \(America\/Chicago\)\)/)).toBeVisible()
    await expect(page.getByText('Everything needed is there.')).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    // Its tickets are paid: the creator confirms their email and sets up payouts first (issue 37).
    await setUpPayouts(await newClientFromContext(page.context().request, baseURL!))
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Your event is live' })).toBeVisible()
  })
})
