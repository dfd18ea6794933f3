// Issue 19 §5 and §6 in the browser: an online event in Tokyo, made through the creator API. Its public page
// never shows the joining link; a guest who reserves a spot sees it on the confirmation and the ticket, and
// in the email, with the event's time in Tokyo's zone, named as people say it; without the order's signed link nobody does.
import { expect, test } from '../fixtures'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import {
  chooseTickets,
  createEventForSale,
  fillBuyer,
  findEmail,
  openCheckout,
  staffClient,
} from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

test('An online event’s joining link and Tokyo time reach its ticket holder only', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const joinUrl = `https://meet.example/room/${Date.now().toString(36)}`
  const sale = await createEventForSale(playwright, baseURL!, {
    name: `Tokyo Night Stream ${Date.now().toString(36)}`,
    priceMinor: 0,
    timezone: 'Asia/Tokyo',
    onlineUrl: joinUrl,
  })
  // createEventForSale starts events at 19:30 on their own day, here in Tokyo.
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const tokyoTime = `${day.format(Date.parse(`${sale.start.local.slice(0, 10)}T00:00:00Z`))} at 7:30 PM Japan Standard Time`

  // The public event page and the public API never carry the link.
  await page.goto(sale.path)
  expect(await page.content()).not.toContain(joinUrl)
  const publicJson = await (await page.request.get(`/api/v3/destination/events/?event_ids=${sale.id}`)).text()
  expect(publicJson).toContain(sale.name)
  expect(publicJson).not.toContain(joinUrl)
  await expectNoSeriousAxeViolations(page)

  // A guest reserves a spot.
  const email = uniqueEmail('online')
  const dialog = await openCheckout(page, 'Reserve a spot')
  await chooseTickets(dialog, sale.ticketClass.name, 1)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await fillBuyer(dialog, 'Online Guest', email)
  await dialog.getByRole('button', { name: 'Complete reservation' }).click()

  // The confirmation: the time in Tokyo, the zone named, and the link.
  await expect(page).toHaveURL(/\/orders\/\d+\/\?token=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
  await expect(page.getByText(tokyoTime)).toBeVisible()
  const join = page
    .getByRole('region', { name: 'Join the online event' })
    .getByRole('link', { name: 'Join the online event' })
  await expect(join).toHaveAttribute('href', joinUrl)
  // Where it is: online, with no venue or map, and never the zone's IANA id (issue 38 point 5).
  await expect(page.getByText('Online event', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open map' })).toHaveCount(0)
  await expect(page.getByRole('main')).not.toContainText('Asia/Tokyo')
  await expectNoSeriousAxeViolations(page)
  const orderUrl = new URL(page.url())

  // The printable ticket says the same.
  await page.getByRole('link', { name: 'View and print ticket' }).first().click()
  await expect(page).toHaveURL(/\/orders\/\d+\/tickets\/\d+\/\?token=/)
  await expect(page.getByText(tokyoTime)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join the online event' })).toHaveAttribute('href', joinUrl)
  await expectNoSeriousAxeViolations(page)

  // The email to the ticket holder.
  const staff = await staffClient(playwright, baseURL!)
  const mail = await findEmail(staff, email, 'order-confirmation')
  expect(mail.text).toContain(tokyoTime)
  expect(mail.text).toContain(`Join online: ${joinUrl}`)
  expect(mail.text).toContain('Where: Online')
  expect(mail.text).not.toContain('Asia/Tokyo')
  await staff.api.dispose()

  // Someone else, without the order's signed link, finds no order and no link.
  const stranger = await browser.newContext({ baseURL })
  const strangerPage = await stranger.newPage()
  await strangerPage.goto(orderUrl.pathname)
  await expect(strangerPage.getByText(/^This order could not be found\./)).toBeVisible()
  await expect(strangerPage.getByRole('link', { name: 'Join the online event' })).toHaveCount(0)
  expect(await strangerPage.content()).not.toContain(joinUrl)
  await stranger.close()
  await sale.organizer.api.dispose()
})
