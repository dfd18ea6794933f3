// Issue 38 point 10: a signed-in visitor saw "Log In / Sign Up" for half a second on every page before the
// header switched. The server now renders the header for the request's user, so the page's first paint,
// before any script runs, is already theirs; a signed-out visitor still gets the home page everyone shares.
import { expect, test, type Browser, type Page } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { expectNoSeriousAxeViolations } from '../axe'
import { atEachViewport } from '../viewports'
import { newClient, signUp, type Client } from '../../api/helpers/accounts'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

/** A page whose scripts never run: what it shows is the server's HTML, the first paint. */
async function pageWithoutScripts(browser: Browser, page: Page, signedIn: Client | null): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined })
  if (signedIn) await context.addCookies((await signedIn.api.storageState()).cookies)
  return context.newPage()
}

atEachViewport(() => {
  test('A signed-in visitor’s pages arrive with their own header, before any script runs; signed-out visitors still get Log In', async ({
    browser,
    page,
    playwright,
    baseURL,
  }) => {
    const wide = (page.viewportSize()?.width ?? 0) > 640
    const client = await newClient(playwright, baseURL!)
    const me = await signUp(client, { fullName: 'Paula Firstpaint' })
    const plain = await pageWithoutScripts(browser, page, client)
    for (const path of ['/', '/d/ny--new-york/all-events/', '/mytickets/']) {
      await plain.goto(path)
      const account = plain.getByRole('navigation', { name: 'Account' })
      await expect(account.getByRole('link', { name: 'Log In', exact: true }), path).toHaveCount(0)
      await expect(account.getByRole('link', { name: 'Sign Up', exact: true }), path).toHaveCount(0)
      // Before the menus' code arrives, their buttons are links to the visitor's tickets (they work without
      // script); the signed-in nav replaces them with the menus.
      if (wide) {
        await expect(account.getByRole('link', { name: me.fullName }), path).toHaveAttribute('href', /^\/u\/[^/]+\/$/)
        await expect(account.getByRole('link', { name: /^Tickets/ }).first(), path).toBeVisible()
      } else {
        await expect(account.getByRole('link', { name: 'Tickets', exact: true }), path).toBeVisible()
      }
    }
    await plain.context().close()

    // With scripts, the header stays theirs once the page is live (nothing flips back and forth).
    await page.context().addCookies((await client.api.storageState()).cookies)
    const userAsked = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/home/api/user'))
    await page.goto('/')
    await userAsked
    const account = page.getByRole('navigation', { name: 'Account' })
    await expect(account.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0)
    if (wide) await expect(account.getByRole('button', { name: me.fullName })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    // A signed-out visitor, twice (the second from the home page's cache), sees Log In and nobody's name.
    const stranger = await pageWithoutScripts(browser, page, null)
    for (let visit = 0; visit < 2; visit++) {
      await stranger.goto('/')
      const theirs = stranger.getByRole('navigation', { name: 'Account' })
      if (wide) await expect(theirs.getByRole('link', { name: 'Log In', exact: true })).toBeVisible()
      // On a phone the logged-out side is its one menu (Log In is inside it).
      else await expect(theirs.getByRole('button', { name: 'Open menu', exact: true })).toBeVisible()
      await expect(stranger.locator('body')).not.toContainText(me.fullName)
    }
    await stranger.context().close()
  })
})
