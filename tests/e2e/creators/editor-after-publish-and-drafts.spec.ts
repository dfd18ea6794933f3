// Issue 38 point 15, the event editor's part, as a new organizer meets it at both widths: the ticket form
// starts each new class from its defaults; the preview shows the all-in prices and ticket classes buyers
// will see; once published the editor says so ("Published", then "Changes saved"), never "draft"; the
// subcategory list has no overlapping entries; and from the events list an organizer duplicates an event,
// deletes a draft after confirming, and dismisses the overview's reminder of a draft.
import { randomBytes } from 'node:crypto'
import { expect, test } from '../fixtures'
import { newClient, signUp } from '../../api/helpers/accounts'
import { setUpPayouts } from '../../api/helpers/payouts'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'
import { browseAs, createPublishedEvent, pierHallDraft, postJson } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const word = () => `Vellum${randomBytes(3).toString('hex')}`

atEachViewport(() => {
  test('The ticket form starts each class afresh, the preview shows buyers’ all-in prices and classes, and once published the editor says so', async ({ page, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const title = `${word()} Harbour Jazz Night`
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Pia Publisher' })
    await setUpPayouts(creator)
    const { event } = await postJson<{ event: { id: string } }>(creator, '/api/v3/events/', pierHallDraft(title))
    await browseAs(page, creator)

    // Basics: Music offers "Blues & Jazz", not "Blues" and "Jazz" beside it.
    await gotoHydrated(page, `/manage/events/${event.id}/edit?step=basics`)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your draft' })).toBeVisible()
    const subcategory = page.getByRole('combobox', { name: 'Subcategory (optional)' })
    await expect(subcategory.getByRole('option', { name: 'Blues & Jazz', exact: true })).toHaveCount(1)
    await expect(subcategory.getByRole('option', { name: 'Jazz', exact: true })).toHaveCount(0)
    await expect(subcategory.getByRole('option', { name: 'Blues', exact: true })).toHaveCount(0)
    await expect(subcategory.getByRole('option', { name: 'EDM / Electronic', exact: true })).toHaveCount(1)
    await expect(subcategory.getByRole('option', { name: 'Electronic', exact: true })).toHaveCount(0)
    await subcategory.selectOption({ label: 'Blues & Jazz' })
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { name: 'Where', level: 2 })).toBeFocused()
    await expect(page.getByText(/Step 2 of 7 · Draft saved/)).toBeVisible()

    // Tickets: a free class, then the form is back to its defaults for the next one: Paid, 100, 1, 10.
    await page.getByRole('navigation', { name: 'Event steps' }).getByRole('button', { name: /Tickets/ }).click()
    await expect(page.getByRole('heading', { name: 'Tickets', level: 2 })).toBeFocused()
    await page.getByRole('textbox', { name: 'Ticket name' }).fill('Volunteer')
    await page.getByRole('radio', { name: 'Free' }).check()
    await page.getByRole('textbox', { name: 'Quantity' }).fill('20')
    await page.getByRole('textbox', { name: 'Maximum per order' }).fill('2')
    await page.getByRole('button', { name: 'Add ticket' }).click()
    await expect(page.getByText(/Volunteer · Free · 20 tickets/)).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Paid' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Ticket name' })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('100')
    await expect(page.getByRole('textbox', { name: 'Minimum per order' })).toHaveValue('1')
    await expect(page.getByRole('textbox', { name: 'Maximum per order' })).toHaveValue('10')
    await page.getByRole('textbox', { name: 'Ticket name' }).fill('General admission')
    await page.getByRole('textbox', { name: 'Price' }).fill('25')
    await page.getByRole('button', { name: 'Add ticket' }).click()
    await expect(page.getByText(/General admission · \$25 · 100 tickets/)).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Save and continue' }).click()

    // The preview: what a card and the event page show buyers, the fee included ($25 → $26.87).
    await expect(page.getByRole('heading', { name: 'Preview and publish', level: 2 })).toBeFocused()
    const preview = page.getByRole('article', { name: 'Preview of your event page' })
    await expect(preview.getByText('On event cards: Free – $26.87', { exact: true })).toBeVisible()
    await expect(preview.getByText('Free – $26.87', { exact: true })).toBeVisible()
    await expect(preview.getByRole('heading', { name: 'Get tickets' })).toBeVisible()
    const classes = preview.getByRole('list', { name: 'Ticket types' }).getByRole('listitem')
    await expect(classes).toHaveCount(2)
    await expect(classes.nth(0)).toContainText('Volunteer')
    await expect(classes.nth(0)).toContainText('Free')
    await expect(classes.nth(1)).toContainText('General admission')
    await expect(classes.nth(1)).toContainText('$26.87 incl. fees')
    await expect(preview.getByText('$25', { exact: true })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('preview.png'), fullPage: true })

    // Published: the page and the line under the steps say so, and later saves say "Changes saved".
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Your event is live' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your event' })).toBeVisible()
    await expect(page.getByText(/Step 7 of 7 · Published$/)).toBeVisible()
    await expect(page.getByRole('main').getByText(/draft/i)).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Event steps' }).getByRole('button', { name: /Basics/ }).click()
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { name: 'Where', level: 2 })).toBeFocused()
    await expect(page.getByText(/Step 2 of 7 · Published · Changes saved/)).toBeVisible()
    await expect(page.getByRole('main').getByText(/draft/i)).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    // Opened again later, it is still an event, not a draft.
    await gotoHydrated(page, `/manage/events/${event.id}/edit?step=where`)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your event' })).toBeVisible()
    await expect(page.getByText(/Step 2 of 7 · Published$/)).toBeVisible()
  })

  test('From the events list an organizer duplicates an event, deletes a draft after confirming, and dismisses a draft’s reminder', async ({ page, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const creator = await newClient(playwright, baseURL!)
    await signUp(creator, { fullName: 'Cody Copier' })
    const live = `${word()} Lantern Walk`
    await createPublishedEvent(creator, live)
    const scrap = `${word()} Abandoned Idea`
    await postJson(creator, '/api/v3/events/', pierHallDraft(scrap))
    await browseAs(page, creator)

    // Delete a draft: a dialog names it and asks first; keeping it changes nothing.
    await gotoHydrated(page, '/myevents/')
    const drafts = page.getByRole('region', { name: 'Drafts events' })
    await expect(drafts.getByRole('rowheader', { name: scrap })).toBeVisible()
    await drafts.getByRole('button', { name: `Delete the draft ${scrap}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete “${scrap}”?` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Keep the draft' })).toBeFocused()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('delete-dialog.png') })
    await dialog.getByRole('button', { name: 'Keep the draft' }).click()
    await expect(dialog).toBeHidden()
    await expect(drafts.getByRole('rowheader', { name: scrap })).toBeVisible()
    await drafts.getByRole('button', { name: `Delete the draft ${scrap}` }).click()
    await dialog.getByRole('button', { name: 'Delete for good' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Draft “${scrap}” deleted.` })).toBeFocused()
    await expect(page.getByRole('rowheader', { name: scrap })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Drafts (0)' })).toBeVisible()

    // Duplicate the live event: a new draft "Copy of …" opens in the editor, with none of its sales.
    await page.getByRole('region', { name: 'Upcoming events' }).getByRole('button', { name: `Duplicate ${live}` }).click()
    await expect(page).toHaveURL(/\/manage\/events\/\d+\/edit/)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your draft' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Event title' })).toHaveValue(`Copy of ${live}`)
    await gotoHydrated(page, '/myevents/')
    const copyRow = page.getByRole('region', { name: 'Drafts events' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Copy of ${live}` }) })
    await expect(copyRow).toContainText('0/10')
    await expect(page.getByRole('region', { name: 'Upcoming events' }).getByRole('rowheader', { name: live })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('events-list.png'), fullPage: true })

    // The overview reminds of the copy until its reminder is dismissed; the draft stays in the list.
    await gotoHydrated(page, '/organizer/overview/')
    const steps = page.getByRole('region', { name: 'Next steps' })
    await expect(steps.getByRole('link', { name: `Finish and publish “Copy of ${live}”.` })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await steps.getByRole('button', { name: `Dismiss the reminder about Copy of ${live}` }).click()
    await expect(steps.getByRole('status')).toHaveText('Reminder dismissed. The draft stays in your events list.')
    await expect(steps.getByRole('status')).toBeFocused()
    await page.screenshot({ path: test.info().outputPath('overview-dismissed.png'), fullPage: true })
    await gotoHydrated(page, '/organizer/overview/')
    await expect(page.getByRole('link', { name: `Finish and publish “Copy of ${live}”.` })).toHaveCount(0)
    await gotoHydrated(page, '/myevents/')
    await expect(page.getByRole('rowheader', { name: `Copy of ${live}` })).toBeVisible()
  })
})
