// Issue 41 "Docs" (decision 069) in the browser at both widths: the footer's Developers link opens the
// developers' page at /platform/, with its contents, the six scopes, and samples that name this site's own
// origin; its code scrolls inside its own box on a phone while the page stays as wide as the screen.
// /developers redirects there for good, in the page's language; the German page speaks German.
import { expect, test, type Page } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { gotoHydrated, hydratedAfter } from '../hydration'
import { atEachViewport } from '../viewports'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const SECTIONS = ['Authentication and API keys', 'Scopes', 'Endpoints', 'Pagination', 'Rate limits', 'Webhooks', 'Embedded checkout']
const SCOPES = ['events:read', 'events:write', 'orders:read', 'attendees:read', 'check_ins:write', 'webhooks:manage']

/** The page's width and each code box's: what a reader would have to scroll sideways. */
function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
    boxes: [...document.querySelectorAll('main [role="region"]')].map((box) => ({ name: box.getAttribute('aria-label'), client: box.clientWidth, scroll: box.scrollWidth })),
  }))
}

atEachViewport(() => {
  test('The footer’s Developers link opens the developers’ page: its contents, the six scopes, and samples with the site’s own origin', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    await hydratedAfter(page, () => footer.getByRole('link', { name: 'Developers', exact: true }).click())
    await expect(page).toHaveURL(/\/platform\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible()
    await expect(page).toHaveTitle(/Developers/)

    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents.getByRole('link')).toHaveText(SECTIONS)
    for (const name of SECTIONS) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached()
    await contents.getByRole('link', { name: 'Webhooks' }).click()
    await expect(page).toHaveURL(/#webhooks$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeInViewport()
    for (const name of ['Delivery and retries', 'Verifying a message', 'Sites allowed to embed', 'Completed orders']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeAttached()
    }

    const scopes = page.getByRole('table', { name: 'Scopes and what they allow' })
    await expect(scopes.getByRole('rowheader')).toHaveText(SCOPES)
    const endpoints = page.getByRole('table', { name: 'Endpoints that take API keys' })
    await expect(endpoints.getByRole('row', { name: /\/api\/v3\/events\/\{event_id\}\/check_ins\/ check_ins:write/ })).toBeAttached()
    await expect(endpoints.getByRole('row', { name: /^GET, POST \/api\/v3\/organizations\/me\/webhooks\/ webhooks:manage$/ })).toBeAttached()
    await expect(endpoints.getByRole('row', { name: /PUT \/api\/v3\/organizations\/me\/embed_origins\/ events:write/ })).toBeAttached()
    await expect(page.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute('href', '/api/v3/openapi.json')
    await expect(page.getByRole('table', { name: 'Event types' }).getByRole('rowheader')).toHaveCount(8)

    const snippet = page.getByRole('region', { name: 'The embed snippet' })
    await expect(snippet).toContainText(`<script src="${baseURL}/embed.js" async></script>`)
    await expect(snippet).toContainText(`<a href="${baseURL}/embed/checkout/EVENT_ID/" data-tessera-checkout="EVENT_ID">Get tickets</a>`)
    await expect(page.getByRole('region', { name: 'A request with an API key' })).toContainText(`curl ${baseURL}/api/v3/organizations/me/events/`)
    await expect(page.getByRole('region', { name: 'Verifying with node:crypto' })).toContainText('timingSafeEqual(given, expected)')
    await expect(page.getByRole('region', { name: 'Verifying with the standardwebhooks package' })).toContainText('webhook.verify(body, headers)')

    // Nothing widens the page; a code box too wide for the screen scrolls inside itself.
    const measured = await widths(page)
    expect(measured.page).toBeLessThanOrEqual(measured.screen)
    for (const box of measured.boxes) expect(box.client, box.name!).toBeLessThanOrEqual(measured.screen)
    if (measured.screen < 400) expect(measured.boxes.find((box) => box.name === 'Verifying with node:crypto')!.scroll).toBeGreaterThan(measured.screen)
    await expectNoSeriousAxeViolations(page)
  })
})

test('/developers answers a permanent redirect to /platform/, with and without its slash and in the page’s language', async ({ request, baseURL }) => {
  for (const [from, to] of [
    ['/developers', '/platform/'],
    ['/developers/', '/platform/'],
    ['/de-de/developers/', '/de-de/platform/'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0, headers: { accept: 'text/html' } })
    expect(res.status(), from).toBe(308)
    expect(new URL(res.headers().location!, baseURL).pathname, from).toBe(to)
  }
})

test('The German developers’ page reads in German, its code as it is', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/de-de/platform/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('heading', { level: 1, name: 'Entwickler' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Auf dieser Seite' }).getByRole('link')).toHaveText([
    'Authentifizierung und API-Schlüssel',
    'Berechtigungen',
    'Endpunkte',
    'Paginierung',
    'Ratenbegrenzung',
    'Webhooks',
    'Eingebettete Kasse',
  ])
  await expect(page.getByRole('table', { name: 'Berechtigungen und was sie erlauben' }).getByRole('rowheader')).toHaveText(SCOPES)
  await expect(page.getByRole('region', { name: 'Der Code zum Einbetten' })).toContainText(`${baseURL}/embed.js`)
  await expect(page.getByRole('link', { name: 'ihrem Profil', exact: true })).toHaveAttribute('href', '/de-de/myprofile/#api-keys-heading')
  await expectNoSeriousAxeViolations(page)
})
