// Issue 37 point 4 in the browser, at 1280 and 375 px with axe: the creator sets sales tax added at
// checkout in the Taxes section of /myprofile/ (a missing rate is refused beside its field); a buyer then
// sees the tax in the all-in price and as its own line in the checkout's order summary.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, continueToHold, createEventForSale, openCheckout } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The creator sets sales tax in their settings, and the buyer sees it in the price and as a line of the order summary', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: `Harbour Tax Night ${Date.now().toString(36)}`, priceMinor: 2500 })
    await browseAs(page, sale.organizer)
    await page.goto('/myprofile/')
    const taxes = page.getByRole('region', { name: 'Taxes' })
    const form = taxes.getByRole('form', { name: 'Tax settings' })
    await expect(form.getByRole('radio', { name: 'No tax' })).toBeChecked()
    await form.getByRole('radio', { name: 'Sales tax added at checkout (United States)' }).check()
    await form.getByRole('textbox', { name: 'Legal name' }).fill('Harbour Nights LLC')
    await form.getByRole('button', { name: 'Save tax settings' }).click()
    await expect(form.getByText('must be above 0 when tax is charged')).toBeVisible()
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill('8.875')
    await form.getByRole('textbox', { name: 'Address' }).fill('1 Harbour Rd\nNew York, NY 10001')
    await form.getByRole('textbox', { name: 'Tax ID (VAT, GST or EIN)' }).fill('EIN 12-3456789')
    await form.getByRole('button', { name: 'Save tax settings' }).click()
    await expect(form.getByRole('status').filter({ hasText: 'Tax settings saved.' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `/tmp/tax-shots/settings-${page.viewportSize()?.width}.png`, fullPage: true })
    // After a reload the settings are the saved ones.
    await page.reload()
    await expect(page.getByRole('region', { name: 'Taxes' }).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('8.875')

    // A buyer: $25.00 + $1.87 fee + $2.22 tax is the price shown first, and the summary breaks it down.
    const buyer = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const buyerPage = await buyer.newPage()
    await buyerPage.goto(sale.path)
    const tickets = buyerPage.getByRole('complementary', { name: 'Get tickets' })
    await expect(tickets.getByText('$29.09', { exact: true }).first()).toBeVisible()
    const dialog = await openCheckout(buyerPage, 'Get tickets')
    await chooseTickets(dialog, sale.ticketClass.name, 1)
    const order = await continueToHold(buyerPage, dialog)
    expect(order).toMatchObject({ subtotal: { value: 2500 }, fees: { value: 187 }, tax: { value: 222 }, total: { value: 2909 } })
    const summary = dialog.getByRole('region', { name: 'Order summary' })
    await expect(summary).toContainText('Fees$1.87Tax (8.875%)$2.22Total$29.09')
    await expect(dialog.getByRole('button', { name: 'Pay $29.09' })).toBeVisible()
    await expectNoSeriousAxeViolations(buyerPage)
    await buyerPage.screenshot({ path: `/tmp/tax-shots/checkout-${buyerPage.viewportSize()?.width}.png`, fullPage: true })
    await buyer.close()
  })
})
