// Issue 42's waiting room for the organizer, at 1280 and 375 px with axe: from the event's dashboard the
// organizer follows "Waiting room", is told at the field that a limit of 0 checkouts is not one, turns the
// room on for the presale two hours away (its pre-queue opening 30 minutes before, on the event's wall
// clock), sees the live view (nobody waiting yet, the on-sale instant, the commitment, counts read again
// every few seconds), pauses and resumes admissions, and changes the limit, which the settings then show.
import { expect, test, type Locator } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { addTicketClass, createEventForSale } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

type Room = { paused: boolean; max_active_checkouts: number; admission_minutes: number; on_sale_at: string; prequeue_opens_at: string }

// A datetime-local value ("2027-04-12T09:30") on the wall clock of `timeZone` (sv-SE writes ISO-like dates).
const localInput = (at: Date, timeZone: string) => at.toLocaleString('sv-SE', { timeZone }).replace(' ', 'T').slice(0, 16)

// The figure under a label of the live counts (a <dt> and its <dd>).
const figure = (counts: Locator, label: string) => counts.locator('div').filter({ has: counts.page().getByRole('term').getByText(label, { exact: true }) }).getByRole('definition').first()

atEachViewport(() => {
  test('The organizer turns the waiting room on, watches it live, pauses and resumes it and changes its limit', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const width = page.viewportSize()!.width
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 0 })
    // The suite's clock, which this runner and the servers read alike: the presale opens two hours from now.
    const onSale = new Date(Date.now() + 2 * 3_600_000)
    onSale.setUTCSeconds(0, 0)
    await addTicketClass(sale, { name: 'Presale', priceMinor: 0, quantity: 100, extra: { sales_start: onSale.toISOString() } })
    const readRoom = async () => ((await (await sale.organizer.api.get(`/api/v3/events/${sale.id}/waiting_room/`)).json()) as { waiting_room: Room | null }).waiting_room

    await browseAs(page, sale.organizer)
    await gotoHydrated(page, `/manage/events/${sale.id}/`)
    // A client-side move: the page is live as soon as it is shown.
    await page.getByRole('link', { name: 'Waiting room', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/manage/events/${sale.id}/waiting-room/$`))
    await expect(page.getByRole('heading', { level: 1, name: /^Waiting room: Journey Event/ })).toBeVisible()
    const settings = page.getByRole('region', { name: 'Settings' })
    await expect(page.getByRole('region', { name: 'Live' })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    await settings.getByRole('checkbox', { name: 'Turn on the waiting room' }).check()
    await expect(settings.getByRole('combobox', { name: 'Lines up for' })).toHaveValue('')
    await expect(settings.getByRole('option', { name: /^Presale \(/ })).toBeAttached()
    // The on-sale instant follows the class's sales start, changed on the edit page; the pre-queue opens
    // 30 minutes before it unless changed.
    await expect(settings.getByRole('link', { name: 'Change the sales start' })).toHaveAttribute('href', `/manage/events/${sale.id}/edit`)
    await expect(settings.getByLabel('Pre-queue opens')).toHaveValue(localInput(new Date(onSale.getTime() - 30 * 60_000), 'America/New_York'))
    const limitField = settings.getByRole('textbox', { name: 'Checkouts at once', exact: true })
    await limitField.fill('0')
    await settings.getByRole('textbox', { name: 'Minutes to start a checkout' }).fill('8')
    await settings.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(settings.getByText('must be a whole number from 1 to 100,000')).toBeVisible()
    await expect(limitField).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousAxeViolations(page)

    await limitField.fill('50')
    await settings.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(settings.getByRole('status')).toHaveText('Waiting room saved.')
    expect(await readRoom()).toMatchObject({ paused: false, max_active_checkouts: 50, admission_minutes: 8, on_sale_at: onSale.toISOString(), prequeue_opens_at: new Date(onSale.getTime() - 30 * 60_000).toISOString() })

    const live = page.getByRole('region', { name: 'Live' })
    const counts = live.getByLabel('Live counts')
    for (const label of ['Waiting', 'Admitted', 'Active checkouts', 'Sold']) await expect(figure(counts, label)).toHaveText('0')
    // Nobody in line: nothing to clear.
    await expect(figure(counts, 'Time to clear the line')).toHaveText('0 s')
    await expect(live.getByText('waiting for the on-sale instant')).toBeVisible()
    await expect(live.getByText(/^[0-9a-f]{64}$/)).toBeVisible()
    // The counts are read again every few seconds.
    await expect(live.getByText(/Updated at .+, every 3 seconds\./)).toBeVisible({ timeout: 10_000 })
    await expectNoSeriousAxeViolations(page)

    await live.getByRole('button', { name: 'Pause admissions' }).click()
    await expect(live.getByRole('status')).toHaveText('Admissions paused.')
    await expect(live.getByText('paused: nobody is let in')).toBeVisible()
    expect((await readRoom())?.paused).toBe(true)
    // The same button now resumes; the keyboard reaches it where it was.
    const resume = live.getByRole('button', { name: 'Resume admissions' })
    await resume.focus()
    await page.keyboard.press('Enter')
    await expect(live.getByRole('status')).toHaveText('Admissions resumed.')
    expect((await readRoom())?.paused).toBe(false)

    await live.getByRole('textbox', { name: 'New limit of checkouts at once' }).fill('20')
    await live.getByRole('button', { name: 'Change limit' }).click()
    await expect(live.getByRole('status')).toHaveText('The limit is now 20 checkouts at once.')
    await expect(limitField).toHaveValue('20')
    expect(await readRoom()).toMatchObject({ paused: false, max_active_checkouts: 20, admission_minutes: 8 })

    // At phone width nothing is wider than the screen (the commitment wraps).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `/tmp/wrorg/shots/waiting-room-${width}.png`, fullPage: true })
    await sale.organizer.api.dispose()
  })
})
