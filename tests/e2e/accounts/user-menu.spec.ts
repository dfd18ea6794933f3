import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { openUserMenu, signUpInBrowser } from './helpers'
import { expectNoSeriousAxeViolations } from '../axe'
import { gotoHydrated } from '../hydration'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

/** Spec §5: a menu label over 30 characters is cut to 25 plus an ellipsis (the email label too). */
const menuLabel = (text: string) => (text.length > 30 ? `${text.slice(0, 25)}…` : text)

test('An attendee’s user menu lists the spec entries in order, works from the keyboard, and every entry opens a real page', async ({
  page,
}) => {
  // It opens all thirteen destinations and runs axe on each: about 50 s on a busy CI machine, where the
  // default 60 s once ran out on the twelfth page.
  test.setTimeout(180_000)
  const me = await signUpInBrowser(page, { fullName: 'A Name That Is Definitely Longer Than Thirty' })
  // Spec §5: labels over 30 characters are cut to 25 plus an ellipsis.
  const label = 'A Name That Is Definitely…'
  const emailLabel = menuLabel(me.email)
  const menu = await openUserMenu(page, label)
  const items = menu.getByRole('menuitem')
  await expect(items).toHaveText([
    'Tickets',
    'Liked',
    'Following',
    'Interests',
    // Spec §2: attendees see it on wide screens (it is hidden on mobile).
    'Manage my events',
    'Account settings',
    'Organizer profile',
    'Contacts',
    // Spec §2: a disabled label item at position 9 (it shows whose account this is), its text cut by
    // the §5 label rule like the button's.
    emailLabel,
    /^Studio/,
    /^Sponsorships/,
    'Newsletter',
    'Browse events',
    'Log out',
  ])
  await expect(items.nth(8)).toHaveAttribute('aria-disabled', 'true')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Liked' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Tickets' })).toBeFocused()
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByRole('button', { name: label })).toBeFocused()

  const reopened = await openUserMenu(page, label)
  const hrefs = await reopened
    .getByRole('menuitem')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')).filter((h): h is string => h !== null))
  await page.keyboard.press('Escape')
  // Every destination resolves (Browse events is the results page of issue 5, so it is left out here).
  for (const href of hrefs.filter((h) => !h.startsWith('/d/'))) {
    const response = await page.goto(href)
    expect(response?.status(), href).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
  }
  expect(hrefs).toContain('/account-settings/')
  expect(me.fullName.length).toBeGreaterThan(30)
})

test('At 375 px the account menu keeps the disabled email label at position 9 after Create an event, Likes and Tickets', async ({
  page,
}) => {
  // Signing up checks the wide header's Likes link; then the phone width.
  const me = await signUpInBrowser(page, { fullName: 'Narrow Person' })
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/')
  const open = page.getByRole('button', { name: 'Open account menu' })
  await open.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu', { name: 'Account' })
  const items = menu.getByRole('menuitem')
  // The home page shows Create an event to everyone; an attendee does not get Manage my events here.
  await expect(items).toHaveText([
    'Create an event',
    /^Likes/,
    'Tickets',
    'Liked',
    'Following',
    'Interests',
    'Account settings',
    'Organizer profile',
    menuLabel(me.email),
    'Contacts',
    /^Studio/,
    /^Sponsorships/,
    'Newsletter',
    'Browse events',
    'Log out',
  ])
  await expect(items.nth(8)).toHaveAttribute('aria-disabled', 'true')
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(open).toBeFocused()
})

test('Logged out, the header offers Find my tickets, Log In with the current page as referrer, and Sign Up, all nofollow', async ({
  page,
}) => {
  await page.goto('/?q=jazz')
  await expect(page.getByRole('link', { name: 'Find my tickets' })).toHaveAttribute(
    'href',
    '/mytickets/find/',
  )
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute(
    'href',
    '/signin/?referrer=%2F%3Fq%3Djazz',
  )
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute(
    'href',
    '/signin/signup',
  )
  for (const name of ['Log In', 'Sign Up'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('rel', 'nofollow')
})
