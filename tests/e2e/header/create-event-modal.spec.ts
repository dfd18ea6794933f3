// The create-event modal (spec §2) as keyboard and pointer users meet it: every way of closing it puts
// focus back where it was opened, and the header link stays a link (Ctrl/Cmd-click opens a new tab).
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { signedIn } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const DIALOG = { name: 'How do you want to build your event?' }

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('Closing the modal by its close button, an outside click or Escape puts focus back on Create an event', async ({
    page,
  }) => {
    await signedIn(page)
    await gotoHydrated(page, '/')
    const create = page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Create an event' })
    await expect(create).toHaveAttribute('href', '/manage/events/auto-create')
    const dialog = page.getByRole('dialog', DIALOG)
    const closings = {
      'close button': () => dialog.getByRole('button', { name: 'Close' }).click(),
      'outside click': () => page.mouse.click(10, 10),
      Escape: () => page.keyboard.press('Escape'),
    }
    for (const [how, close] of Object.entries(closings)) {
      await create.click()
      await expect(dialog, how).toBeVisible()
      await close()
      await expect(dialog, how).toBeHidden()
      await expect(create, how).toBeFocused()
    }
    // By keyboard too: Enter opens it, Escape closes it, and Tab goes on from the link to Likes.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(create).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /^Likes/ })).toBeFocused()
  })

  test('Ctrl/Cmd-click on Create an event opens the creator in a new tab and leaves this page as it was', async ({
    page,
    context,
  }) => {
    await signedIn(page)
    await gotoHydrated(page, '/')
    const opened = context.waitForEvent('page')
    await page.getByRole('link', { name: 'Create an event' }).click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    // A new tab starts at about:blank, which can count as loaded before the link's page starts loading.
    await tab.waitForURL((url) => url.protocol.startsWith('http'))
    await tab.waitForLoadState()
    // The session here is the header's stand-in (a mocked /home/api/user/), so the real creator page asks
    // the visitor to sign in first and names itself as where to come back to.
    const url = new URL(tab.url())
    expect(`${url.pathname}${url.search}`).toBe('/signin/?referrer=%2Fmanage%2Fevents%2Fauto-create')
    await expect(page.getByRole('dialog', DIALOG)).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/')
    await tab.close()
  })
})

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('Closing the modal opened from the account menu puts focus back on the menu button', async ({
    page,
  }) => {
    await signedIn(page)
    await gotoHydrated(page, '/')
    const openMenu = page.getByRole('button', { name: 'Open account menu' })
    const dialog = page.getByRole('dialog', DIALOG)
    const closings = {
      'close button': () => dialog.getByRole('button', { name: 'Close' }).click(),
      'outside click': () => page.mouse.click(5, 5),
      Escape: () => page.keyboard.press('Escape'),
    }
    for (const [how, close] of Object.entries(closings)) {
      await openMenu.click()
      await page
        .getByRole('menu', { name: 'Account' })
        .getByRole('menuitem', { name: 'Create an event' })
        .click()
      await expect(dialog, how).toBeVisible()
      await close()
      await expect(dialog, how).toBeHidden()
      await expect(openMenu, how).toBeFocused()
    }
  })
})
