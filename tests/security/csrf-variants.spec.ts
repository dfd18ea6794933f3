// Issue 21 "standing attack suite": CSRF variants against a signed-in user's writes. Every variant a
// cross-site page or a sloppy client could produce (no token, a wrong one, the token in the query or a
// form field, a foreign, `null` or look-alike Origin or Referer, method-override headers, text/plain and
// form bodies) is refused with a 403 JSON `CSRF_FAILED`, and the account is left exactly as it was.
import { expect, test } from '../e2e/fixtures'
import { mailedSignUpToken } from '../api/helpers/mailbox'
import { csrfHeaders, freshLoopbackAddress, rawRequest, type RawResponse } from './raw-http'

type Victim = { publicId: string; cookie: string; token: string; base: string; from: string }

async function signedUpVictim(base: string): Promise<Victim> {
  const from = freshLoopbackAddress()
  const headers = await csrfHeaders(base, from)
  const email = `csrf-victim-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const res = await rawRequest(base, '/home/api/auth/signup/', {
    method: 'POST',
    localAddress: from,
    headers,
    body: JSON.stringify({ email, password: 'victim-passphrase-2026', fullName: 'Victim Person' }),
  })
  expect(res.status, res.body).toBe(201)
  // The mailed link signs the victim in (decision 050), as it would the person.
  const confirmed = await rawRequest(base, '/home/api/auth/verify-email/', {
    method: 'POST',
    localAddress: from,
    headers,
    body: JSON.stringify({ token: await mailedSignUpToken(base, email) }),
  })
  expect(confirmed.status, confirmed.body).toBe(200)
  const session = [confirmed.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('tessera_session='))!.split(';')[0]!
  const token = headers['X-CSRFToken']!
  const cookie = `${headers.Cookie}; ${session}`
  const me = await rawRequest(base, '/home/api/user/', { localAddress: from, headers: { Cookie: cookie } })
  return { publicId: (JSON.parse(me.body) as { user: { publicId: string } }).user.publicId, cookie, token, base, from }
}

/** The victim's account as the victim sees it: name, collections and interests. */
async function accountState(v: Victim): Promise<string> {
  const get = (path: string) => rawRequest(v.base, path, { localAddress: v.from, headers: { Cookie: v.cookie } }).then((r) => r.body)
  const { user } = JSON.parse(await get('/home/api/user/')) as { user: { fullName: string; email: string } | null }
  expect(user, 'the victim is still signed in').not.toBeNull()
  return JSON.stringify([user!.fullName, user!.email, await get(`/api/v3/users/${v.publicId}/collections/`), await get(`/api/v3/users/${v.publicId}/interests/`)])
}

type Write = { method: string; path: (v: Victim) => string; body: string }

// Several kinds of write, each of which would visibly change the account if it got through.
const WRITES: Write[] = [
  { method: 'PATCH', path: (v) => `/api/v3/users/${v.publicId}/`, body: JSON.stringify({ kind: 'name', fullName: 'Pwned By Evil' }) },
  { method: 'POST', path: (v) => `/api/v3/users/${v.publicId}/collections/`, body: JSON.stringify({ name: 'Evil collection' }) },
  { method: 'PUT', path: (v) => `/api/v3/users/${v.publicId}/interests/`, body: JSON.stringify({ categories: [], subcategories: [], tags: ['evil'] }) },
  { method: 'DELETE', path: (v) => `/api/v3/users/${v.publicId}/`, body: JSON.stringify({ password: 'victim-passphrase-2026', confirmation: 'DELETE' }) },
  { method: 'POST', path: () => '/home/api/auth/signout/', body: '{}' },
]

type Variant = { name: string; headers: (v: Victim) => Record<string, string>; query?: (v: Victim) => string; body?: (v: Victim, w: Write) => string }

const json = { 'Content-Type': 'application/json' }
const VARIANTS: Variant[] = [
  { name: 'no token header', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: v.base }) },
  { name: 'empty token header', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: v.base, 'X-CSRFToken': '' }) },
  { name: 'mismatched token', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: v.base, 'X-CSRFToken': `${v.token.slice(1)}A` }) },
  { name: 'token header without the cookie token', headers: (v) => ({ ...json, Cookie: v.cookie.replace(/csrftoken=[^;]*;\s*/, ''), Origin: v.base, 'X-CSRFToken': v.token }) },
  { name: 'token in the query', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: v.base }), query: (v) => `?csrftoken=${v.token}&csrfmiddlewaretoken=${v.token}` },
  {
    name: 'token as a form field',
    headers: (v) => ({ 'Content-Type': 'application/x-www-form-urlencoded', Cookie: v.cookie, Origin: v.base }),
    body: (v) => `csrfmiddlewaretoken=${v.token}&kind=name&fullName=Pwned`,
  },
  { name: 'text/plain body, no token', headers: (v) => ({ 'Content-Type': 'text/plain', Cookie: v.cookie, Origin: 'https://evil.example' }) },
  {
    name: 'multipart form, no token',
    headers: (v) => ({ 'Content-Type': 'multipart/form-data; boundary=x', Cookie: v.cookie, Origin: 'https://evil.example' }),
    body: () => '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nPwned\r\n--x--\r\n',
  },
  { name: 'foreign Origin with the right token', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: 'https://evil.example', 'X-CSRFToken': v.token }) },
  { name: 'Origin null with the right token', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: 'null', 'X-CSRFToken': v.token }) },
  { name: 'look-alike Origin (suffix)', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: `${v.base}.evil.example`, 'X-CSRFToken': v.token }) },
  { name: 'look-alike Origin (userinfo)', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: `http://${new URL(v.base).host}@evil.example`, 'X-CSRFToken': v.token }) },
  { name: 'other scheme Origin', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: v.base.replace('http:', 'https:'), 'X-CSRFToken': v.token }) },
  { name: 'no Origin, foreign Referer', headers: (v) => ({ ...json, Cookie: v.cookie, Referer: 'https://evil.example/page', 'X-CSRFToken': v.token }) },
  { name: 'Origin null, foreign Referer', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: 'null', Referer: 'https://evil.example/', 'X-CSRFToken': v.token }) },
  { name: 'look-alike Referer', headers: (v) => ({ ...json, Cookie: v.cookie, Referer: `https://evil.example/${v.base}/`, 'X-CSRFToken': v.token }) },
  { name: 'neither Origin nor Referer', headers: (v) => ({ ...json, Cookie: v.cookie, 'X-CSRFToken': v.token }) },
  { name: 'spoofed forwarded host', headers: (v) => ({ ...json, Cookie: v.cookie, Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', 'X-CSRFToken': v.token }) },
  {
    name: 'method override headers, no token',
    headers: (v) => ({ ...json, Cookie: v.cookie, Origin: v.base, 'X-HTTP-Method-Override': 'GET', 'X-HTTP-Method': 'GET', 'X-Method-Override': 'GET' }),
    query: () => '?_method=GET',
  },
]

function expectRefused(res: RawResponse, label: string): void {
  expect(res.status, `${label}: ${res.body}`).toBe(403)
  expect(res.headers['content-type'], label).toContain('application/json')
  expect(JSON.parse(res.body), label).toMatchObject({ error: 'CSRF_FAILED', error_description: expect.any(String) })
}

test('Every CSRF variant on every kind of write is refused with 403 JSON and changes nothing', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const v = await signedUpVictim(baseURL!)
  const before = await accountState(v)
  for (const write of WRITES) {
    for (const variant of VARIANTS) {
      const path = write.path(v) + (variant.query?.(v) ?? '')
      const res = await rawRequest(v.base, path, { method: write.method, localAddress: v.from, headers: variant.headers(v), body: variant.body?.(v, write) ?? write.body })
      expectRefused(res, `${write.method} ${write.path(v)} with ${variant.name}`)
    }
  }
  expect(await accountState(v)).toBe(before)
  // Still signed in (the sign-out variants did nothing) and the real thing still works.
  const ok = await rawRequest(v.base, `/api/v3/users/${v.publicId}/`, {
    method: 'PATCH',
    localAddress: v.from,
    headers: { ...json, Cookie: v.cookie, Origin: v.base, 'X-CSRFToken': v.token },
    body: JSON.stringify({ kind: 'name', fullName: 'Renamed Rightly' }),
  })
  expect(ok.status, ok.body).toBe(204)
  expect(await accountState(v)).toContain('Renamed Rightly')
})

test('A GET carrying method-override headers never performs the write it names', async ({ baseURL }) => {
  const v = await signedUpVictim(baseURL!)
  const before = await accountState(v)
  for (const override of ['PATCH', 'DELETE', 'POST', 'PUT']) {
    const res = await rawRequest(v.base, `/api/v3/users/${v.publicId}/?_method=${override}`, {
      method: 'GET',
      localAddress: v.from,
      headers: { Cookie: v.cookie, 'X-HTTP-Method-Override': override, 'X-HTTP-Method': override, 'X-Method-Override': override },
    })
    expect(res.status, `${override}: ${res.body}`).toBeGreaterThanOrEqual(400)
    expect(res.status, `${override}: ${res.body}`).toBeLessThan(500)
    expect(res.headers['content-type']).toContain('application/json')
  }
  expect(await accountState(v)).toBe(before)
})
