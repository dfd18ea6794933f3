// Header clicks reach analytics end to end (spec §7): each is pushed to window.dataLayer and reaches the
// collector (POST /api/v3/analytics/). Links that leave the page are answered "stay" (204) so the page
// that recorded them can still be read.
import { expect, test } from '@playwright/test'
import { HAS_CHROMIUM } from '../browser'
import { signUpInBrowser } from '../accounts/helpers'
import { gotoHydrated } from '../hydration'
import { dataLayerEvents, expectTracked, stayOnPage } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('Logging out from the user menu records Logout, then the header is logged out', async ({ page }) => {
    const { fullName } = await signUpInBrowser(page)
    await gotoHydrated(page, '/')
    // Hold the sign-out call so the page that recorded the click is still there to be read.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/home/api/auth/signout/**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: fullName }).click()
    const properties = await expectTracked(page, 'Logout', () =>
      page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Log out' }).click(),
    )
    expect(properties).toEqual({ pageArea: 'header' })
    release()
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: fullName })).toHaveCount(0)
  })

  test('Clicking the logo records LogoHome', async ({ page }) => {
    await gotoHydrated(page, '/?from=test')
    const home = await stayOnPage(page, (pathname) => pathname === '/')
    await expectTracked(page, 'LogoHome', () => page.getByRole('link', { name: 'Tessera home' }).click())
    expect(home).toEqual(['/'])
  })

  test('Choosing Host events records HostAnEventLinkClicked from the intent toggle', async ({ page }) => {
    await gotoHydrated(page, '/')
    const overview = await stayOnPage(page, (pathname) => pathname === '/organizer/overview')
    const properties = await expectTracked(page, 'HostAnEventLinkClicked', () =>
      page.getByRole('radiogroup', { name: 'I want to' }).getByRole('radio', { name: 'Host events' }).click(),
    )
    expect(properties).toEqual({ pageArea: 'intent-toggle' })
    expect(overview).toEqual(['/organizer/overview'])
  })
})

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('Log In and Sign Up in the mobile menu record SignInClicked and SignUpClicked', async ({ page }) => {
    await gotoHydrated(page, '/')
    const signIn = await stayOnPage(page, (pathname) => pathname.startsWith('/signin/'))
    const open = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('menu', { name: 'Site menu' })
    const signInProperties = await expectTracked(page, 'SignInClicked', async () => {
      await open.click()
      await menu.getByRole('menuitem', { name: 'Log In' }).click()
    })
    const signUpProperties = await expectTracked(page, 'SignUpClicked', async () => {
      await open.click()
      await menu.getByRole('menuitem', { name: 'Sign Up' }).click()
    })
    expect([signInProperties, signUpProperties]).toEqual([{ pageArea: 'header' }, { pageArea: 'header' }])
    expect(signIn).toEqual(['/signin/', '/signin/signup'])
    const events = await dataLayerEvents(page)
    expect(events.filter((e) => e === 'SignInClicked' || e === 'SignUpClicked')).toEqual([
      'SignInClicked',
      'SignUpClicked',
    ])
  })
})
