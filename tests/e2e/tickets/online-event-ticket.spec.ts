// Issue 19 §5 and §6 in the browser: an online event in Tokyo, made through the creator API. Its public page
// never shows the joining link; a guest who reserves a spot sees it on the confirmation and the ticket, and
// in the email, with the event's time in Tokyo's zone, named; without the order's signed link nobody does.
import { expect, test } from '@playwright/test'
import { uniqueEmail } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import {
  chooseTickets,
  fillBuyer,
  findEmail,
  makeEventOverApi,
  openCheckout,
  staffClient,
} from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 1280, height: 900 } })

// The creator helper makes the event for March 7 next year, 19:30 local time.
const TOKYO_TIME = /March 7, \d{4} at 7:30 PM Japan Standard Time \(Asia\/Tokyo\)/

test('An online event’s joining link and Tokyo time reach its ticket holder only', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const joinUrl = `https://meet.example/room/${Date.now().toString(36)}`
  const sale = await makeEventOverApi(playwright, baseURL!, {
    name: `Tokyo Night Stream ${Date.now().toString(36)}`,
    priceMinor: 0,
    timezone: 'Asia/Tokyo',
    onlineUrl: joinUrl,
  })

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
  await expect(page.getByText(TOKYO_TIME)).toBeVisible()
  const join = page
    .getByRole('region', { name: 'Join the online event' })
    .getByRole('link', { name: 'Join the online event' })
  await expect(join).toHaveAttribute('href', joinUrl)
  await expectNoSeriousAxeViolations(page)
  const orderUrl = new URL(page.url())

  // The printable ticket says the same.
  await page.getByRole('link', { name: 'View and print ticket' }).first().click()
  await expect(page).toHaveURL(/\/orders\/\d+\/tickets\/\d+\/\?token=/)
  await expect(page.getByText(TOKYO_TIME)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Join the online event' })).toHaveAttribute('href', joinUrl)
  await expectNoSeriousAxeViolations(page)

  // The email to the ticket holder.
  const staff = await staffClient(playwright, baseURL!)
  const mail = await findEmail(staff, email, 'order-confirmation')
  expect(mail.text).toMatch(TOKYO_TIME)
  expect(mail.text).toContain(`Join online: ${joinUrl}`)
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
