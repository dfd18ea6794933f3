// Issue 20's editor gaps and the series journey: a weekly schedule saved while the event is a draft (a
// reload keeps it), a ticket class changed after it was added, a promo code with the dates it works then
// removed, and, once published, one series card with "+ N more" in search and its list of dates.
import { randomBytes } from 'node:crypto'
import { expect, test } from '../fixtures'
import { newClient, signUp } from '../../api/helpers/accounts'
import { setUpPayouts } from '../../api/helpers/payouts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'
import { browseAs, postJson } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

atEachViewport(() => {
  test('A weekly draft keeps its schedule, its ticket is changed, a dated promo code removed; published, it is one card with “+ 3 more”', async ({ page, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const word = `Quillion${randomBytes(3).toString('hex')}`
    const title = `${word} Tuesday Choir`
    const first = inDays(30)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Wes Weekly' })
    // Paid tickets go on sale only once the creator has confirmed their email and set up payouts.
    await setUpPayouts(creator)
    const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', {
      name: title,
      summary: 'Songs every week.',
      category_id: 103,
      format_id: 6,
      start: { local: `${first}T19:00:00`, timezone: 'America/New_York' },
      end: { local: `${first}T21:00:00`, timezone: 'America/New_York' },
      online: false,
      venue: { name: 'Pier Hall', address_1: '1 Quay St', city: 'New York', country: 'US', latitude: 40.7, longitude: -74 },
    })
    await postJson(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 2000 }, quantity_total: 50 })
    await browseAs(page, creator)

    // When: every week until three weeks later, saved with the draft.
    await gotoHydrated(page, `/manage/events/${event.id}/edit?step=when`)
    await page.getByRole('radio', { name: 'Every week' }).check()
    await page.getByLabel('Last date').fill(inDays(51))
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { name: 'Image', level: 2 })).toBeFocused()
    await gotoHydrated(page, `/manage/events/${event.id}/edit?step=when`)
    await expect(page.getByRole('radio', { name: 'Every week' })).toBeChecked()
    await expect(page.getByLabel('Last date')).toHaveValue(inDays(51))
    await expectNoSeriousAxeViolations(page)

    // Tickets: change the class; add a promo code that works for a week, then remove it.
    await page.getByRole('button', { name: /Tickets/ }).first().click()
    await expect(page.getByRole('heading', { name: 'Tickets', level: 2 })).toBeFocused()
    await page.getByRole('button', { name: 'Edit General' }).click()
    await expect(page.getByRole('textbox', { name: 'Ticket name' })).toHaveValue('General')
    await page.getByRole('textbox', { name: 'Price' }).fill('30')
    // While pricing, the creator sees the buyer's all-in price and what they receive; any currency can be chosen.
    await expect(page.getByRole('status').filter({ hasText: 'Buyer pays' })).toHaveText(/^Buyer pays \$32\.04 · you receive \$30\.00/)
    await expect(page.getByRole('combobox', { name: 'Currency' }).getByRole('option', { name: /^JPY – / })).toHaveCount(1)
    await expect(page.getByRole('combobox', { name: 'Currency' }).getByRole('option', { name: /^KWD – / })).toHaveCount(1)
    await page.getByRole('button', { name: 'Save ticket changes' }).click()
    await expect(page.getByText(/General · \$30 · 50 tickets/)).toBeVisible()
    await page.getByRole('textbox', { name: 'Promo code' }).fill('week1')
    await page.getByRole('textbox', { name: 'Percent off with the code' }).fill('15')
    await page.getByLabel('Code works until (optional)').fill(`${inDays(7)}T23:00`)
    await page.getByRole('button', { name: 'Add promo code' }).click()
    const discounts = page.getByRole('list', { name: 'Your discounts' })
    await expect(discounts.getByText(/^Promo code WEEK1: 15% off, until /)).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await discounts.getByRole('button', { name: /^Remove Promo code WEEK1/ }).click()
    await expect(discounts).toHaveCount(0)
    await page.getByRole('button', { name: 'Save and continue' }).click()

    // Publish: the saved plan becomes the series' four dates.
    await expect(page.getByRole('heading', { name: 'Preview and publish', level: 2 })).toBeFocused()
    await expect(page.getByText(/repeating every week until/)).toBeVisible()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Your event is live' })).toBeVisible()

    // Search shows the series once, with "+ 3 more"; its page lists the four dates.
    await gotoHydrated(page, '/')
    const search = page.getByRole('searchbox', { name: 'Search events' })
    await search.click()
    await search.fill(word)
    await search.press('Enter')
    const cards = page.getByRole('article').filter({ hasText: title })
    await expect(cards).toHaveCount(1, { timeout: 10_000 })
    await expect(cards.getByText(/\+ 3 more/)).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    const href = await cards.getByRole('link', { name: new RegExp(title) }).first().getAttribute('href')
    await page.goto(href!)
    await expect(page.getByRole('region', { name: 'All dates' }).getByRole('listitem')).toHaveCount(4)
    await expectNoSeriousAxeViolations(page)
  })
})
