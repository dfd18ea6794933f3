// Issue 21 findings 3 and 4: a client that writes X-Forwarded-* (or Host) headers must not change whom the
// server believes it is talking to, which origin its links and cookies name, what the cached home page
// says, or whether a cross-site write passes the CSRF check. The server under test trusts no proxy
// (TRUSTED_PROXIES unset), as a fresh install does.
import { expect, test } from '../e2e/fixtures'
import { csrfHeaders, freshLoopbackAddress, rawRequest } from './raw-http'

const EVIL = 'evil.example'

/** Header sets an attacker would try: forged client addresses, hosts and schemes, alone and together. */
const SPOOFED_HEADERS: Record<string, string>[] = [
  { 'X-Forwarded-Proto': `https://${EVIL}/?` },
  { 'X-Forwarded-Proto': 'https' },
  { 'X-Forwarded-Proto': `javascript:alert(1)//` },
  { 'X-Forwarded-Host': EVIL },
  { 'X-Forwarded-Host': `${EVIL}, 127.0.0.1` },
  { 'X-Forwarded-Host': `127.0.0.1@${EVIL}` },
  { 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'https' },
  { Host: EVIL },
  { Host: `${EVIL}:443` },
  { Forwarded: `for=1.2.3.4;host=${EVIL};proto=https` },
  { 'X-Forwarded-Server': EVIL },
  { 'X-Original-Host': EVIL },
  { 'X-Host': EVIL },
  { 'X-Forwarded-For': '1.2.3.4', 'X-Forwarded-Host': EVIL },
  { 'X-Real-IP': '1.2.3.4', 'X-Forwarded-Host': EVIL },
]

function label(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ')
}

test('A forged X-Forwarded-For or X-Real-IP does not reset the per-address sign-in limit', async ({ baseURL }) => {
  // A source address of its own: the limit it runs into is that address's, not the rest of the suite's.
  const from = freshLoopbackAddress()
  const headers = await csrfHeaders(baseURL!, from)
  const statuses: number[] = []
  // The per-address budget is 30 failures per 15 minutes (rate-limits.ts); each attempt claims to come
  // from somewhere new and names an account that does not exist (so no per-account limit is involved).
  for (let n = 0; n < 32; n++) {
    const forged: Record<string, string> = n % 2 === 0 ? { 'X-Forwarded-For': `10.${n}.0.1` } : { 'X-Real-IP': `10.${n}.0.2`, 'X-Forwarded-For': `192.0.2.${n}, 10.0.0.${n}` }
    const res = await rawRequest(baseURL!, '/home/api/auth/signin/', {
      method: 'POST',
      localAddress: from,
      headers: { ...headers, ...forged },
      body: JSON.stringify({ email: `nobody-${from}-${n}@example.com`, password: 'wrong-password-1' }),
    })
    statuses.push(res.status)
  }
  expect(statuses.slice(0, 5).every((s) => s === 401 || s === 429), statuses.join(',')).toBe(true)
  expect(statuses.at(-1), statuses.join(',')).toBe(429)
})

test('The cached home page is never shaped by forged host or scheme headers', async ({ baseURL }) => {
  for (const spoofed of SPOOFED_HEADERS) {
    const poisoned = await rawRequest(baseURL!, '/', { headers: { Accept: 'text/html', ...spoofed } })
    expect([200, 400], label(spoofed)).toContain(poisoned.status)
    expect(poisoned.body, label(spoofed)).not.toContain(EVIL)
    // The next ordinary visitor, who shares the cache entry, sees our own links.
    const next = await rawRequest(baseURL!, '/', { headers: { Accept: 'text/html' } })
    expect(next.status).toBe(200)
    expect(next.body, `after ${label(spoofed)}`).not.toContain(EVIL)
    expect(next.body).toContain(`href="/e/`)
  }
})

test('API links name the site’s own origin whatever host or scheme the request claims', async ({ baseURL }) => {
  for (const spoofed of SPOOFED_HEADERS) {
    const res = await rawRequest(baseURL!, '/api/v3/destination/search/?online_events_only=true&page_size=2', { headers: spoofed })
    if (res.status === 400) continue // a Host the server does not accept at all is refused outright
    expect(res.status, label(spoofed)).toBe(200)
    const urls = (JSON.parse(res.body) as { events: { results: { url: string }[] } }).events.results.map((e) => e.url)
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url.startsWith(`${baseURL}/e/`), `${label(spoofed)}: ${url}`).toBe(true)
  }
})

test('A cross-site write cannot pass the origin check by forging the host it is sent to', async ({ baseURL }) => {
  const headers = await csrfHeaders(baseURL!)
  const attempts: Record<string, string>[] = [
    { Origin: `http://${EVIL}`, 'X-Forwarded-Host': EVIL },
    { Origin: `https://${EVIL}`, 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'https' },
    { Origin: `http://${EVIL}`, Host: EVIL },
    { Origin: `http://${EVIL}`, Forwarded: `host=${EVIL}` },
    { Referer: `http://${EVIL}/page`, Origin: '', 'X-Forwarded-Host': EVIL },
  ]
  for (const forged of attempts) {
    const sent = Object.fromEntries(Object.entries({ ...headers, ...forged }).filter(([, v]) => v !== ''))
    const res = await rawRequest(baseURL!, '/home/api/auth/signout/', { method: 'POST', headers: sent, body: '{}' })
    expect(res.status, label(forged)).toBe(403)
    expect(JSON.parse(res.body), label(forged)).toMatchObject({ error: 'CSRF_FAILED' })
  }
})

test('Session and CSRF cookies are not marked Secure because a client claims HTTPS', async ({ baseURL }) => {
  const res = await rawRequest(baseURL!, '/home/api/user/', { headers: { 'X-Forwarded-Proto': 'https' } })
  const cookies = [res.headers['set-cookie'] ?? []].flat()
  const csrf = cookies.find((c) => c.startsWith('csrftoken='))
  expect(csrf).toBeDefined()
  expect(csrf!.toLowerCase()).not.toContain('secure')
  // Nor does anything claim HSTS for a plain-HTTP site.
  expect(res.headers['strict-transport-security']).toBeUndefined()
})
