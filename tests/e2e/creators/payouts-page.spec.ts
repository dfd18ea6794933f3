// Issue 37 point 3: the creator's payouts page at 1280 and 375 px with axe. The creator sets a test bank
// account (a mistyped IBAN refused beside its field first, then a US account), reads the balances and the
// schedule, sets the reserve, and finds the page from the organizer profile.
import { expect, test } from '../fixtures'
import { newClient, signUp } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The creator sets where payouts go and the schedule, with mistakes said beside their field', async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(90_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Paz Payee' })
    await browseAs(page, creator)
    await page.goto('/myprofile/')
    await page.getByRole('link', { name: 'Payouts' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
    await expect(page.getByText('No payout method yet')).toBeVisible()
    await expect(page.getByText('No sales yet.')).toBeVisible()
    await expect(page.getByText('No payouts yet.')).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const method = page.getByRole('form', { name: 'Payout method' })
    await method.getByRole('textbox', { name: 'Account holder' }).fill('Paz Payee')
    await method.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01')
    await method.getByRole('button', { name: 'Save payout method' }).click()
    await expect(method.getByText('has wrong check digits')).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await method.getByRole('radio', { name: 'US bank account' }).check()
    await method.getByRole('textbox', { name: 'Routing number' }).fill('110000000')
    await method.getByRole('textbox', { name: 'Account number' }).fill('000123456789')
    await method.getByRole('button', { name: 'Save payout method' }).click()
    await expect(method.getByRole('status').filter({ hasText: 'Payout method saved.' })).toBeVisible()
    await expect(page.getByText('Payouts go to the account of Paz Payee ending in 6789.')).toBeVisible()

    const schedule = page.getByRole('form', { name: 'Schedule' })
    await expect(schedule.getByRole('spinbutton', { name: 'Days after the event ends' })).toHaveValue('5')
    await schedule.getByRole('spinbutton', { name: 'Reserve against refunds (%)' }).fill('10')
    await schedule.getByRole('button', { name: 'Save schedule' }).click()
    await expect(schedule.getByRole('status').filter({ hasText: 'Schedule saved.' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('form', { name: 'Schedule' }).getByRole('spinbutton', { name: 'Reserve against refunds (%)' })).toHaveValue('10')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`payouts-${page.viewportSize()?.width}.png`), fullPage: true })
  })
})
