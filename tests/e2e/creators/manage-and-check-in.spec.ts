// Issue 20's managing journeys: the creator's /myevents/ list and dashboard show a sale (sold/capacity,
// gross, refunds, net, the order found by search, sales per day as a chart and a table), and the phone
// check-in page checks a ticket in once, found by its code as printed, ("Already checked in at …"), shows a refunded ticket's
// status with no "Check in" button, and counts checked-in/total. Another user gets 404 on every manage page.
import { expect, test, type Page } from '../fixtures'
import { jsonHeaders, newClient, signUp, type Client } from '../../api/helpers/accounts'
import { setUpPayouts } from '../../api/helpers/payouts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { confirmRefundFromMail } from '../tickets/ticket-journey-helpers'
import { pierHallDraft } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')


async function post(c: Client, path: string, data: unknown) {
  const res = await c.api.post(path, { headers: jsonHeaders(c), data })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
  return res.json() as Promise<Record<string, unknown>>
}

type Order = { id: string; access_token: string; tickets: { id: string; code: string; printed_code: string }[] }

// A published paid event with two orders (Ada's and Grace's), made through the API.
async function eventWithTwoOrders(creator: Client, buyer: Client, name: string) {
  const { event } = (await post(creator, '/api/v3/events/', pierHallDraft(name, { refund_policy: '7_days' }))) as { event: { id: string } }
  const { ticket_class } = (await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Door', free: false, cost: { currency: 'USD', value: 2000 }, quantity_total: 10 })) as { ticket_class: { id: string } }
  await post(creator, `/api/v3/events/${event.id}/publish/`, {})
  const orders: Order[] = []
  for (const buyerName of ['Ada Lovelace', 'Grace Hopper']) {
    const { order } = (await post(buyer, '/api/v3/orders/', { event_id: event.id, tickets: [{ ticket_class_id: ticket_class.id, quantity: 1 }] })) as { order: Order }
    const paid = (await post(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: buyerName, email: 'buyers@example.com' }, payment: { token: 'tok_visa' } })) as { order: Order }
    orders.push(paid.order)
  }
  return { eventId: event.id, orders }
}

async function browseAs(page: Page, client: Client) {
  await page.context().addCookies((await client.api.storageState()).cookies)
}

atEachViewport(() => {
  test('The creator sees the sale on /myevents/ and the dashboard, then checks a ticket in by search once', async ({ page, playwright, baseURL, browser, staff }) => {
    test.setTimeout(120_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Dora Door' })
    // Paid tickets go on sale only once the creator has confirmed their email and set up payouts.
    await setUpPayouts(creator)
    const buyer = await newClient(playwright, baseURL!)
    const name = `Harbour Night ${Date.now().toString(36)}`
    const { eventId, orders } = await eventWithTwoOrders(creator, buyer, name)
    // Grace asks for her money back through her order's link and confirms it from her email: her ticket is refunded.
    await post(buyer, `/api/v3/orders/${orders[1]!.id}/refund_requests/?token=${orders[1]!.access_token}`, {})
    const confirmed = await confirmRefundFromMail(staff, buyer, 'buyers@example.com')
    expect(confirmed.status(), await confirmed.text()).toBe(201)
    await browseAs(page, creator)

    await page.goto('/myevents/')
    const upcoming = page.getByRole('region', { name: /^Upcoming \(/ })
    const row = upcoming.getByRole('row', { name: new RegExp(name) })
    await expect(row.getByRole('cell', { name: '1/10' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await row.getByRole('link', { name: `Dashboard of ${name}` }).click()

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const totals = page.getByRole('definition')
    await expect(totals.filter({ hasText: '1/10' })).toBeVisible()
    // The money is the ledger's: two $20 tickets sold, one refunded; the buyers' fees are Tessera's.
    const figure = (term: string) => page.getByLabel('Totals').locator('div').filter({ has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition')
    await expect(figure('Ticket sales')).toHaveText('$40')
    await expect(figure('Refunds')).toHaveText('$20')
    await expect(figure('Net to you')).toHaveText('$20')
    await expect(page.getByRole('link', { name: 'Export orders with their money (CSV)' })).toHaveAttribute('href', `/api/v3/events/${eventId}/orders.csv`)
    await expect(page.getByRole('table', { name: 'Sales per day' }).getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('img', { name: /Tickets sold per day/ })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search by name, email or order number' }).fill('Ada')
    await page.getByRole('search', { name: 'Orders' }).getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('region', { name: 'Orders', exact: true }).getByRole('row', { name: new RegExp(`#${orders[0]!.id}.*Ada Lovelace`) })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Export attendees (CSV)' })).toHaveAttribute('href', `/api/v3/events/${eventId}/attendees.csv`)
    await expectNoSeriousAxeViolations(page)

    await page.getByRole('link', { name: 'Check-in', exact: true }).click()
    // The desk's message (Next.js's route announcer is an alert too, naming the page).
    const outcome = page.getByRole('alert').filter({ hasText: /\S/ }).filter({ hasNotText: /\| Tessera$/ })
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText('0 of 1 checked in')
    const search = page.getByRole('searchbox', { name: 'Name, email, order number or ticket code' })
    const searchButton = page.getByRole('search', { name: 'Tickets' }).getByRole('button', { name: 'Search' })
    // Ada's code as the door reads it off her ticket: spaces for dashes, lower case (issue 38 §13).
    await search.fill(orders[0]!.tickets[0]!.printed_code.replace(/-/g, ' ').toLowerCase())
    await searchButton.click()
    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).click()
    await expect(outcome).toHaveText(/^Ada Lovelace: Checked in at \d{1,2}:\d{2} [AP]M\.$/)
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText('1 of 1 checked in')
    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).click()
    await expect(outcome).toHaveText(/^Ada Lovelace: Already checked in at \d{1,2}:\d{2} [AP]M\.$/)
    // The next search starts: Ada's banner goes, so it is not read as Grace's answer.
    await search.fill('Grace')
    await expect(outcome).toHaveCount(0)
    // Grace's refunded ticket shows its status and no button that would let it in (issue 36).
    await searchButton.click()
    await expect(page.getByText('Ticket refunded: do not admit')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Check in Grace Hopper' })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    // Anyone else: 404 on every manage page.
    const stranger = await newClient(playwright, baseURL!)
    await signUp(stranger)
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await otherPage.context().addCookies((await stranger.api.storageState()).cookies)
    for (const path of [`/manage/events/${eventId}/`, `/manage/events/${eventId}/check-in`, `/manage/events/${eventId}/edit`]) {
      expect((await otherPage.goto(path))?.status(), path).toBe(404)
    }
    await other.close()
  })
})
