// Issue 40 acceptance in the browser, at 1280 and 375 px with axe (decision 061): door staff, invited to
// one event of an organization, find its check-in desk under My events, check a buyer in by name, and
// see no buyer's email address there; the event's dashboard and its orders send them back to the desk,
// and a refund is refused.
import { expect, test } from '../fixtures'
import { jsonHeaders, newClient, uniqueEmail } from '../../api/helpers/accounts'
import { joinTeam } from '../../api/helpers/team'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { createEventForSale } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('Door staff check a buyer in on their phone and cannot see orders or refund', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const width = page.viewportSize()?.width
    const name = `Quayside Gig ${Date.now().toString(36)}`
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name })
    const buyerEmail = uniqueEmail('door-buyer')
    const buyer = await newClient(playwright, baseURL!)
    const held = await buyer.api.post('/api/v3/orders/', { headers: jsonHeaders(buyer), data: { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 1 }] } })
    const { order } = (await held.json()) as { order: { id: string; access_token: string } }
    const paid = await buyer.api.post(`/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { headers: jsonHeaders(buyer), data: { buyer: { name: 'Maya Quay', email: buyerEmail }, payment: { token: 'tok_visa' } } })
    expect(paid.status(), await paid.text()).toBe(200)
    const door = await joinTeam(playwright, sale.organizer, 'door', [sale.id], 'Dev Doorman')
    await browseAs(page, door.client)

    await gotoHydrated(page, '/myevents/')
    const desks = page.getByRole('region', { name: 'Check-in desks' })
    await expect(desks).toContainText('Journey Organizer')
    // The event's sales are not theirs to see: it is listed only as a desk.
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await desks.getByRole('link', { name: `Check-in for ${name}` }).click()

    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveCount(0)
    await page.getByRole('searchbox', { name: 'Name, order number or ticket code' }).fill('Maya')
    await page.getByRole('search', { name: 'Tickets' }).getByRole('button', { name: 'Search' }).click()
    await page.getByRole('button', { name: 'Check in Maya Quay' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /^Maya Quay: Checked in at/ })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText('1 of 1 checked in')
    await expect(page.getByText(buyerEmail)).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `/tmp/h3-shots/door-desk-${width}.png`, fullPage: true })

    // The dashboard and an order's page send door staff back to their desk; the API refuses them.
    await page.goto(`/manage/events/${sale.id}/`)
    await expect(page).toHaveURL(new RegExp(`/manage/events/${sale.id}/check-in`))
    await page.goto(`/manage/events/${sale.id}/orders/${order.id}/`)
    await expect(page).toHaveURL(new RegExp(`/manage/events/${sale.id}/check-in`))
    await expect(page.getByText(buyerEmail)).toHaveCount(0)
    expect((await door.client.api.get(`/api/v3/events/${sale.id}/orders/`)).status()).toBe(403)
    const refund = await door.client.api.post(`/api/v3/events/${sale.id}/orders/${order.id}/refunds/`, { headers: jsonHeaders(door.client), data: {} })
    expect(refund.status()).toBe(403)
  })
})
