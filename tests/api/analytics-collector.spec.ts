import { expect, test } from '../e2e/fixtures'
import { jsonHeaders, newClient } from './helpers/accounts'

test('The analytics collector stores known events and refuses unknown ones, bad shapes and missing CSRF', async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL })
  await api.get('/home/api/user/')
  const token = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value
  const headers = {
    Origin: baseURL!,
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRFToken': token,
  }
  const path = '/api/v3/analytics/'

  const stored = await api.post(path, {
    headers,
    data: {
      events: [
        {
          event: 'SignInClicked',
          page: '/',
          at: new Date().toISOString(),
          properties: { pageArea: 'header' },
        },
        { event: 'EventCardImpression', page: '/', properties: { eventId: '12', position: 3 } },
      ],
    },
  })
  expect(stored.status()).toBe(200)
  expect(await stored.json()).toEqual({ stored: 2 })

  const unknown = await api.post(path, { headers, data: { events: [{ event: 'DropTables', page: '/' }] } })
  expect(unknown.status()).toBe(400)
  expect(await unknown.json()).toMatchObject({
    error: 'INVALID_ARGUMENT',
    argument_errors: { 'events.0.event': [expect.any(String)] },
  })

  const nested = await api.post(path, {
    headers,
    data: { events: [{ event: 'LogoHome', properties: { deep: { object: true } } }] },
  })
  expect(nested.status()).toBe(400)

  const tooMany = await api.post(path, {
    headers,
    data: { events: Array.from({ length: 51 }, () => ({ event: 'LogoHome' })) },
  })
  expect(tooMany.status()).toBe(400)

  const noCsrf = await api.post(path, {
    headers: { ...headers, 'X-CSRFToken': '' },
    data: { events: [{ event: 'LogoHome' }] },
  })
  expect(noCsrf.status()).toBe(403)
  await api.dispose()
})

test('The collector stores an EventCreateAttempt only with its source, page area and publish flags', async ({
  playwright,
  baseURL,
}) => {
  const client = await newClient(playwright, baseURL!)
  const post = (events: unknown[]) =>
    client.api.post('/api/v3/analytics/', { headers: jsonHeaders(client), data: { events } })
  const attempt = { eventCreateSource: 'ai', pageArea: 'header', hasPublish: true, hasPaidPublish: false }

  const stored = await post([{ event: 'EventCreateAttempt', page: '/', properties: attempt }])
  expect(stored.status()).toBe(200)
  expect(await stored.json()).toEqual({ stored: 1 })

  const missing = await post([{ event: 'EventCreateAttempt', page: '/', properties: { pageArea: 'header' } }])
  expect(missing.status()).toBe(400)
  const body = await missing.json()
  expect(body).toMatchObject({ error: 'INVALID_ARGUMENT', error_description: expect.any(String) })
  expect(Object.keys(body.argument_errors).sort()).toEqual([
    'events.0.properties.eventCreateSource',
    'events.0.properties.hasPaidPublish',
    'events.0.properties.hasPublish',
  ])

  const wrongTypes = await post([
    { event: 'EventCreateAttempt', properties: { ...attempt, hasPublish: 'yes', pageArea: 'Header Bar' } },
  ])
  expect(wrongTypes.status()).toBe(400)
  expect(Object.keys((await wrongTypes.json()).argument_errors).sort()).toEqual([
    'events.0.properties.hasPublish',
    'events.0.properties.pageArea',
  ])
  await client.api.dispose()
})

test('A batch whose page is a long non-Latin results path is stored whole, the page cut to 500 characters', async ({
  playwright,
  baseURL,
}) => {
  const client = await newClient(playwright, baseURL!)
  const post = (events: unknown[]) =>
    client.api.post('/api/v3/analytics/', { headers: jsonHeaders(client), data: { events } })
  // "Tokyo jazz nights" in Japanese, repeated: each letter is nine characters once percent-encoded.
  const longPage = `/d/ny--new-york/${encodeURIComponent('東京のジャズの夜'.repeat(10))}/`
  expect(longPage.length).toBeGreaterThan(500)

  const stored = await post([
    {
      event: 'EventCardMounted',
      page: longPage,
      properties: { eventId: '1', pageArea: 'results', position: 1 },
    },
    {
      event: 'EventCardImpression',
      page: longPage,
      properties: { eventId: '1', pageArea: 'results', position: 1 },
    },
  ])
  expect(stored.status()).toBe(200)
  expect(await stored.json()).toEqual({ stored: 2 })

  const absurd = await post([{ event: 'LogoHome', page: `/${'a'.repeat(20_000)}` }])
  expect(absurd.status()).toBe(400)
  expect(await absurd.json()).toMatchObject({
    error: 'INVALID_ARGUMENT',
    error_description: expect.any(String),
    argument_errors: { 'events.0.page': [expect.any(String)] },
  })
  await client.api.dispose()
})
