import { expect, test } from '../e2e/fixtures'

test('The server sets a readable csrftoken cookie', async ({ request }) => {
  const res = await request.get('/home/api/user/')
  const cookie = res.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/csrftoken=[A-Za-z0-9_-]{43}/)
  expect(cookie.toLowerCase()).not.toContain('httponly')
})

test('Non-GET requests without the token, with a wrong token or from another origin are refused with 403 JSON', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL })
  await api.get('/home/api/user/')
  const token = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
  const path = '/alt-search/mobile-bff/relevance/ask'
  const headers = { Origin: baseURL!, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

  const noHeader = await api.post(path, { headers, data: {} })
  expect(noHeader.status()).toBe(403)
  expect(await noHeader.json()).toMatchObject({ error: 'CSRF_FAILED' })

  const wrong = await api.post(path, { headers: { ...headers, 'X-CSRFToken': `${token}x` }, data: {} })
  expect(wrong.status()).toBe(403)

  const foreign = await api.post(path, { headers: { ...headers, Origin: 'https://evil.example', 'X-CSRFToken': token }, data: {} })
  expect(foreign.status()).toBe(403)

  const good = await api.post('/api/v3/destination/search/', { headers: { ...headers, 'X-CSRFToken': token }, data: {} })
  expect(good.status()).not.toBe(403)
  await api.dispose()
})
