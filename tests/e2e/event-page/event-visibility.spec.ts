// Issue 40 "Visibility" (decision 060) in the browser at both widths: the organizer makes an event
// unlisted in the editor and it leaves search while its link still opens it; a private event's page asks
// for its password first; an invitation-only event opens from the emailed invitation; a hidden volunteer
// class shows and sells only through the link the editor gives.
import { randomBytes } from 'node:crypto'
import { expect, test, type Browser, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { atEachViewport } from '../viewports'
import { browseAs } from '../creators/helpers'
import { uniqueEmail } from '../accounts/helpers'
import { addTicketClass, chooseTickets, createEventForSale, fillBuyer, findEmail, openCheckout, staffClient, type EventForSale } from '../tickets/ticket-journey-helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const word = () => `Quill${randomBytes(3).toString('hex')}`

/** The organizer's own browser page, at the visitor's width, opened on the event's Visibility section. */
async function openVisibility(browser: Browser, page: Page, sale: EventForSale): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() })
  const organizer = await context.newPage()
  await browseAs(organizer, sale.organizer)
  await gotoHydrated(organizer, `/manage/events/${sale.id}/edit?step=tickets`)
  await expect(organizer.getByRole('heading', { name: 'Visibility', level: 3 })).toBeVisible()
  return organizer
}

atEachViewport(() => {
  test('An event the organizer makes unlisted leaves search but opens from its link, marked not to be indexed', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const name = `${word()} Rooftop Supper`
    const sale = await createEventForSale(playwright, baseURL!, { name, priceMinor: 0 })
    const searchPath = `/d/ny--new-york/events/${name.split(' ')[0]!.toLowerCase()}/`
    await page.goto(searchPath)
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()

    const organizer = await openVisibility(browser, page, sale)
    await organizer.getByRole('radio', { name: /^Unlisted/ }).check()
    await organizer.getByRole('button', { name: 'Save visibility' }).click()
    await expect(organizer.getByRole('status').filter({ hasText: 'Visibility saved.' })).toBeVisible()
    await expectNoSeriousAxeViolations(organizer)
    await organizer.context().close()

    await page.goto(searchPath)
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
    await page.goto(sale.path)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expectNoSeriousAxeViolations(page)
  })

  test('A private event shows its details only after its password, and says so when the password is wrong', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const name = `${word()} Garden Dinner`
    const sale = await createEventForSale(playwright, baseURL!, { name, priceMinor: 0 })
    const organizer = await openVisibility(browser, page, sale)
    await organizer.getByRole('radio', { name: /^Private/ }).check()
    await organizer.getByRole('textbox', { name: 'Password' }).fill('tulips2027')
    await organizer.getByRole('button', { name: 'Save visibility' }).click()
    await expect(organizer.getByRole('status').filter({ hasText: 'Visibility saved.' })).toBeVisible()
    await organizer.context().close()

    await gotoHydrated(page, sale.path)
    await expect(page.getByRole('heading', { level: 1, name: 'This event is private' })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(name)
    await expectNoSeriousAxeViolations(page)
    await page.getByLabel('Event password').fill('roses')
    await page.getByRole('button', { name: 'Open event' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'That password is not right.' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByLabel('Event password').fill('tulips2027')
    await page.getByRole('button', { name: 'Open event' }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // Remembered: the page opens again without the password.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('A hidden volunteer class is sold only through the link the organizer copies from the editor', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const name = `${word()} River Festival`
    const sale = await createEventForSale(playwright, baseURL!, { name, priceMinor: 2500 })
    await addTicketClass(sale, { name: 'Volunteer', priceMinor: 0, quantity: 10 })
    const organizer = await openVisibility(browser, page, sale)
    // The box follows the saved class: it is ticked once the server says the class is hidden.
    const hide = organizer.getByRole('checkbox', { name: /^Volunteer: Hidden/ })
    await hide.click()
    await expect(hide).toBeChecked()
    const linkBox = organizer.getByRole('textbox', { name: 'Link for Volunteer' })
    await expect(linkBox).toBeVisible()
    await expectNoSeriousAxeViolations(organizer)
    const link = new URL(await linkBox.inputValue())
    await organizer.context().close()

    // Without the link: the public page shows only the public class and its price.
    await gotoHydrated(page, sale.path)
    await expect(page.getByRole('list', { name: 'Ticket types' })).not.toContainText('Volunteer')
    await expect(page.getByText('Free', { exact: true })).toHaveCount(0)

    // With it: the class shows and a volunteer reserves a place.
    await gotoHydrated(page, `${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Ticket types' })).toContainText('Volunteer')
    await expectNoSeriousAxeViolations(page)
    const dialog = await openCheckout(page, 'Get tickets')
    await chooseTickets(dialog, 'Volunteer', 1)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await fillBuyer(dialog, 'Val Unteer', uniqueEmail('volunteer'))
    await dialog.getByRole('button', { name: 'Complete reservation' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re going!')
    await expect(page.getByText('Ticket 1 of 1', { exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })

  test('An invitation-only event is closed to strangers and opens from the link in the invitation email', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(150_000)
    const name = `${word()} Board Dinner`
    const sale = await createEventForSale(playwright, baseURL!, { name, priceMinor: 0 })
    const guestEmail = uniqueEmail('invited')
    const organizer = await openVisibility(browser, page, sale)
    await organizer.getByRole('radio', { name: /^Invitation only/ }).check()
    await organizer.getByRole('button', { name: 'Save visibility' }).click()
    await expect(organizer.getByRole('status').filter({ hasText: 'Visibility saved.' })).toBeVisible()
    await expect(organizer.getByText('No one is invited yet.')).toBeVisible()
    await organizer.getByLabel('Invite by email (one address per line)').fill(`${guestEmail}\nnot-an-address`)
    await organizer.getByRole('button', { name: 'Send invitations' }).click()
    await expect(organizer.getByText('not-an-address is not an email address.')).toBeVisible()
    await organizer.getByLabel('Invite by email (one address per line)').fill(guestEmail)
    await organizer.getByRole('button', { name: 'Send invitations' }).click()
    await expect(organizer.getByRole('status').filter({ hasText: '1 invitation sent.' })).toBeVisible()
    await expect(organizer.getByRole('list', { name: 'Invited' })).toContainText(guestEmail)
    await expectNoSeriousAxeViolations(organizer)
    await organizer.context().close()

    await page.goto(sale.path)
    await expect(page.getByRole('heading', { level: 1, name: 'This event is by invitation' })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(name)
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    const staff = await staffClient(playwright, baseURL!)
    const mail = await findEmail(staff, guestEmail, 'event-invitation')
    const link = new URL(/https?:\/\/\S+\/invitations\/accept\/\?pass=\S+/.exec(mail.text)![0])
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  })
})
