// Issue 40 "Approval" acceptance (decision 064): an approval-only paid meetup. One buyer registers in the
// browser (the event page says approval is needed; the order page says it awaits approval with the card
// only authorised), another over the API; the organizer approves the first from the dashboard's list
// (card captured, tickets mailed) and declines the second with a message (authorisation released); both
// buyers' emails and order pages show the outcome. At 1280 and 375 px, with axe on each page.
import { expect, test } from '../fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { chooseTickets, fillBuyer, fillCard, findEmail, openCheckout, staffClient } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs, createPublishedEvent, postJson } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

type OrderJson = { id: string; access_token: string; status: string }

atEachViewport(() => {
  test('An approval-only meetup: one registration approved (card captured), one declined with a message (authorisation released)', async ({ page, playwright, baseURL, browser }) => {
    test.setTimeout(180_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Aria Approver' })
    const name = `Approval Meetup ${Date.now().toString(36)}`
    const event = await createPublishedEvent(creator, name)
    const patched = await creator.api.patch(`/api/v3/events/${event.eventId}/`, { headers: jsonHeaders(creator), data: { requires_approval: true } })
    expect(patched.status(), await patched.text()).toBe(200)

    // The first buyer registers in the browser, told before paying that the organizer approves.
    const ada = { name: 'Ada Early', email: uniqueEmail('ada-approval') }
    const buyerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const buyerPage = await buyerContext.newPage()
    await buyerPage.goto(event.path)
    await expect(buyerPage.getByText('Registration needs the organizer’s approval', { exact: false })).toBeVisible()
    const dialog = await openCheckout(buyerPage, 'Get tickets')
    await chooseTickets(dialog, 'General', 1)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await fillBuyer(dialog, ada.name, ada.email)
    await fillCard(dialog, '4242 4242 4242 4242')
    // Said beside the button too: paying here only authorises the card.
    await expect(dialog.getByText('your card is only authorised now, and charged if you are approved')).toBeVisible()
    await dialog.getByRole('button', { name: /^Pay / }).click()
    await expect(buyerPage).toHaveURL(/\/orders\/\d+\/\?token=/)
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('Awaiting approval')
    await expect(buyerPage.getByText(/Your card was only authorised for \$[\d.]+, not charged/)).toBeVisible()
    await expectNoSeriousAxeViolations(buyerPage)
    const adaOrderUrl = buyerPage.url()
    const adaOrderId = new URL(adaOrderUrl).pathname.split('/')[2]!

    // The second registers over the API.
    const bob = { name: 'Bob Later', email: uniqueEmail('bob-approval') }
    const api = await newClient(playwright, baseURL!)
    const { order: held } = await postJson<{ order: OrderJson }>(api, '/api/v3/orders/', { event_id: event.eventId, tickets: [{ ticket_class_id: event.ticketClassId, quantity: 1 }] })
    const { order: bobOrder } = await postJson<{ order: OrderJson }>(api, `/api/v3/orders/${held.id}/complete/?token=${held.access_token}`, { buyer: bob, payment: { token: 'tok_visa' } })
    expect(bobOrder.status).toBe('pending_approval')

    // The organizer's dashboard lists both registrations to approve.
    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    const list = page.getByRole('region', { name: 'Registrations to approve (2)' })
    await expect(list.getByRole('list', { name: 'Registrations awaiting approval' }).getByRole('listitem')).toHaveCount(2)
    await expectNoSeriousAxeViolations(page)

    // Approve Ada's: the dialog asks for an optional message.
    await list.getByRole('button', { name: `Approve registration #${adaOrderId} of ${ada.name}` }).click()
    const approveDialog = page.getByRole('dialog', { name: 'Approve 1 registration(s)' })
    await expect(approveDialog.getByRole('textbox', { name: 'Message to the buyer (optional)' })).toBeFocused()
    await expectNoSeriousAxeViolations(page)
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 approved, 0 declined.' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Registrations to approve (1)' })).toBeVisible()

    // Decline Bob's with a message, chosen by its checkbox and the "selected" button.
    await page.getByRole('checkbox', { name: `Select registration #${bobOrder.id} of ${bob.name}` }).check()
    await page.getByRole('button', { name: 'Decline selected' }).click()
    const declineDialog = page.getByRole('dialog', { name: 'Decline 1 registration(s)' })
    await declineDialog.getByRole('textbox', { name: 'Message to the buyer (optional)' }).fill('Sorry, the room is full this time.')
    await declineDialog.getByRole('button', { name: 'Decline', exact: true }).click()
    // The list is now empty (the page is read again): the counts and the empty list say what happened.
    await expect(page.locator('dl[aria-label="Totals"] div').filter({ hasText: 'Approved' }).getByRole('definition')).toHaveText('1')
    await expect(page.locator('dl[aria-label="Totals"] div').filter({ hasText: 'Declined' }).getByRole('definition')).toHaveText('1')
    await expect(page.getByText('No registrations are waiting for your approval.')).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    // Ada: captured, her tickets mailed and on her page.
    const staff = await staffClient(playwright, baseURL!)
    expect((await findEmail(staff, ada.email, 'order-approval-received')).text).toContain('only authorised')
    expect((await findEmail(staff, ada.email, 'order-confirmation')).subject).toBe(`Your tickets for ${name}`)
    await buyerPage.goto(adaOrderUrl)
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    await expect(buyerPage.getByRole('region', { name: 'Your tickets' }).getByRole('listitem')).toHaveCount(1)
    const adaJson = (await (await api.api.get(`/api/v3/orders/${adaOrderId}/${new URL(adaOrderUrl).search}`)).json()) as { order: { approval: { card: string } } }
    expect(adaJson.order.approval.card).toBe('captured')

    // Bob: released, told why, and his page says so.
    const declined = await findEmail(staff, bob.email, 'order-declined')
    expect(declined.text).toContain('Sorry, the room is full this time.')
    expect(declined.text).toContain('authorisation')
    await buyerPage.goto(`/orders/${bobOrder.id}/?token=${bobOrder.access_token}`)
    await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('Registration declined')
    await expect(buyerPage.getByText('Your card was not charged: the authorisation was released.')).toBeVisible()
    await expect(buyerPage.getByText('Message from the organizer: Sorry, the room is full this time.')).toBeVisible()
    await expectNoSeriousAxeViolations(buyerPage)
    await buyerContext.close()
  })
})
