// Issue 21 finding 5: every kind of page, and the API's JSON, carries the security headers: a nonce-based
// Content-Security-Policy without 'unsafe-inline' for scripts, no framing, nosniff, a Referrer-Policy and
// a Permissions-Policy that lets the camera in only on the check-in screen.
import { expect, test } from '../e2e/fixtures'
import { rawRequest, type RawResponse } from './raw-http'

const NEW_YORK = '5128581'

function header(res: RawResponse, name: string): string {
  const value = res.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

function scriptSrc(csp: string): string {
  return csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? ''
}

function expectCommonHeaders(res: RawResponse, what: string) {
  expect(header(res, 'x-frame-options'), what).toBe('DENY')
  expect(header(res, 'x-content-type-options'), what).toBe('nosniff')
  expect(header(res, 'referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(header(res, 'content-security-policy'), what).toContain("frame-ancestors 'none'")
  expect(header(res, 'permissions-policy'), what).toContain('camera=()')
}

/** A page's scripts all carry this response's nonce, and its policy allows no inline script without it. */
function expectNoncedPage(res: RawResponse, what: string) {
  expectCommonHeaders(res, what)
  const csp = header(res, 'content-security-policy')
  const scripts = scriptSrc(csp)
  expect(scripts, what).not.toContain('unsafe-inline')
  const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1]
  expect(nonce, `${what}: ${csp}`).toBeTruthy()
  expect(csp).toContain("object-src 'none'")
  const tags = res.body.match(/<script\b[^>]*>/g) ?? []
  const executable = tags.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
  expect(executable.length, what).toBeGreaterThan(0)
  for (const tag of executable) expect(tag, what).toContain(`nonce="${nonce}"`)
}

async function pageUrls(baseURL: string): Promise<Record<string, string>> {
  const search = await rawRequest(baseURL, `/api/v3/destination/search/?place_id=${NEW_YORK}&page_size=1`)
  const event = (JSON.parse(search.body) as { events: { results: { url: string; primary_organizer?: { url?: string } }[] } }).events.results[0]!
  const organizerUrl = event.primary_organizer?.url
  return {
    home: '/',
    results: '/d/ny--new-york/all-events/',
    event: new URL(event.url).pathname,
    ...(organizerUrl ? { organizer: new URL(organizerUrl, baseURL).pathname } : {}),
    'sign-in': '/signin/',
    'static info page': '/about/',
    // Anonymous visitors are sent to sign in: the redirect and the page it leads to are both checked.
    account: '/account-settings/',
    'not found': '/no-such-page-at-all/',
  }
}

test('Every kind of page sends the security headers and a script nonce that its scripts carry', async ({ baseURL }) => {
  for (const [what, path] of Object.entries(await pageUrls(baseURL!))) {
    let res = await rawRequest(baseURL!, path, { headers: { Accept: 'text/html' } })
    expectCommonHeaders(res, `${what} ${path} (${res.status})`)
    if (res.status >= 300 && res.status < 400) {
      const location = new URL(header(res, 'location'), baseURL).pathname
      res = await rawRequest(baseURL!, location, { headers: { Accept: 'text/html' } })
    }
    expectNoncedPage(res, `${what} ${path} (${res.status})`)
  }
})

test('Each answer of the cached home page has a nonce of its own', async ({ baseURL }) => {
  const first = await rawRequest(baseURL!, '/', { headers: { Accept: 'text/html' } })
  const second = await rawRequest(baseURL!, '/', { headers: { Accept: 'text/html' } })
  expectNoncedPage(first, 'home, first')
  expectNoncedPage(second, 'home, second')
  expect(scriptSrc(header(first, 'content-security-policy'))).not.toBe(scriptSrc(header(second, 'content-security-policy')))
})

test('API answers are JSON that may not be framed or run as anything else', async ({ baseURL }) => {
  for (const path of ['/home/api/user/', `/api/v3/destination/search/?place_id=${NEW_YORK}&page_size=1`, '/api/v3/openapi.json', '/api/v3/nothing-here/']) {
    const res = await rawRequest(baseURL!, path)
    expect(header(res, 'content-type'), path).toContain('application/json')
    expectCommonHeaders(res, path)
    expect(header(res, 'content-security-policy'), path).toContain("default-src 'none'")
  }
})

test('Only the check-in screen may ask for the camera', async ({ baseURL }) => {
  const checkIn = await rawRequest(baseURL!, '/manage/events/1/check-in/', { headers: { Accept: 'text/html' } })
  expect(header(checkIn, 'permissions-policy')).toContain('camera=(self)')
  const other = await rawRequest(baseURL!, '/manage/events/1/', { headers: { Accept: 'text/html' } })
  expect(header(other, 'permissions-policy')).toContain('camera=()')
})
