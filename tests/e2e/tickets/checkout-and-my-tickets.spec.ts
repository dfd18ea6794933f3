// Issue 38 point 9, "Checkout and tickets pages": the checkout dialog names the event's date and shows a
// running total before Continue; on a phone every class's quantity stepper sits in the same place and the
// sticky "Get tickets" bar says the price. My tickets shows each order's picture, date, venue and a link to
// the event; a refunded order and an order of an event the organizer cancelled leave Upcoming, and the
// cancelled one says so. Everything is made through the API by fresh accounts.
import sharp from 'sharp'
import { expect, test } from '../fixtures'
import { formatMoneyExact } from '../../../src/core/money/money'
import type { TicketClassJson } from '../../../src/components/checkout/checkout-types'
import { jsonHeaders, newClient, signUp, type Client } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { browseAs, buyOverApi, postJson } from '../creators/helpers'
import { atEachViewport } from '../viewports'
import { chooseTickets, createEventForSale, openCheckout, type EventForSale } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

async function classesOf(c: Client, eventId: string): Promise<TicketClassJson[]> {
  const res = await c.api.get(`/api/v3/events/${eventId}/ticket_classes/`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { ticket_classes: TicketClassJson[] }).ticket_classes
}

/** One ticket of `sale` bought by the signed-in `buyer`, with the account's own address. */
function buyOne(buyer: Client, sale: EventForSale, email: string): Promise<{ id: string; access_token: string }> {
  return buyOverApi(buyer, { eventId: sale.id, path: sale.path, ticketClassId: sale.ticketClass.id }, 1, { name: 'Mila Buyer', email })
}

atEachViewport(() => {
  test('Checkout names the date and adds up the choice before Continue; on a phone the steppers line up and the sticky bar shows the price', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: `Dockside Strings ${Date.now().toString(36)}`, priceMinor: 2500 })
    // A second class whose long name wraps on a phone, where a short one would not.
    await postJson(sale.organizer, `/api/v3/events/${sale.id}/ticket_classes/`, {
      name: 'Balcony seats with the view over the whole harbour',
      free: false,
      cost: { currency: 'USD', value: 4000 },
      quantity_total: 20,
      minimum_quantity: 1,
      maximum_quantity: 10,
    })
    const classes = await classesOf(sale.organizer, sale.id)
    const prices = classes.map((c) => c.display_price!).sort((a, b) => a.value - b.value)
    const range = `${prices[0]!.display} – ${prices[1]!.display}`
    const mobile = (page.viewportSize()?.width ?? 1280) < 600

    await page.goto(sale.path)
    const priceTexts = page.getByText(range, { exact: true })
    if (mobile) {
      // The sticky bar at the bottom of the screen says the price beside its button.
      await expect(priceTexts).toHaveCount(2)
      const sticky = priceTexts.nth(1)
      await expect(sticky).toBeVisible()
      const box = (await sticky.boundingBox())!
      expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 80)
      const buttons = page.getByRole('button', { name: 'Get tickets' }).filter({ visible: true })
      const stickyButton = (await buttons.last().boundingBox())!
      expect(Math.abs(stickyButton.y + stickyButton.height / 2 - (box.y + box.height / 2))).toBeLessThan(24)
    } else {
      await expect(priceTexts.first()).toBeVisible()
      await expect(priceTexts.nth(1)).toBeHidden()
    }
    await page.screenshot({ path: testInfo.outputPath('event-page.png') })

    const dialog = await openCheckout(page, 'Get tickets')
    // The event's date in the dialog's head, before anything is chosen (it starts at 19:30 New York time).
    await expect(dialog.getByText(/7:30\sPM/)).toBeVisible()
    await expect(dialog.getByText('Total', { exact: true })).toHaveCount(0)
    await chooseTickets(dialog, sale.ticketClass.name, 2)
    const general = classes.find((c) => c.id === sale.ticketClass.id)!.display_price!
    await expect(dialog.getByText('Total', { exact: true })).toBeVisible()
    await expect(dialog.getByText(formatMoneyExact(general.value * 2, 'USD'), { exact: true })).toBeVisible()
    const balcony = classes.find((c) => c.id !== sale.ticketClass.id)!
    await chooseTickets(dialog, balcony.name, 1)
    await expect(dialog.getByText(formatMoneyExact(general.value * 2 + balcony.display_price!.value, 'USD'), { exact: true })).toBeVisible()

    // Every class's stepper in the same place on a phone: below the class's words, at the right edge.
    const items = dialog.getByRole('list', { name: 'Ticket types' }).getByRole('listitem')
    await expect(items).toHaveCount(2)
    const rights: number[] = []
    for (const c of classes) {
      const item = items.filter({ hasText: c.name })
      const stepper = (await item.getByRole('group', { name: `${c.name} quantity` }).boundingBox())!
      const name = (await item.getByText(c.name, { exact: true }).boundingBox())!
      rights.push(Math.round(stepper.x + stepper.width))
      if (mobile) expect(stepper.y).toBeGreaterThanOrEqual(name.y + name.height)
    }
    expect(rights[0]).toBe(rights[1])
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('checkout.png') })
    await sale.organizer.api.dispose()
  })

  test('My tickets shows each order’s picture, date, venue and event link; refunded and cancelled orders leave Upcoming', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000)
    const stamp = Date.now().toString(36)
    const [coming, refunded, called] = await Promise.all([
      createEventForSale(playwright, baseURL!, { name: `Tidewater Jazz ${stamp}`, priceMinor: 2500 }),
      createEventForSale(playwright, baseURL!, { name: `Refunded Recital ${stamp}`, priceMinor: 2500 }),
      createEventForSale(playwright, baseURL!, { name: `Called Off Cabaret ${stamp}`, priceMinor: 2500 }),
    ])
    // The coming event has a picture, uploaded by its organizer.
    const { 'Content-Type': _json, ...uploadHeaders } = jsonHeaders(coming.organizer)
    const photo = await sharp({ create: { width: 900, height: 450, channels: 3, background: { r: 30, g: 120, b: 160 } } }).jpeg().toBuffer()
    const upload = await coming.organizer.api.post('/api/v3/media/upload/', { headers: uploadHeaders, multipart: { file: { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo } } })
    expect(upload.status(), await upload.text()).toBeLessThan(300)
    const media = (await upload.json()) as { id: string }
    const set = await coming.organizer.api.patch(`/api/v3/events/${coming.id}/`, { headers: jsonHeaders(coming.organizer), data: { logo_id: media.id } })
    expect(set.status(), await set.text()).toBe(200)

    const buyer = await newClient(playwright, baseURL!)
    const account = await signUp(buyer, { fullName: 'Mila Buyer' })
    await buyOne(buyer, coming, account.email)
    const toRefund = await buyOne(buyer, refunded, account.email)
    await buyOne(buyer, called, account.email)
    const refund = await buyer.api.post(`/api/v3/orders/${toRefund.id}/refund_requests/?token=${toRefund.access_token}`, { headers: jsonHeaders(buyer), data: {} })
    expect(refund.status(), await refund.text()).toBe(201)
    await postJson(called.organizer, `/api/v3/events/${called.id}/cancel/`, {})

    await browseAs(page, buyer)
    await page.goto('/mytickets')
    await expect(page).toHaveURL(new RegExp(`/u/${account.publicId}/`))
    const upcoming = page.getByRole('region', { name: 'Upcoming' })
    const past = page.getByRole('region', { name: 'Past' })
    await expect(upcoming.getByRole('listitem')).toHaveCount(1)
    const item = upcoming.getByRole('listitem').filter({ hasText: coming.name })
    // The picture is decoration beside the event's name (alt=""), so it has no role to find it by.
    await expect(item.locator('img')).toHaveAttribute('src', /^\/images\//)
    await expect(item.getByText(/at 7:30\sPM Eastern Time$/)).toBeVisible()
    await expect(item.getByText('Pier Hall, 1 Quay St, New York', { exact: false })).toBeVisible()
    await expect(item.getByRole('link', { name: `View event: ${coming.name}` })).toHaveAttribute('href', coming.path)
    await expect(item.getByRole('link', { name: `View order for ${coming.name}` })).toBeVisible()

    // The refunded order and the cancelled event's order are under Past, before their dates.
    await expect(past.getByRole('listitem').filter({ hasText: refunded.name })).toContainText('Refunded')
    const cancelled = past.getByRole('listitem').filter({ hasText: called.name })
    await expect(cancelled.getByText('Event cancelled by the organizer')).toBeVisible()
    await expect(upcoming).not.toContainText(refunded.name)
    await expect(upcoming).not.toContainText(called.name)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('my-tickets.png'), fullPage: true })

    await buyer.api.dispose()
    for (const sale of [coming, refunded, called]) await sale.organizer.api.dispose()
  })
})
