// Issue 38 point 4 at 1280 and 375 px: the buyer's refund shows the amount, lets them choose tickets, is
// named for what it does ("Refund now" where the policy allows it, "Send refund request" where the
// organizer decides), asks for confirmation, and the result (with when the money arrives) takes focus.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { uniqueEmail } from '../../api/helpers/accounts'
import { buyOverApi, confirmationLinkFromMail, createEventForSale, findEmail } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('Under a 7-day policy the buyer refunds one of two tickets now, after confirming its amount and then from their email', async ({ page, playwright, baseURL, staff }) => {
    test.setTimeout(120_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: 'Refund Choice Night', priceMinor: 2500 })
    const email = uniqueEmail('refund-choice')
    const { order, token, buyer } = await buyOverApi(playwright, baseURL!, sale, { quantity: 2, email })
    const share = order.tickets[0]!.refund_value!.display
    await page.goto(`/orders/${order.id}/?token=${token}`)
    const refund = page.getByRole('form', { name: 'Refund' })
    await expect(refund.getByText(/^Refund amount: /)).toHaveText(`Refund amount: ${order.costs!.total.display}`)
    await refund.getByRole('checkbox', { name: /^Ticket 2 of 2/ }).uncheck()
    await expect(refund.getByText(/^Refund amount: /)).toHaveText(`Refund amount: ${share}`)
    await expectNoSeriousAxeViolations(page)
    await refund.getByRole('button', { name: 'Refund now' }).click()
    await expect(page.getByText(`Refund ${share} now? The chosen tickets stop working at once.`)).toBeVisible()
    await page.getByRole('button', { name: `Yes, refund ${share}` }).click()
    // Through the order's link, the refund waits for the buyer's email (decision 051).
    await expect(page.getByRole('status').filter({ hasText: 'Check your email: we sent a link to r•••@example.com.' })).toBeFocused()
    await page.goto(await confirmationLinkFromMail(staff, email))
    await page.getByRole('button', { name: 'Confirm refund' }).click()

    const result = page.getByRole('status').filter({ hasText: `Refunded ${share}.` })
    await expect(result).toContainText('The money reaches your card in 5–10 business days.')
    await expect(result).toBeFocused()
    await expect(result).toBeInViewport()
    await page.getByRole('link', { name: 'View your order' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order partly refunded')
    await expect(page.getByText('Refunded – not valid for entry')).toHaveCount(1)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('refunded-one.png'), fullPage: true })
    await buyer.api.dispose()
    await sale.organizer.api.dispose()
  })

  test('Where the organizer decides, "Send refund request" emails them the tickets and amount and says they reply', async ({ page, playwright, baseURL, staff }) => {
    test.setTimeout(120_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: 'Ask First Gala', priceMinor: 2500, refundPolicy: 'contact_organizer' })
    const email = uniqueEmail('ask-first')
    const { order, token, buyer } = await buyOverApi(playwright, baseURL!, sale, { quantity: 1, email })
    const total = order.costs!.total.display
    await page.goto(`/orders/${order.id}/?token=${token}`)
    const refund = page.getByRole('form', { name: 'Refund' })
    await expect(refund).toContainText('The organizer decides on refunds for this event')
    await expect(refund.getByRole('button', { name: 'Refund now' })).toHaveCount(0)
    await refund.getByLabel('Reason (optional)').fill('I cannot travel that day.')
    await refund.getByRole('button', { name: 'Send refund request' }).click()
    await expect(page.getByText(`Ask the organizer to refund ${total}? Your tickets stay valid until they refund.`)).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Yes, send the request' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeFocused()
    await page.goto(await confirmationLinkFromMail(staff, email))
    await page.getByRole('button', { name: 'Confirm refund' }).click()

    const result = page.getByRole('status').filter({ hasText: `Your request for ${total} was sent to the organizer` })
    await expect(result).toBeFocused()
    await expect(result).toContainText('the money reaches your card in 5–10 business days')
    await page.getByRole('link', { name: 'View your order' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    const { user } = (await (await sale.organizer.api.get('/home/api/user/')).json()) as { user: { email: string } }
    const mail = await findEmail(staff, user.email, 'organizer-message')
    expect(mail.text).toContain(`Refund request for order ${order.id}: 1 of 1 tickets`)
    expect(mail.text).toContain('I cannot travel that day.')
    await page.screenshot({ path: test.info().outputPath('refund-requested.png'), fullPage: true })
    await buyer.api.dispose()
    await sale.organizer.api.dispose()
  })
})
