// The header on narrow screens (spec §2 "Header", §4 dropdown menus and create-event modal, §9
// narrow threshold 960 px): the menus by keyboard, the signed-in create-event journey, and where the
// layout switches.
import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated } from '../hydration'
import { signedIn, stayOnPage } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('The mobile menu opens with Down, Space and Enter, and closes with Escape, Tab, Shift+Tab and an outside click', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const open = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('menu', { name: 'Site menu' })
    const first = menu.getByRole('menuitem', { name: 'Log In' })
    const opening: Record<string, string> = { Down: 'ArrowDown', Space: 'Space', Enter: 'Enter' }
    for (const [name, key] of Object.entries(opening)) {
      await open.focus()
      await page.keyboard.press(key)
      await expect(menu, name).toBeVisible()
      await expect(first, name).toBeFocused()
      if (name === 'Down') await expectNoSeriousAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(menu, name).toBeHidden()
      await expect(open, name).toBeFocused()
    }
    // Tab and Shift+Tab, from inside the menu and from the button of a menu opened by a tap.
    for (const key of ['Tab', 'Shift+Tab']) {
      await open.focus()
      await page.keyboard.press('Enter')
      await expect(first).toBeFocused()
      await page.keyboard.press(key)
      await expect(menu, key).toBeHidden()
      await open.click()
      await expect(menu, key).toBeVisible()
      await expect(open, key).toBeFocused()
      await page.keyboard.press(key)
      await expect(menu, key).toBeHidden()
      await expect(open, key).not.toBeFocused()
    }
    await open.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(200, 600)
    await expect(menu).toBeHidden()
  })

  test('The create-event modal opens from the menu, offers both ways, closes by its button or outside, and shows loading once chosen', async ({
    page,
  }) => {
    await signedIn(page)
    await gotoHydrated(page, '/')
    const openMenu = page.getByRole('button', { name: 'Open account menu' })
    const dialog = page.getByRole('dialog', { name: 'How do you want to build your event?' })
    const openModal = async () => {
      await openMenu.click()
      await page
        .getByRole('menu', { name: 'Account' })
        .getByRole('menuitem', { name: 'Create an event' })
        .click()
      await expect(dialog).toBeVisible()
    }
    await openModal()
    const scratch = dialog.getByRole('link', { name: /Start from scratch/ })
    const ai = dialog.getByRole('link', { name: /Create my event faster with AI/ })
    await expect(scratch).toHaveAttribute('href', '/manage/events/create')
    await expect(scratch).toContainText(
      'Add all your event details, create new tickets, and set up recurring events',
    )
    await expect(ai).toHaveAttribute('href', '/manage/events/auto-create')
    await expect(ai).toContainText(
      "Answer a few quick questions to generate an event that's ready to publish almost instantly",
    )
    await expect(dialog.getByRole('status')).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
    // Outside the panel is the backdrop.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await openModal()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await openModal()
    // The creator page is answered "stay here" (204), so the loading state can be seen before it leaves.
    const creator = await stayOnPage(page, (pathname) => pathname === '/manage/events/create')
    await scratch.click()
    await expect(scratch.getByRole('status')).toHaveText('Loading…')
    await expect(scratch).toHaveAttribute('aria-busy', 'true')
    await expect(ai).toHaveAttribute('aria-disabled', 'true')
    await expect.poll(() => creator).toEqual(['/manage/events/create'])
    await expectNoSeriousAxeViolations(page)
  })
})

// Spec §9: "narrow threshold 960 (… at or below threshold)".
async function expectLayout(page: Page, layout: 'narrow' | 'wide') {
  const nav = page.getByRole('navigation', { name: 'Account' })
  const menuButton = nav.getByRole('button', { name: 'Open menu' })
  if (layout === 'narrow') {
    await expect(menuButton).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeHidden()
    await expect(nav.getByRole('radiogroup', { name: 'I want to' })).toBeHidden()
  } else {
    await expect(menuButton).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible()
    await expect(nav.getByRole('radiogroup', { name: 'I want to' })).toBeVisible()
  }
}

test('At exactly 960 px the header uses the narrow layout, at 961 px the wide one', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 800 })
  await gotoHydrated(page, '/')
  await expectLayout(page, 'narrow')
  await page.setViewportSize({ width: 961, height: 800 })
  await expectLayout(page, 'wide')
  await page.setViewportSize({ width: 960, height: 800 })
  await expectLayout(page, 'narrow')
})

test('Signed in, 960 px shows the account menu button and 961 px the named links and user menu', async ({
  page,
}) => {
  await signedIn(page)
  await page.setViewportSize({ width: 960, height: 800 })
  await gotoHydrated(page, '/')
  const accountMenu = page.getByRole('button', { name: 'Open account menu' })
  await expect(accountMenu).toBeVisible()
  await expect(page.getByRole('link', { name: /^Likes/ })).toBeHidden()
  await page.setViewportSize({ width: 961, height: 800 })
  await expect(accountMenu).toBeHidden()
  await expect(page.getByRole('link', { name: /^Likes/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create an event' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Maximilian Alexander Fitz…' })).toBeVisible()
})
