// Header clicks reach analytics end to end (spec §7): each is pushed to window.dataLayer and reaches the
// collector (POST /api/v3/analytics/). Links that leave the page are mostly answered "stay" (204) so the
// page that recorded them can still be read; one journey leaves for real, so what it recorded can only
// reach the collector through the flush on pagehide.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '../fixtures'
import { HAS_CHROMIUM } from '../browser'
import { signUpInBrowser } from '../accounts/helpers'
import { gotoHydrated } from '../hydration'
import { dataLayerEvents, expectTracked, signedIn, stayOnPage } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

type Collected = {
  status: number
  events: { event: string; page: string; properties: Record<string, unknown> }[]
}

/**
 * A pass-through proxy in front of the server under test that records every batch posted to the
 * collector with the collector's answer. It listens on the server's port + 3 (the Playwright config uses
 * + 1 and + 2 for its other servers).
 */
async function startRecordingProxy(target: string) {
  const upstream = new URL(target)
  const collected: Collected[] = []
  // Set once the system has given the proxy a free port (each worker's servers hold ports of their own).
  let proxyOrigin = ''
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          // The server checks CSRF origins against its configured SITE_URL (issue 21), as behind any
          // reverse proxy: the page's own origin here is the proxy's, so it is told as the server's.
          headers: {
            ...req.headers,
            ...(req.headers.origin ? { origin: req.headers.origin.replace(proxyOrigin, upstream.origin) } : {}),
            ...(req.headers.referer ? { referer: req.headers.referer.replace(proxyOrigin, upstream.origin) } : {}),
          },
        },
        (answer) => {
          if (req.method === 'POST' && req.url === '/api/v3/analytics/') {
            const { events } = JSON.parse(body.toString('utf8')) as Pick<Collected, 'events'>
            collected.push({ status: answer.statusCode ?? 0, events })
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      forward.on('error', () => res.destroy())
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxyOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: proxyOrigin,
    collected,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

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

  test('Log In, Sign Up and a Help Center link in the header reach the collector; hovering the help menu open does not', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const left = await stayOnPage(
      page,
      (pathname) => pathname.startsWith('/signin/') || pathname.startsWith('/help/'),
    )
    const nav = page.getByRole('navigation', { name: 'Account' })
    expect(
      await expectTracked(page, 'SignInClicked', () => nav.getByRole('link', { name: 'Log In' }).click()),
    ).toEqual({
      pageArea: 'header',
    })
    expect(
      await expectTracked(page, 'SignUpClicked', () => nav.getByRole('link', { name: 'Sign Up' }).click()),
    ).toEqual({
      pageArea: 'header',
    })
    await nav.getByRole('button', { name: /Help Center/ }).hover()
    const help = page.getByRole('menu', { name: 'Help Center' })
    await expect(help).toBeVisible()
    const properties = await expectTracked(page, 'HelpLinkClicked', () =>
      help.getByRole('menuitem', { name: 'Contact your event organizer' }).click(),
    )
    expect(properties).toEqual({ pageArea: 'header', helpLink: 'contact-the-organizer' })
    // The hover that opened the menu was not counted as a help link click.
    expect((await dataLayerEvents(page)).filter((e) => e === 'HelpLinkClicked')).toHaveLength(1)
    expect(left).toEqual(['/signin/', '/signin/signup', '/help/en-us/'])
  })

  test('Signed in, opening the user menu records ProfileDropdown and Create an event HostAnEventLinkClicked at the collector', async ({
    page,
  }) => {
    await signedIn(page, { fullName: 'Grace Hopper' })
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Account' })
    const account = nav.getByRole('button', { name: 'Grace Hopper' })
    expect(await expectTracked(page, 'ProfileDropdown', () => account.click())).toEqual({
      pageArea: 'header',
    })
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible()
    await account.click()
    const properties = await expectTracked(page, 'HostAnEventLinkClicked', () =>
      nav.getByRole('link', { name: 'Create an event' }).click(),
    )
    expect(properties).toEqual({ pageArea: 'header' })
    await expect(page.getByRole('dialog', { name: 'How do you want to build your event?' })).toBeVisible()
  })

  test('A help link that really leaves the page still reaches the collector, sent as the page is left', async ({
    page,
    baseURL,
  }) => {
    // What a page sends while it unloads is not reported to the test by the browser, so the page is
    // served through a recording proxy, which sees the collector's requests on the wire and its answers.
    const proxy = await startRecordingProxy(baseURL!)
    try {
      await page.clock.install()
      await gotoHydrated(page, `${proxy.url}/`)
      // The page's clock stops here, so the batching timer (1 s) never fires: only the flush as the
      // page is left (pagehide) can send the click.
      await page.clock.pauseAt(Date.now() + 1000)
      await page.getByRole('button', { name: /Help Center/ }).click()
      await page
        .getByRole('menu', { name: 'Help Center' })
        .getByRole('menuitem', { name: 'Help Center' })
        .click()
      await expect(page).toHaveURL(/\/help\/en-us\/$/)
      await expect
        .poll(() => proxy.collected.flatMap(({ status, events }) => events.map((e) => ({ status, ...e }))))
        .toContainEqual(
          expect.objectContaining({
            status: 200,
            event: 'HelpLinkClicked',
            page: '/',
            properties: { pageArea: 'header', helpLink: 'help-center' },
          }),
        )
    } finally {
      await proxy.close()
    }
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
