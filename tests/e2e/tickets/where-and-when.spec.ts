// Issue 38 point 5, "Where and when": after buying, the confirmation page, the ticket page and the
// confirmation email say where the event is (Pier Hall, its address, a map link), offer Add to calendar and
// name the time zone as people do ("Eastern Time"), never the `America/New_York` id. The email shows each
// QR code in the message as well as attaching it, and every amount reads one way ("$130.00").
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { buyOverApi, createEventForSale, staffClient, type MailboxEmail } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The confirmation, the ticket and the email say where and when, with a map, Add to calendar and one money format', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000)
    // Two tickets at $65 make a $130 subtotal: a whole amount, which must still read "$130.00".
    const sale = await createEventForSale(playwright, baseURL!, { name: `Harbour Lights ${Date.now().toString(36)}`, priceMinor: 6500 })
    const { order, token, buyer } = await buyOverApi(playwright, baseURL!, sale, { quantity: 2 })

    // The confirmation page.
    await page.goto(`/orders/${order.id}/?token=${token}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    const main = page.getByRole('main')
    await expect(main.getByText(/at 7:30\sPM Eastern Time$/)).toBeVisible()
    await expect(main).not.toContainText('America/New_York')
    const where = page.getByRole('group', { name: 'Where' })
    await expect(where).toContainText('Pier Hall')
    await expect(where).toContainText('1 Quay St, New York')
    await expect(where.getByRole('link', { name: 'Open map' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=40\.7&mlon=-74/)
    const calendar = page.getByRole('link', { name: 'Add to calendar' })
    await expect(calendar).toHaveAttribute('href', `${sale.path}calendar.ics`)
    const ics = await page.request.get(`${sale.path}calendar.ics`)
    expect(ics.status()).toBe(200)
    expect(ics.headers()['content-type']).toContain('text/calendar')
    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary).toContainText('Subtotal$130.00')
    await expect(summary).toContainText(`Total$${order.total.major_value}`)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('confirmation.png'), fullPage: true })

    // The printable ticket says the same.
    await page.getByRole('link', { name: 'View and print ticket' }).first().click()
    await expect(page).toHaveURL(/\/orders\/\d+\/tickets\/\d+\/\?token=/)
    await expect(page.getByRole('main').getByText(/at 7:30\sPM Eastern Time$/)).toBeVisible()
    await expect(page.getByRole('group', { name: 'Where' })).toContainText('Pier Hall')
    await expect(page.getByRole('group', { name: 'Where' }).getByRole('link', { name: 'Open map' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('ticket.png'), fullPage: true })

    // The email: where, when in words, the calendar, inline QR codes that are also attachments, "$130.00".
    const staff = await staffClient(playwright, baseURL!)
    // Every journey's guest buys with the same address: this order's email is the one naming its number.
    let mail: MailboxEmail | undefined
    await expect
      .poll(async () => {
        const res = await staff.api.get('/api/v3/admin/mailbox/?to=journey-buyer%40example.com&kind=order-confirmation')
        mail = ((await res.json()) as { emails: MailboxEmail[] }).emails.find((e) => e.text.includes(`order #${order.id} `))
        return Boolean(mail)
      }, { timeout: 15_000 })
      .toBe(true)
    if (!mail) throw new Error('no confirmation email')
    expect(mail.text).toMatch(/When: .+ at 7:30\sPM Eastern Time\n/)
    expect(mail.text).not.toContain('America/New_York')
    expect(mail.text).toContain('Where: Pier Hall, 1 Quay St, New York')
    expect(mail.text).toMatch(/\nMap: https:\/\/www\.openstreetmap\.org\/\?mlat=40\.7&mlon=-74/)
    expect(mail.text).toContain(`Add to calendar: ${baseURL}${sale.path}calendar.ics`)
    expect(mail.text).toContain('Subtotal: $130.00')
    const qrImages = mail.attachments.filter((a) => a.content_type === 'image/png')
    expect(qrImages).toHaveLength(2)
    for (const ticket of order.tickets) {
      const attached = qrImages.find((a) => a.filename === `ticket-${ticket.printed_code}.png`)
      expect(attached?.content_id).toBe(`ticket-${ticket.printed_code}@tessera`)
      expect(mail.html).toContain(`<img src="cid:ticket-${ticket.printed_code}@tessera" alt="QR code for ticket ${ticket.printed_code}"`)
    }
    expect(mail.html).toContain('Add to calendar</a>')
    expect(mail.html).toContain('Open the map</a>')
    expect(mail.attachments.map((a) => a.filename)).toContain('event.ics')

    await staff.api.dispose()
    await buyer.api.dispose()
    await sale.organizer.api.dispose()
  })
})
