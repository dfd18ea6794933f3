// Issue 42's buyer journey, at 1280 and 375 px: an on-sale with a waiting room. The event page names the
// room and the SHA-256 commitment of its draw instead of offering "Get tickets"; the waiting page counts
// down to the opening and to the on-sale, and at the on-sale instant the buyer is let in (one checkout at
// a time) and buys a ticket with the admission. A second buyer who arrives after the on-sale waits in line
// behind them, keeps the place across a reload, and is let in once the first checkout is done.
import { expect, test } from '../fixtures'
import { newClient, uniqueEmail, jsonHeaders } from '../../api/helpers/accounts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { atEachViewport } from '../viewports'
import { createEventForSale, fillBuyer, fillCard } from './ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('A buyer counts down in the waiting room, is let in at the on-sale and buys; a later arrival waits in line behind and is let in after', async ({ page, browser, playwright, baseURL }, testInfo) => {
    test.setTimeout(150_000)
    // The suite's clock, which this runner, the browsers and the servers read alike.
    const onSale = new Date(Date.now() + 40_000)
    const sale = await createEventForSale(playwright, baseURL!, { name: `Comet Night ${Date.now().toString(36)}`, priceMinor: 2500, quantity: 20, salesStart: onSale })
    // Opening once the event is made, so the page is seen before it.
    const opensAt = new Date(Date.now() + 15_000)
    const put = await sale.organizer.api.put(`/api/v3/events/${sale.id}/waiting_room/`, {
      headers: jsonHeaders(sale.organizer),
      data: { enabled: true, prequeue_opens_at: opensAt.toISOString(), max_active_checkouts: 1, admission_minutes: 5 },
    })
    expect(put.status(), await put.text()).toBe(200)
    const { waiting_room: room } = (await put.json()) as { waiting_room: { commitment: string; on_sale_at: string } }
    expect(room.on_sale_at).toBe(onSale.toISOString())

    // The event page: the room, its draw's commitment, and no way to checkout around it.
    await page.goto(sale.path)
    const panel = page.getByRole('complementary', { name: 'Get tickets' })
    const notice = panel.getByRole('region', { name: 'On-sale waiting room' })
    await expect(notice).toContainText('Everyone who joins the waiting room before then gets a place in a random order')
    await expect(notice).toContainText(`SHA-256 commitment of the draw’s secret seed: ${room.commitment}`)
    await expect(page.getByRole('button', { name: 'Get tickets' })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    // Before the opening: a countdown, then the pre-queue with a countdown to the on-sale, on its own.
    await notice.getByRole('link', { name: 'Join the waiting room' }).click()
    await expect(page).toHaveURL(new RegExp(`${sale.path}waiting-room/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sale.name)
    const place = page.getByRole('region', { name: 'Your place in line' })
    await expect(place.getByRole('heading', { name: 'The waiting room opens soon' })).toBeVisible()
    await expect(place.getByRole('timer')).toHaveText(/^0:[01]\d$/)
    await expectNoSeriousAxeViolations(page)
    await expect(place.getByRole('heading', { name: 'You are in the waiting room' })).toBeVisible({ timeout: opensAt.getTime() - Date.now() + 10_000 })
    await expect(place).toContainText('Arriving earlier gives no advantage.')
    await expect(place.getByRole('timer')).toHaveText(/^0:[0-5]\d$/)
    await expect(page.getByRole('status').filter({ hasText: 'You are in the waiting room' })).toHaveCount(1)
    await expectNoSeriousAxeViolations(page)

    // The on-sale: alone in the pre-queue, this buyer is let in and the focus goes to the news.
    const turn = place.getByRole('heading', { name: 'It is your turn' })
    await expect(turn).toBeVisible({ timeout: onSale.getTime() - Date.now() + 15_000 })
    await expect(turn).toBeFocused()
    await expect(place).toContainText('start your checkout within 5 minutes')
    await expectNoSeriousAxeViolations(page)

    // A second buyer arrives after the on-sale, while the one checkout allowed is under way: in line.
    const context = await browser.newContext({ viewport: page.viewportSize()! })
    const later = await context.newPage()
    await later.goto(`${sale.path}waiting-room/`)
    const laterPlace = later.getByRole('region', { name: 'Your place in line' })
    await expect(laterPlace.getByRole('heading', { name: 'You are in line' })).toBeVisible({ timeout: 15_000 })
    await expect(laterPlace.getByRole('definition').nth(0)).toHaveText('2')
    await expect(laterPlace.getByRole('definition').nth(1)).toHaveText('0')
    await expectNoSeriousAxeViolations(later)
    // A reload keeps the place.
    await later.reload()
    await expect(laterPlace.getByRole('heading', { name: 'You are in line' })).toBeVisible({ timeout: 15_000 })
    await expect(laterPlace.getByRole('definition').nth(0)).toHaveText('2')

    // The first buyer buys a ticket with the admission.
    await place.getByRole('button', { name: `Add one ${sale.ticketClass.name} ticket` }).click()
    await place.getByRole('button', { name: 'Continue' }).click()
    await fillBuyer(place, 'Ada Early', uniqueEmail('early'))
    await fillCard(place, '4242 4242 4242 4242')
    await place.getByRole('button', { name: /^Pay / }).click()
    await expect(page).toHaveURL(/\/orders\/\d+\/\?token=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')

    // The checkout done, the next in line is let in.
    await expect(laterPlace.getByRole('heading', { name: 'It is your turn' })).toBeVisible({ timeout: 20_000 })
    await expectNoSeriousAxeViolations(later)
    await later.screenshot({ path: testInfo.outputPath('waiting-room-turn.png'), fullPage: true })

    // Nobody checks out around the line: a hold without the admission is refused.
    const stranger = await newClient(playwright, baseURL!)
    const around = await stranger.api.post('/api/v3/orders/', { headers: jsonHeaders(stranger), data: { event_id: sale.id, tickets: [{ ticket_class_id: sale.ticketClass.id, quantity: 1 }] } })
    expect(around.status()).toBe(403)
    expect(((await around.json()) as { error: string }).error).toBe('ADMISSION_REQUIRED')
    await Promise.all([context.close(), stranger.api.dispose(), sale.organizer.api.dispose()])
  })
})
