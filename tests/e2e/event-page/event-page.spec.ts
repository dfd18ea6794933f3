import fs from 'node:fs'
import ICAL from 'ical.js'
import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { expectNoSeriousAxeViolations } from '../axe'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test('An event card opens the event page, which adds the event to a calendar', async ({ page }) => {
  await page.goto('/d/ny--new-york/paid--events/')
  const card = page.getByRole('article').first()
  const link = card.getByRole('link', { name: /^View / })
  const name = ((await link.getAttribute('aria-label')) ?? '').replace(/^View /, '')
  // Spec §2: a card opens its event in a new tab, with the affiliate code.
  const opened = page.context().waitForEvent('page')
  await link.click()
  const eventPage = await opened
  await expect(eventPage).toHaveURL(/\/e\/[a-z0-9-]+-tickets-\d+\/\?aff=ebdssbdestsearch$/)
  await expect(eventPage.getByRole('heading', { level: 1 })).toHaveText(name)

  await expect(eventPage.getByRole('heading', { name: 'Date and time' })).toBeVisible()
  await expect(eventPage.locator('time').first()).toHaveText(/\d{4} · \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M [A-Z]{2,5}|[A-Z]{2,5}$/)
  await expect(eventPage.getByRole('heading', { name: 'Location' })).toBeVisible()
  const organizer = eventPage.getByRole('region', { name: 'Organized by' })
  await expect(organizer.getByText(/^[\d,]+ followers?$/)).toBeVisible()
  await expect(organizer.getByRole('button', { name: /^Follow / })).toBeVisible()
  await expect(eventPage.getByRole('region', { name: 'Refund policy' }).getByText(/^(No refunds|Refunds up to|Contact the organizer)/)).toBeVisible()
  const share = eventPage.getByRole('region', { name: 'Share this event' }).getByRole('link', { name: 'Share on Facebook' })
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain('utm_campaign=social&utm_content=attendeeshare&utm_medium=discovery')
  const tickets = eventPage.getByRole('complementary', { name: 'Get tickets' })
  await expect(tickets.getByText(/^((Free|\$[\d,.]+)( – \$[\d,.]+)?( · On sale .+)?|Check ticket price on event)$/).first()).toBeVisible()
  await expectNoSeriousAxeViolations(eventPage)

  const download = eventPage.waitForEvent('download')
  await eventPage.getByRole('link', { name: 'Add to calendar', exact: true }).click()
  const file = await (await download).path()
  const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(file, 'utf8')))
  const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
  expect(event?.summary).toBe(name)
  expect(String(event?.component.getFirstPropertyValue('url'))).toBe(eventPage.url().replace(/\?.*$/, ''))
})

test('The organizer link leads to the organizer’s page with their upcoming events', async ({ page }) => {
  await page.goto('/d/ny--new-york/all-events/')
  const opened = page.context().waitForEvent('page')
  await page.getByRole('article').first().getByRole('link', { name: /^View / }).click()
  const eventPage = await opened
  const organizer = eventPage.getByRole('region', { name: 'Organized by' })
  const organizerName = await organizer.getByRole('link').first().textContent()
  await organizer.getByRole('link').first().click()
  await expect(eventPage).toHaveURL(/\/o\/[a-z0-9-]+-\d+\/$/)
  await expect(eventPage.getByRole('heading', { level: 1 })).toHaveText(organizerName ?? '')
  await expect(eventPage.getByRole('button', { name: `Follow ${organizerName}` })).toBeVisible()
  await expect(eventPage.getByRole('heading', { name: /^Upcoming events \(\d+\)$/ })).toBeVisible()
  await expect(eventPage.getByRole('article').first()).toBeVisible()
  await expectNoSeriousAxeViolations(eventPage)
})

test.describe('Online events in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('A repeating online event lists its dates with "+ N more" and shows the viewer’s time', async ({ page, request }) => {
    type ApiEvent = { url: string; timezone: string; series: { counts: { current_future: number } } | null }
    let repeating: ApiEvent | undefined
    // The demo data holds repeating online events; look through the soonest few pages for one.
    for (let p = 1; p <= 5 && !repeating; p++) {
      const api = await (await request.get(`/api/v3/destination/search/?online_events_only=true&page_size=50&page=${p}`)).json()
      repeating = (api.events.results as ApiEvent[]).find((e) => (e.series?.counts.current_future ?? 0) > 1 && e.timezone !== 'Asia/Tokyo')
    }
    expect(repeating, 'a repeating online event in the demo data').toBeDefined()
    await page.goto(new URL(repeating!.url).pathname)
    await expect(page.getByText(`+ ${repeating!.series!.counts.current_future - 1} more`)).toBeVisible()
    const dates = page.getByRole('region', { name: 'All dates' })
    expect(await dates.getByRole('link').count()).toBeGreaterThan(1)
    await expect(dates.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(page.getByText('Online event', { exact: true })).toBeVisible()
    await expect(page.getByText(/^In your time zone: .+ GMT\+9$/)).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})
