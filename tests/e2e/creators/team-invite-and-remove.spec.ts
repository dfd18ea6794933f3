// Issue 40 acceptance in the browser, at 1280 and 375 px with axe (decisions 061 and 068): the organizer
// invites a manager from the Team page; the manager accepts the emailed link signed in, opens the event's
// dashboard and changes its settings; the organizer reads who changed what in the team's activity, removes
// the manager after confirming, and the manager's open page loses the event on its next load.
import { expect, test } from '../fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail } from '../../api/helpers/accounts'
import { mailedLink } from '../../api/helpers/mailbox'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { createEventForSale } from '../tickets/ticket-journey-helpers'
import { atEachViewport } from '../viewports'
import { browseAs } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

atEachViewport(() => {
  test('The organizer invites a manager from the Team page, and removing them ends their access at once', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const width = page.viewportSize()?.width
    const sale = await createEventForSale(playwright, baseURL!, { priceMinor: 1500, name: `Team Night ${Date.now().toString(36)}` })
    await browseAs(page, sale.organizer)
    const email = uniqueEmail('manager')

    await gotoHydrated(page, '/myteam/')
    const form = page.getByRole('form', { name: 'Invite someone' })
    await form.getByRole('textbox', { name: 'Email address' }).fill(email)
    await form.getByRole('radio', { name: /^Manager/ }).check()
    await form.getByRole('button', { name: 'Send invitation' }).click()
    await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}. The link works for 7 days.`)
    const pending = page.getByRole('region', { name: 'Pending invitations' })
    await expect(pending.getByRole('row', { name: new RegExp(email) })).toContainText('Manager')
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `/tmp/h3-shots/team-${width}.png`, fullPage: true })

    // The invited person signs up with the address and accepts the emailed link in their own browser.
    const manager = await newClient(playwright, baseURL!)
    await signUp(manager, { email, fullName: 'Mina Manager' })
    const link = await mailedLink(baseURL!, email, 'team-invitation')
    const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const theirPage = await theirs.newPage()
    await browseAs(theirPage, manager)
    await gotoHydrated(theirPage, `${link.pathname}${link.search}`)
    await expect(theirPage.getByText('Journey Organizer invited you to its team as Manager.')).toBeVisible()
    await expectNoSeriousAxeViolations(theirPage)
    await theirPage.getByRole('button', { name: 'Join Journey Organizer' }).click()
    await expect(theirPage.getByRole('status').filter({ hasText: 'You joined' })).toHaveText('You joined Journey Organizer.')
    const dashboard = `/manage/events/${sale.id}/`
    expect((await theirPage.goto(dashboard))?.status()).toBe(200)
    await expect(theirPage.getByRole('heading', { level: 1, name: sale.name })).toBeVisible()

    // The manager forbids ticket transfers in the editor, and makes the event unlisted with a password.
    await gotoHydrated(theirPage, `/manage/events/${sale.id}/edit?step=tickets`)
    const transfers = theirPage.getByRole('region', { name: 'Ticket transfers' })
    await transfers.getByRole('checkbox', { name: 'Let buyers transfer their tickets to someone else' }).uncheck()
    await transfers.getByRole('button', { name: 'Save transfer settings' }).click()
    await expect(transfers.getByText('Transfer settings saved.')).toBeVisible()
    const hidden = await manager.api.patch(`/api/v3/events/${sale.id}/`, { headers: jsonHeaders(manager), data: { listed: false, password: 'harbour-lights' } })
    expect(hidden.status(), await hidden.text()).toBe(200)

    // Back on the Team page the manager is a member, and the activity says who changed what, newest first.
    await gotoHydrated(page, '/myteam/')
    const activity = page.getByRole('region', { name: 'Activity' })
    const entries = activity.getByRole('list', { name: 'Activity' }).getByRole('listitem').filter({ has: page.locator('time') })
    await expect(entries.nth(0)).toContainText(`Mina Manager: Changed the settings of ${sale.name}`)
    await expect(entries.nth(0)).toContainText('Listed in search: yes → no')
    await expect(entries.nth(0)).toContainText('Password: none → set')
    await expect(entries.nth(0)).not.toContainText('harbour-lights')
    await expect(entries.nth(1)).toContainText('Ticket transfers: allowed → not allowed')
    await expect(entries.nth(2)).toContainText('Mina Manager: Joined the team as Manager')
    await expect(entries.nth(3)).toContainText(`Invited ${email} as Manager`)
    await expectNoSeriousAxeViolations(page)
    await page.screenshot({ path: `/tmp/h3-shots/team-activity-${width}.png`, fullPage: true })

    // Removing asks first, then takes effect at once.
    const members = page.getByRole('region', { name: 'Members' })
    await expect(members.getByRole('row', { name: /Mina Manager/ })).toContainText('Manager')
    await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText('No invitations are waiting.')
    await members.getByRole('button', { name: 'Remove Mina Manager from the team' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove Mina Manager from the team?' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await dialog.getByRole('button', { name: 'Remove from team' }).click()
    await expect(members.getByRole('status')).toHaveText('Mina Manager was removed from the team.')
    await expect(members.getByRole('row', { name: /Mina Manager/ })).toHaveCount(0)

    // The manager's page, open all along in the same session, now finds no such event.
    expect((await theirPage.reload())?.status()).toBe(404)
    await theirs.close()
  })
})
