// Issue 38 point 15, the organizer's dashboard as a new organizer meets it at 1280 and 375 px: every button
// and button-like link wears the site's button styles with a visible focus ring and room between them; the
// sales chart has a title, labelled axes and a summary in words; each order's and attendee's actions are on
// screen without a sideways scroll and reachable by keyboard; and Unpublish is offered only while the
// server would allow it, with what to do instead once tickets are sold.
import { expect, test, type Locator, type Page } from '../fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { browseAs, buyOverApi, createPublishedEvent } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

/** What makes a control look like one of the site's buttons: a rounded box with padding and no underline. */
async function buttonLook(control: Locator) {
  return control.evaluate((el) => {
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return {
      radius: style.borderTopLeftRadius,
      height: box.height,
      paddingLeft: parseFloat(style.paddingLeft),
      filled: style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) >= 1,
      underlined: style.textDecorationLine.includes('underline'),
    }
  })
}

async function expectSiteButton(control: Locator): Promise<void> {
  const look = await buttonLook(control)
  expect(look, await control.innerText()).toEqual({ radius: '8px', height: look.height, paddingLeft: look.paddingLeft, filled: true, underlined: false })
  expect(look.height, await control.innerText()).toBeGreaterThanOrEqual(36)
  expect(look.paddingLeft, await control.innerText()).toBeGreaterThanOrEqual(14)
}

/** Presses Tab until `target` has the focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** The control is wholly inside the window's width: no sideways scroll is needed to reach it. */
async function expectWithinWidth(page: Page, control: Locator): Promise<void> {
  const box = (await control.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width)
}

async function expectNoSidewaysScroll(region: Locator): Promise<void> {
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
}

atEachViewport(() => {
  test('A new organizer’s dashboard has styled buttons, a chart with labelled axes and every row’s actions on screen', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Nova Organizer' })
    const event = await createPublishedEvent(creator, `Lantern Walk ${Date.now().toString(36)}`)
    const buyer = await newClient(playwright, baseURL!)
    const ada = await buyOverApi(buyer, event, 2, { name: 'Ada Lovelace', email: uniqueEmail('ada') })
    const grace = await buyOverApi(buyer, event, 1, { name: 'Grace Hopper', email: uniqueEmail('grace') })
    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Lantern Walk')

    // The site's buttons: the page's links to other pages and its actions alike.
    const controls = [
      main.getByRole('link', { name: 'Edit event' }),
      main.getByRole('link', { name: 'View event page' }),
      main.getByRole('link', { name: 'Check-in', exact: true }),
      main.getByRole('link', { name: 'All my events' }),
      main.getByRole('button', { name: 'Cancel event' }),
      main.getByRole('button', { name: 'Search', exact: true }),
      main.getByRole('button', { name: `Refund order #${ada.id}` }),
      main.getByRole('button', { name: `Resend tickets of order #${grace.id}` }),
      main.getByRole('link', { name: 'Export orders with their money (CSV)' }),
      main.getByRole('link', { name: 'Export attendees (CSV)' }),
      main.getByRole('button', { name: 'Send to all attendees' }),
    ]
    for (const control of controls) await expectSiteButton(control)
    // Side by side or wrapped, the header's links never touch.
    const boxes = await Promise.all(controls.slice(0, 4).map(async (c) => (await c.boundingBox())!))
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width + 6 <= b.x || b.x + b.width + 6 <= a.x || a.y + a.height + 6 <= b.y || b.y + b.height + 6 <= a.y
        expect(apart, JSON.stringify([a, b])).toBe(true)
      }
    }
    // A keyboard's focus shows as a ring.
    await main.getByRole('heading', { level: 1 }).focus()
    await page.keyboard.press('Tab')
    await expect(controls[0]!).toBeFocused()
    expect(await controls[0]!.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(['solid', '3px'])

    // The chart: a title, a summary in words with the money in dollars, and both axes named.
    const chart = main.getByRole('img', { name: /^Tickets sold per day\. 3 tickets sold on .+, \$60 in net ticket sales\.$/ })
    await expect(chart).toBeVisible()
    await expect(main.getByRole('figure', { name: /Tickets sold per day/ })).toBeVisible()
    await expect(chart.getByText('Tickets sold', { exact: true })).toBeVisible()
    await expect(chart.getByText('Day of payment')).toBeVisible()
    for (const tick of ['0', '1', '2', '3']) await expect(chart.getByText(tick, { exact: true })).toBeVisible()
    await expectWithinWidth(page, chart)
    expect(await chart.getByText('Day of payment').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12)
    await expect(main.getByRole('table', { name: 'Sales per day' }).getByRole('row')).toHaveCount(2)

    // Every row's actions are on screen, without scrolling the table sideways.
    const orders = main.getByRole('region', { name: 'Orders', exact: true })
    const attendees = main.getByRole('region', { name: 'Attendees', exact: true })
    await expectNoSidewaysScroll(orders)
    await expectNoSidewaysScroll(attendees)
    for (const order of [ada, grace]) {
      for (const name of [`Refund order #${order.id}`, `Resend tickets of order #${order.id}`, `Cancel order #${order.id}`]) {
        await expectWithinWidth(page, orders.getByRole('button', { name }))
      }
    }
    const ticketRefunds = attendees.getByRole('button', { name: /^Refund .+’s ticket$/ })
    await expect(ticketRefunds).toHaveCount(3)
    for (const button of await ticketRefunds.all()) await expectWithinWidth(page, button)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
    await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)

    // ...and reachable by keyboard: Tab from the order search to Grace's refund, Enter asks to confirm.
    await main.getByRole('searchbox', { name: 'Search by name, email or order number' }).focus()
    await tabTo(page, orders.getByRole('button', { name: `Refund order #${grace.id}` }))
    await page.keyboard.press('Enter')
    const confirm = orders.getByRole('button', { name: new RegExp(`^Refund \\$\\d+\\.\\d{2} for order #${grace.id}$`) })
    await expect(confirm).toBeFocused()
    await expectWithinWidth(page, confirm)
    await expectSiteButton(confirm)
    await expectWithinWidth(page, orders.getByRole('button', { name: 'Keep' }))
    await page.screenshot({ path: test.info().outputPath('dashboard-confirm.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)

    // The organizer's list of events: its create links and each row's links are buttons too, on screen.
    await page.goto('/myevents/')
    await expectSiteButton(page.getByRole('main').getByRole('link', { name: 'Create an event' }))
    const upcoming = page.getByRole('region', { name: 'Upcoming events' })
    const dashboardLink = upcoming.getByRole('link', { name: /^Dashboard of Lantern Walk/ })
    await expectSiteButton(dashboardLink)
    await expectWithinWidth(page, dashboardLink)
    await expectNoSidewaysScroll(upcoming)
    await page.screenshot({ path: test.info().outputPath('my-events.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)
  })

  test('Unpublish is offered while no ticket is sold; after the first sale the page explains cancelling instead, as the server refuses', async ({ page, playwright, baseURL }) => {
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Uma Unpublish' })
    const event = await createPublishedEvent(creator, `Kite Morning ${Date.now().toString(36)}`)
    await browseAs(page, creator)
    await page.goto(`/manage/events/${event.eventId}/`)
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: 'Unpublish' })).toBeVisible()
    await expectSiteButton(main.getByRole('button', { name: 'Unpublish' }))
    await expect(main.getByText('Unpublishing takes the event off Tessera and makes it a draft again; it is possible until the first ticket is sold.')).toBeVisible()
    await expect(main.getByText('No sales yet.')).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const buyer = await newClient(playwright, baseURL!)
    await buyOverApi(buyer, event, 1, { name: 'Ada Lovelace', email: uniqueEmail('ada') })
    await page.reload()
    await expect(main.getByRole('button', { name: 'Cancel event' })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Unpublish' })).toHaveCount(0)
    await expect(main.getByText('Tickets have been sold, so this event can no longer be unpublished. To call it off, cancel it: every buyer is refunded and emailed.')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('unpublish-refused.png'), fullPage: true })
    await expectNoSeriousAxeViolations(page)
    // The server holds the same rule: a direct call is refused.
    const refused = await creator.api.post(`/api/v3/events/${event.eventId}/unpublish/`, { headers: jsonHeaders(creator), data: {} })
    expect(refused.status()).toBe(409)
    expect(await refused.json()).toMatchObject({ error: 'CONFLICT', error_description: 'Tickets have been sold for this event: cancel it instead.' })
  })
})
