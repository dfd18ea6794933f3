// Issue 38 point 8 at 1280 and 375 px: the order summary names the promo code applied, in checkout, on the
// confirmation page and in the confirmation email ("Promo code FRIENDS10: −$2.50").
import { expect, test } from '../fixtures'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { chooseTickets, continueToHold, createEventForSale, fillBuyer, fillCard, findEmail, openCheckout, staffClient } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The promo code applied is named in the checkout summary, on the confirmation and in the email', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const sale = await createEventForSale(playwright, baseURL!, {
      name: `Friends Night ${Date.now().toString(36)}`,
      priceMinor: 2500,
      discounts: [{ type: 'coded', code: 'FRIENDS10', percent_off: 10 }],
    })
    await page.goto(sale.path)
    const dialog = await openCheckout(page, 'Get tickets')
    await chooseTickets(dialog, sale.ticketClass.name, 1)
    await dialog.getByLabel('Promo code').fill('friends10')
    const order = await continueToHold(page, dialog)
    expect(order).toMatchObject({ discount_code: 'FRIENDS10', discount: { currency: 'USD', value: 250 } })
    await expect(dialog.getByRole('region', { name: 'Order summary' })).toContainText('Promo code FRIENDS10−$2.50')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('promo-summary.png') })

    const email = uniqueEmail('friends')
    await fillBuyer(dialog, 'Fren Dees', email)
    await fillCard(dialog, '4242 4242 4242 4242')
    await dialog.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Promo code FRIENDS10−$2.50')
    await expectNoSeriousAxeViolations(page)

    const staff = await staffClient(playwright, baseURL!)
    const mail = await findEmail(staff, email, 'order-confirmation')
    expect(mail.text).toContain('Promo code FRIENDS10: -$2.50')
    expect(mail.html).toContain('Promo code FRIENDS10: -$2.50')
    await staff.api.dispose()
    await sale.organizer.api.dispose()
  })
})
