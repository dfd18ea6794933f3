import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { signedIn, stayOnPage } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

type IntentName = 'Find events' | 'Host events'

/**
 * On `path`, where `chosen` is the chosen intent, choosing it again (twice) leaves it chosen, the URL as
 * it was and the page in place (a window marker that any navigation would drop survives). Choosing the
 * other intent afterwards (its navigation answered "stay", 204) marks the point by which a navigation
 * asked for by the first clicks would have been requested too: it must be the only one.
 */
async function expectChoosingAgainDoesNothing(
  page: Page,
  {
    path,
    chosen,
    other,
  }: { path: string; chosen: IntentName; other: { name: IntentName; pathname: string } },
) {
  await gotoHydrated(page, path)
  await page.evaluate(() => Object.assign(window, { headerMarker: 'kept' }))
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname)
  })
  const intent = page.getByRole('radiogroup', { name: 'I want to' })
  const option = intent.getByRole('radio', { name: chosen })
  await option.click()
  await option.click()
  await expect(option).toHaveAttribute('aria-checked', 'true')
  await expect(intent.getByRole('radio', { name: other.name })).toHaveAttribute('aria-checked', 'false')
  const stayed = await stayOnPage(page, (pathname) => pathname === other.pathname)
  await intent.getByRole('radio', { name: other.name }).click()
  await expect.poll(() => stayed).toEqual([other.pathname])
  expect(navigations).toEqual([other.pathname])
  expect(page.url()).toBe(new URL(path, page.url()).href)
  expect(await page.evaluate(() => (window as Window & { headerMarker?: string }).headerMarker)).toBe('kept')
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('Logged out, the header links sign-in with the current page and carries nofollow', async ({
    page,
  }) => {
    await page.goto('/?from=test')
    const nav = page.getByRole('navigation', { name: 'Account' })
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/signin/?referrer=%2F%3Ffrom%3Dtest',
    )
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('rel', 'nofollow')
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signin/signup')
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('rel', 'nofollow')
    await expect(nav.getByRole('link', { name: 'Find my tickets' })).toHaveAttribute(
      'href',
      '/mytickets/find/',
    )
    await expect(page.getByRole('link', { name: 'Tessera home' })).toHaveAttribute('href', '/')
    await expectNoSeriousAxeViolations(page)
  })

  test('The Help Center menu works by keyboard and closes on Escape, Tab and outside clicks', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: /Help Center/ })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Help Center' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Help Center' })).toBeFocused()
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Help Center',
      'Find your tickets',
      'Contact your event organizer',
    ])
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Find your tickets' })).toBeFocused()
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    await button.focus()
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(menu).toBeHidden()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.mouse.click(5, 600)
    await expect(menu).toBeHidden()
  })

  test('A menu opened by a click or by hover closes when Tab or Shift+Tab leaves its button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: /Help Center/ })
    const menu = page.getByRole('menu', { name: 'Help Center' })
    // Opened with the mouse (hover, then the click): focus stays on the button.
    await button.click()
    await expect(menu).toBeVisible()
    await expect(button).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    await expect(button).not.toBeFocused()
    await page.mouse.move(5, 600)
    await button.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(menu).toBeHidden()
    await expect(button).not.toBeFocused()
    // Opened by hover alone while the button has focus.
    await page.mouse.move(5, 600)
    await button.focus()
    await button.hover()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
  })

  test('A menu opened by hover closes on Escape while focus stays where it was', async ({ page }) => {
    await gotoHydrated(page, '/')
    const logo = page.getByRole('link', { name: 'Tessera home' })
    await logo.focus()
    await page.getByRole('button', { name: /Help Center/ }).hover()
    const menu = page.getByRole('menu', { name: 'Help Center' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(logo).toBeFocused()
  })

  test('Menus open on hover on a wide desktop', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: /Help Center/ }).hover()
    await expect(page.getByRole('menu', { name: 'Help Center' })).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(page.getByRole('menu', { name: 'Help Center' })).toBeHidden()
  })

  test('Host events goes to the creator overview', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page
      .getByRole('radiogroup', { name: 'I want to' })
      .getByRole('radio', { name: 'Host events' })
      .click()
    await expect(page).toHaveURL(/\/organizer\/overview$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Host events with Tessera')
    await expect(page.getByRole('radio', { name: 'Host events' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('radio', { name: 'Find events' })).toHaveAttribute('aria-checked', 'false')
    await expectNoSeriousAxeViolations(page)
  })

  test('Choosing Find events while it is chosen does nothing: no navigation, same URL, still chosen', async ({
    page,
  }) => {
    await expectChoosingAgainDoesNothing(page, {
      path: '/?from=test',
      chosen: 'Find events',
      other: { name: 'Host events', pathname: '/organizer/overview' },
    })
  })

  test('Host events cannot be deselected: choosing it again on the creator overview does nothing', async ({
    page,
  }) => {
    await expectChoosingAgainDoesNothing(page, {
      path: '/organizer/overview',
      chosen: 'Host events',
      other: { name: 'Find events', pathname: '/' },
    })
  })

  test('The intent toggle is one tab stop and the arrow keys choose: Host events navigates, Find events again does nothing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const intent = page.getByRole('radiogroup', { name: 'I want to' })
    const find = intent.getByRole('radio', { name: 'Find events' })
    const host = intent.getByRole('radio', { name: 'Host events' })
    // Tab leaves the group from its checked option, and Shift+Tab comes back to it, not to Host events.
    await find.focus()
    await page.keyboard.press('Tab')
    await expect(host).not.toBeFocused()
    await expect(page.getByRole('button', { name: /Help Center/ })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(find).toBeFocused()
    await expectNoSeriousAxeViolations(page)
    // Right chooses Host events (its page answered "stay here", so what the key asked for can be counted).
    const asked = await stayOnPage(page, (pathname) => pathname === '/organizer/overview')
    await page.keyboard.press('ArrowRight')
    await expect(host).toBeFocused()
    await expect.poll(() => asked).toEqual(['/organizer/overview'])
    // Left is back on Find events, already chosen: nothing more is asked.
    await page.keyboard.press('ArrowLeft')
    await expect(find).toBeFocused()
    await expect(find).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Space')
    // Right again asks for the overview a second time: by then anything Left or Space asked for would
    // have been asked too, and nothing else is in the list.
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => asked).toEqual(['/organizer/overview', '/organizer/overview'])
    expect(page.url()).toBe(new URL('/', page.url()).href)
    // On the creator overview (really loaded now) Host events is the tab stop, and Up chooses Find events:
    // home.
    await page.unrouteAll()
    await gotoHydrated(page, '/organizer/overview')
    await page.getByRole('button', { name: /Help Center/ }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(host).toBeFocused()
    await expect(host).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(page).toHaveURL(new URL('/', page.url()).href)
    await expect(page.getByRole('radio', { name: 'Find events' })).toHaveAttribute('aria-checked', 'true')
  })

  test('Signed in, the header shows Likes with a capped badge, Tickets and the full user menu', async ({
    page,
  }) => {
    await signedIn(page)
    await page.goto('/')
    const likes = page.getByRole('link', { name: /^Likes/ })
    await expect(likes).toHaveAttribute('href', '/u/pub42/favorites/events')
    await expect(likes).toContainText('99+')
    // The Tickets link carries the user's order count as a badge (issue 19), as Likes does its likes.
    const ticketsLink = page.getByRole('link', { name: /^Tickets/ })
    await expect(ticketsLink).toHaveAttribute('href', '/u/pub42/')
    await expect(ticketsLink).toContainText('2')
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0)
    const account = page.getByRole('button', { name: 'Maximilian Alexander Fitz…' })
    await account.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Account' })
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Tickets',
      'Liked',
      'Following',
      'Interests',
      'Manage my events',
      'Account settings',
      'Organizer profile',
      'Contacts',
      'max@example.com',
      /^Studio/,
      /^Sponsorships/,
      'Newsletter',
      'Browse events',
      'Admin',
      'Feature Flags',
      'Tikibar',
      'Log out',
    ])
    await expect(menu.getByRole('menuitem', { name: 'max@example.com' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('The create-event modal offers both ways, shows loading once chosen and leads to the creator', async ({
    page,
  }) => {
    await signedIn(page)
    await page.goto('/')
    await page.getByRole('link', { name: 'Create an event' }).click()
    const dialog = page.getByRole('dialog', { name: 'How do you want to build your event?' })
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByText('Add all your event details, create new tickets, and set up recurring events'),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    // An outside click (on the backdrop) closes it.
    await page.mouse.click(10, 10)
    await expect(dialog).toBeHidden()
    await page.getByRole('link', { name: 'Create an event' }).click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('link', { name: 'Create an event' }).click()
    // The attempt reaches the collector before the page leaves (the loading state itself is checked in
    // create-event-modal.test.tsx: a navigation cannot be held in the browser without ending the page).
    const attempt = page.waitForRequest(
      (r) => r.url().includes('/api/v3/analytics/') && (r.postData() ?? '').includes('EventCreateAttempt'),
    )
    await dialog.getByRole('link', { name: /Create my event faster with AI/ }).click()
    const sent = (await attempt).postDataJSON() as {
      events: { event: string; properties: Record<string, unknown> }[]
    }
    expect(sent.events.find((e) => e.event === 'EventCreateAttempt')?.properties).toEqual({
      eventCreateSource: 'ai',
      pageArea: 'header',
      hasPublish: true,
      hasPaidPublish: false,
    })
    // The signed-in header is a stand-in (a mocked /home/api/user/): the real creator page asks to sign in
    // first and names itself as where to come back to.
    await expect(page).toHaveURL(/\/signin\/\?referrer=%2Fmanage%2Fevents%2Fauto-create$/)
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('The mobile menu starts with the account links and lists its groups', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByRole('link', { name: 'Log In' })).toBeHidden()
    const open = page.getByRole('button', { name: 'Open menu' })
    await open.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Site menu' })
    await expect(menu.getByRole('menuitem').first()).toHaveText('Log In')
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await expect(menu.getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('rel', 'nofollow')
    for (const group of ['Solutions', 'Industry', 'Event Types', 'Blog']) {
      await expect(menu.getByRole('group', { name: group })).toBeVisible()
    }
    await expect(menu.getByRole('menuitem', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signin/signup?referrer=/manage/events/create',
    )
    await expect(menu.getByRole('menuitem', { name: 'Organizer Resource Hub' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('Signed in at 375 px, the header collapses to one menu holding the account links', async ({
    page,
  }) => {
    await signedIn(page)
    await gotoHydrated(page, '/')
    const open = page.getByRole('button', { name: 'Open account menu' })
    await expect(open).toBeVisible()
    await expect(page.getByRole('link', { name: /^Likes/ })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Maximilian Alexander Fitz…' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    await open.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Account' })
    await expect(menu.getByRole('menuitem', { name: 'Create an event' })).toBeFocused()
    await expect(menu.getByRole('menuitem', { name: 'Likes (99+)' })).toHaveAttribute(
      'href',
      '/u/pub42/favorites/events',
    )
    await expect(menu.getByRole('menuitem', { name: 'Tickets' })).toHaveAttribute('href', '/u/pub42/')
    await expect(menu.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account-settings/',
    )
    await expect(menu.getByRole('menuitem', { name: 'Manage my events' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    // Spec §2/§9: the disabled label is 9th here too, though Create an event, Likes and Tickets come first.
    await expect(menu.getByRole('menuitem').nth(8)).toHaveText('max@example.com')
    await expect(menu.getByRole('menuitem').nth(8)).toHaveAttribute('aria-disabled', 'true')
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Likes (99+)' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('An attendee finds Manage my events in the user menu on a wide screen but not in the menu at 375 px', async ({
    page,
  }) => {
    await signedIn(page, { isAttendee: true, canCreateEvents: false, isStaff: false })
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Open account menu' }).click()
    const menu = page.getByRole('menu', { name: 'Account' })
    await expect(menu.getByRole('menuitem', { name: 'Account settings' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Manage my events' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Maximilian Alexander Fitz…' }).click()
    await expect(
      page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Manage my events' }),
    ).toBeVisible()
  })
})
