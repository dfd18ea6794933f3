// Issue 37 point 5 in the browser: the order confirmation page links to the order's receipt PDF, and a
// buyer gets an invoice for a company through its small form; at 1280 and 375 px, with axe.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { buyOverApi, createEventForSale } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The confirmation page links to the receipt and gives an invoice for a company', async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: `Receipt Gala ${Date.now().toString(36)}`, priceMinor: 2500 })
    const { order, token } = await buyOverApi(playwright, baseURL!, sale, { quantity: 1 })
    await page.goto(`/orders/${order.id}/?token=${token}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')

    const receipt = page.getByRole('link', { name: 'Download receipt' })
    await expect(receipt).toBeVisible()
    const pdf = await page.request.get((await receipt.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    const form = page.getByRole('form', { name: 'Invoice for a company' })
    await form.getByLabel('Company name').fill('Acme GmbH')
    await form.getByLabel('Address').fill('Hafenstraße 1\n20457 Hamburg')
    await form.getByLabel('VAT ID (optional)').fill('DE123456789')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('invoice-form.png'), fullPage: true })
    await form.getByRole('button', { name: 'Get invoice' }).click()

    await expect(page.getByRole('status').filter({ hasText: /^Invoice INV-\d+-000001 is ready\./ })).toBeVisible()
    const invoice = page.getByRole('link', { name: /^Download invoice INV-\d+-000001$/ })
    const invoicePdf = await page.request.get((await invoice.getAttribute('href'))!)
    expect(invoicePdf.headers()['content-type']).toBe('application/pdf')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('invoice-ready.png'), fullPage: true })
  })
})
