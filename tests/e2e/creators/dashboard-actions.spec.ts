// Issue 20's dashboard actions: under a no-refunds policy the organizer still refunds one ticket of an
// order (partial), resends tickets, emails every attendee, cancels an order, and cancels the event; an
// event without sales is unpublished. Each email is found in the outbox; staff see no actions; another
// user's calls are 404 and change nothing.
import { expect, test } from '../fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { findEmail, staffClient } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs, buyOverApi, createPublishedEvent } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The organizer refunds a ticket, resends tickets, emails attendees, cancels an order and then the event', async ({ page, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Remy Refund' })
    const name = `River Songs ${Date.now().toString(36)}`
    const event = await createPublishedEvent(creator, name, { refundPolicy: 'none' })
    const buyer = await newClient(playwright, baseURL!)
    const ada = { name: 'Ada Lovelace', email: uniqueEmail('ada') }
    const grace = { name: 'Grace Hopper', email: uniqueEmail('grace') }
    const adaOrder = await buyOverApi(buyer, event, 2, ada)
    const graceOrder = await buyOverApi(buyer, event, 1, grace)
    // The buyer cannot refund under "no refunds"...
    const refused = await buyer.api.post(`/api/v3/orders/${graceOrder.id}/refund_requests/?token=${graceOrder.access_token}`, { headers: jsonHeaders(buyer), data: {} })
    expect(refused.status()).toBe(409)
    // ...and another user cannot act on the creator's orders.
    const stranger = await newClient(playwright, baseURL!)
    await signUp(stranger)
    const hijack = await stranger.api.post(`/api/v3/events/${event.eventId}/orders/${graceOrder.id}/refunds/`, { headers: jsonHeaders(stranger), data: {} })
    expect(hijack.status()).toBe(404)
    expect(((await hijack.json()) as { error: string }).error).toBe('NOT_FOUND')

    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    const orders = page.getByRole('region', { name: 'Orders', exact: true })
    await expect(orders.getByRole('row', { name: new RegExp(`#${graceOrder.id}.*paid`) })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    // A partial refund: one of Ada's two tickets.
    const attendees = page.getByRole('region', { name: 'Attendees', exact: true })
    await attendees.getByRole('button', { name: 'Refund Ada Lovelace’s ticket' }).first().click()
    const confirm = attendees.getByRole('button', { name: `Refund Ada Lovelace’s ticket of order #${adaOrder.id}` })
    await expect(confirm).toBeFocused()
    await expectNoSeriousAxeViolations(page)
    await confirm.click()
    await expect(page.getByRole('status').filter({ hasText: 'Ada Lovelace’s ticket refunded.' })).toBeVisible()
    await expect(orders.getByRole('row', { name: new RegExp(`#${adaOrder.id}.*partially refunded`) })).toBeVisible()
    await expect(page.locator('dl[aria-label="Totals"] div').filter({ hasText: 'Tickets sold' }).getByRole('definition')).toHaveText('2/10')

    // Resend Grace's tickets.
    await page.getByRole('button', { name: `Resend tickets of order #${graceOrder.id}` }).click()
    await expect(page.getByRole('status').filter({ hasText: `Tickets sent again to ${grace.email}.` })).toBeVisible()

    // One email to every attendee.
    const form = page.getByRole('form', { name: 'Email attendees' })
    await form.getByRole('textbox', { name: 'Subject' }).fill('Doors at six')
    await form.getByRole('textbox', { name: 'Message' }).fill('We open an hour early.\nBring a coat.')
    await expect(form.getByText('36/5000')).toBeVisible()
    await form.getByRole('button', { name: 'Send to all attendees' }).click()
    await expect(form.getByRole('status')).toHaveText('Sent to 2 attendees.')

    // Cancel Grace's order: refunded in full.
    await page.getByRole('button', { name: `Cancel order #${graceOrder.id}` }).click()
    await page.getByRole('button', { name: new RegExp(`^Cancel order #${graceOrder.id} and refund`) }).click()
    await expect(page.getByRole('status').filter({ hasText: `Order #${graceOrder.id} cancelled.` })).toBeVisible()
    await expect(orders.getByRole('row', { name: new RegExp(`#${graceOrder.id}.*refunded`) })).toBeVisible()

    // Cancel the event: Ada's remaining ticket is refunded too.
    await page.getByRole('button', { name: 'Cancel event' }).click()
    await page.getByRole('button', { name: 'Cancel the event, refund and email every buyer' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Event cancelled: / })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const staff = await staffClient(playwright, baseURL!)
    expect((await findEmail(staff, ada.email, 'order-refund')).text).toContain(`order #${adaOrder.id}`)
    expect((await findEmail(staff, grace.email, 'attendee-announcement')).text).toContain('We open an hour early.\nBring a coat.')
    expect((await findEmail(staff, grace.email, 'order-confirmation')).attachments.filter((a) => a.content_type === 'image/png')).toHaveLength(1)
    expect((await findEmail(staff, ada.email, 'event-cancelled')).subject).toBe(`Cancelled: ${name}`)
  })

  test('An event with no sales is unpublished from its dashboard; staff see the dashboard without actions', async ({ page, playwright, baseURL, browser }) => {
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Una Publish' })
    const name = `Quiet Reading ${Date.now().toString(36)}`
    const event = await createPublishedEvent(creator, name)
    const staff = await staffClient(playwright, baseURL!)
    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const staffPage = await staffContext.newPage()
    await staffPage.context().addCookies((await staff.api.storageState()).cookies)
    await staffPage.goto(`/manage/events/${event.eventId}/`)
    await expect(staffPage.getByText('Staff view: read only')).toBeVisible()
    await expect(staffPage.getByRole('button', { name: 'Unpublish' })).toHaveCount(0)
    await expect(staffPage.getByRole('form', { name: 'Email attendees' })).toHaveCount(0)
    await staffContext.close()

    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    await page.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View event page' })).toHaveCount(0)
    const gone = await page.request.get(event.path)
    expect(gone.status()).toBe(404)
    await expectNoSeriousAxeViolations(page)
  })
})
