import { expect, test } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, uniqueEmail } from '../api/helpers/accounts'
import { HOSTILE_STRINGS } from './hostile-json-corpus'

// Issue 21 finding 6, over real HTTP: `\u0000` and lone surrogates in any JSON string answer 2xx/4xx JSON,
// never a 500, at the five endpoints the probe found (the fix sits in the one validation layer).

test('Hostile JSON strings never produce a 500 at the collector, the ask call, sign-up, profile name or collection name', async ({ playwright, baseURL }) => {
  test.setTimeout(180_000)
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const me = `/api/v3/users/${user.publicId}`
  const created = await c.api.post(`${me}/collections/`, { headers: jsonHeaders(c), data: { name: 'Hostile strings' } })
  expect(created.status()).toBeLessThan(300)
  const collectionId = ((await created.json()) as { id: number | string }).id
  for (const hostile of HOSTILE_STRINGS) {
    const calls: [string, string, string][] = [
      ['POST', '/api/v3/analytics/', `{"events":[{"name":"${hostile}","properties":{"k${hostile}":"${hostile}"}}]}`],
      ['POST', '/alt-search/mobile-bff/relevance/ask', `{"query":"jazz ${hostile}","queryHistory":["${hostile}"],"location":"${hostile}"}`],
      ['POST', '/home/api/auth/signup/', `{"email":"${uniqueEmail('hostile')}","password":"hostile-pass-91","fullName":"Ada ${hostile}"}`],
      ['PATCH', `${me}/`, `{"kind":"name","fullName":"Ada ${hostile}"}`],
      ['POST', `${me}/collections/`, `{"name":"List ${hostile}"}`],
      ['PATCH', `/api/v3/collections/${collectionId}/`, `{"name":"List ${hostile}"}`],
    ]
    for (const [method, path, data] of calls) {
      const res = await c.api.fetch(path, { method, headers: jsonHeaders(c), data })
      const label = `${method} ${path} ${hostile} → ${res.status()}`
      expect(res.status(), label).toBeLessThan(500)
      expect(res.headers()['content-type'] ?? 'application/json', label).toContain('application/json')
    }
  }
  // What was stored reads back as clean text.
  const profile = await c.api.get('/home/api/user/')
  const fullName = ((await profile.json()) as { user: { fullName: string } }).user.fullName
  expect(fullName).not.toMatch(/[\u0000-\u001F]/)
  await c.api.dispose()
})

// Issue 39 finding 9: bodies nesting thousands of arrays answered 500 now and then (a recursive walk ran out
// of stack). Any body deeper than the limit is a 400 JSON answer before it is parsed, at every endpoint.
test('A body nesting 5,000 arrays or objects answers 400 JSON, never a 500, and the server keeps answering', async ({ playwright, baseURL }) => {
  const c = await newClient(playwright, baseURL!)
  const user = await signUp(c)
  const bodies = ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000), `{"events":${'['.repeat(3000)}${']'.repeat(3000)}}`]
  for (const [method, path] of [
    ['POST', '/api/v3/analytics/'],
    ['POST', '/api/v3/orders/'],
    ['POST', '/api/v3/events/'],
    ['PATCH', `/api/v3/users/${user.publicId}/`],
  ] as const) {
    for (const data of bodies) {
      const res = await c.api.fetch(path, { method, headers: jsonHeaders(c), data })
      const label = `${method} ${path} (${data.length} bytes) → ${res.status()}`
      expect(res.status(), label).toBe(400)
      expect(await res.json(), label).toMatchObject({ error: 'INVALID_ARGUMENT', error_description: 'The request body nests more than 32 levels deep.' })
    }
  }
  expect((await c.api.get('/healthz/')).status()).toBe(200)
  await c.api.dispose()
})
