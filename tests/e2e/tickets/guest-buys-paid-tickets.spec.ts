// Issue 19 acceptance: a guest buys two paid tickets with 4242, sees the confirmation, finds the email in
// the outbox and opens a ticket whose QR decodes to its code; the countdown runs while the hold lasts.
import { expect, test } from '../fixtures'
import type { OrderJson } from '../../../src/components/checkout/checkout-types'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import {
  chooseTickets,
  createEventForSale,
  decodeQrImage,
  fillBuyer,
  fillCard,
  findEmail,
  openCheckout,
  staffClient,
} from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('A guest buys two paid tickets, gets the confirmation and its email, and a ticket whose QR holds its code', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const sale = await createEventForSale(playwright, baseURL!, { name: 'Guest Ticket Gala', priceMinor: 2500 })
  const email = uniqueEmail('guest')
  await page.goto(sale.path)
  const dialog = await openCheckout(page, 'Get tickets')
  // The all-in price the buyer sees first is the server's.
  await expect(dialog.getByRole('listitem').filter({ hasText: sale.ticketClass.name }).first()).toContainText(
    sale.ticketClass.display_price?.display ?? '',
  )
  await chooseTickets(dialog, sale.ticketClass.name, 2)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  const countdown = dialog.locator('time').filter({ hasText: /^\d+:\d\d$/ }) // the hold's countdown, not the event's date
  await expect(countdown).toHaveText(/^(10:00|9:\d\d)$/)
  const first = await countdown.textContent()
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 }) // it runs
  await expect(
    dialog.getByRole('status').filter({ hasText: /minutes? left to complete your order/ }),
  ).toHaveCount(1)
  await expect(dialog.getByText('Total', { exact: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await fillBuyer(dialog, 'Grace Guest', email)
  await fillCard(dialog, '4242 4242 4242 4242')
  await dialog.getByRole('button', { name: /^Pay / }).click()

  await expect(page).toHaveURL(/\/orders\/\d+\/\?token=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
  await expect(page.getByText(`We sent your tickets to ${email}.`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your tickets' }).getByRole('listitem')).toHaveCount(2)
  await expectNoSeriousAxeViolations(page)

  const staff = await staffClient(playwright, baseURL!)
  const mail = await findEmail(staff, email, 'order-confirmation')
  expect(mail.subject).toBe(`Your tickets for ${sale.name}`)
  const orderUrl = new URL(page.url())
  expect(mail.text).toContain(`${orderUrl.pathname}${orderUrl.search}`)

  const order = (
    (await (
      await request.get(`/api/v3/orders/${orderUrl.pathname.split('/')[2]}/${orderUrl.search}`)
    ).json()) as { order: OrderJson }
  ).order
  await page.getByRole('link', { name: 'View and print ticket' }).first().click()
  await expect(page).toHaveURL(/\/orders\/\d+\/tickets\/\d+\/\?token=/)
  const ticket = order.tickets.find((t) => page.url().includes(`/tickets/${t.id}/`))!
  await expect(page.getByText(ticket.printed_code ?? ticket.code)).toBeVisible()
  const qr = page.getByRole('img', { name: /^QR code of ticket / })
  expect(await decodeQrImage(qr)).toBe(ticket.code)
  await expectNoSeriousAxeViolations(page)
})
