// Issue 37's acceptance journey in Chromium at 1280 and 375 px: a new creator confirms their email, sets up
// payouts on the payouts page, is refused nothing when publishing a paid event, sells two orders, refunds
// one from the dashboard, and reads dashboard figures and balances that match the ledger's sales report
// to the cent.
import { expect, test } from '../fixtures'
import { newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { confirmEmail } from '../../api/helpers/payouts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { browseAs, buyOverApi, pierHallDraft, postJson } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

type Money = { value: number; display: string }

atEachViewport(() => {
  test('A new creator sets up payouts, sells, refunds an order and reads dashboard figures that match the ledger', async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(150_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Nia Newcomer' })
    await confirmEmail(creator)
    await browseAs(page, creator)

    // Payouts, set up on the page.
    await page.goto('/mypayouts/')
    const method = page.getByRole('form', { name: 'Payout method' })
    await method.getByRole('textbox', { name: 'Account holder' }).fill('Nia Newcomer')
    await method.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00')
    await method.getByRole('button', { name: 'Save payout method' }).click()
    await expect(method.getByRole('status').filter({ hasText: 'Payout method saved.' })).toBeVisible()

    // A paid event goes live and sells two orders of one $20 ticket.
    const name = `First Sale ${Date.now().toString(36)}`
    const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(name))
    const { ticket_class } = await postJson<{ ticket_class: { id: string } }>(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 2000 }, quantity_total: 10 })
    await postJson(creator, `/api/v3/events/${event.id}/publish/`, {})
    const buyer = await newClient(playwright, baseURL!)
    const sold = { eventId: event.id, ticketClassId: ticket_class.id, path: '' }
    await buyOverApi(buyer, sold, 1, { name: 'Ada Lovelace', email: uniqueEmail('ada-paid') })
    const grace = await buyOverApi(buyer, sold, 1, { name: 'Grace Hopper', email: uniqueEmail('grace-paid') })

    // The creator cancels Grace's order from the dashboard: refunded in full.
    await page.goto(`/manage/events/${event.id}/`)
    await page.getByRole('button', { name: `Cancel order #${grace.id}` }).click()
    await page.getByRole('button', { name: new RegExp(`^Cancel order #${grace.id} and refund`) }).click()
    await expect(page.getByRole('status').filter({ hasText: `Order #${grace.id} cancelled.` })).toBeVisible()
    await page.reload()

    // The dashboard's figures are the ledger's, as the sales report gives them.
    const report = (await (await creator.api.get(`/api/v3/events/${event.id}/sales_report/`)).json()) as Record<'ticket_sales' | 'buyer_fees' | 'refunds' | 'net', Money>
    expect([report.ticket_sales.value, report.refunds.value, report.net.value, report.buyer_fees.value]).toEqual([4000, 2000, 2000, 169])
    const figure = (term: string) => page.getByLabel('Totals').locator('div').filter({ has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition')
    await expect(figure('Ticket sales')).toHaveText(report.ticket_sales.display)
    await expect(figure('Refunds')).toHaveText(report.refunds.display)
    await expect(figure('Net to you')).toHaveText(report.net.display)
    await expect(figure('Buyer fees (Tessera’s)')).toHaveText(report.buyer_fees.display)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${page.viewportSize()?.width}.png`), fullPage: true })

    // My events and the payouts page say the same: $20 net, pending until the schedule releases it.
    await page.goto('/myevents/')
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: /^\$20 \(ticket sales \$40, refunds \$20\)$/ })).toBeVisible()
    await page.goto('/mypayouts/')
    await expect(page.getByText('$20').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`payouts-${page.viewportSize()?.width}.png`), fullPage: true })
  })
})
