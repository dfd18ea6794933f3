// Issue 39 finding 8, over real HTTP: one client could fill the disk through the analytics collector (30k
// rows in 5 s for any event id, inflating any organizer's page views) and through uploads (60 pictures in
// 5 s). Now a flood of analytics batches from one address is refused with 429 and Retry-After; views of
// an event that is not published are not stored; one visitor's repeated views count once on the
// organizer's dashboard; and an account's 31st upload in an hour is refused before it is decoded.
import sharp from 'sharp'
import { expect, test } from '../e2e/fixtures'
import { E2E_ANALYTICS_BATCHES_PER_MINUTE } from '../e2e/support/test-servers'
import { jsonHeaders, newClient, signUp, type Client } from '../api/helpers/accounts'
import { csrfHeaders, freshLoopbackAddress, rawRequest } from './raw-http'

const ANALYTICS = '/api/v3/analytics/'

async function newLiveEvent(creator: Client, name: string): Promise<string> {
  const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  const draft = await creator.api.post('/api/v3/events/', {
    headers: jsonHeaders(creator),
    data: {
      name,
      summary: 'A free evening.',
      category_id: 103,
      format_id: 6,
      start: { local: `${start}T19:00:00`, timezone: 'America/New_York' },
      end: { local: `${start}T21:00:00`, timezone: 'America/New_York' },
      online: false,
      venue: { name: 'Pier Hall', address_1: '1 Quay St', city: 'New York', country: 'US', latitude: 40.7, longitude: -74 },
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const { event } = (await draft.json()) as { event: { id: string } }
  const free = await creator.api.post(`/api/v3/events/${event.id}/ticket_classes/`, { headers: jsonHeaders(creator), data: { name: 'Free', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 20 } })
  expect(free.status(), await free.text()).toBe(201)
  return event.id
}

test('A flood of analytics batches from one address meets a 429 with Retry-After; other addresses are still heard', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const from = freshLoopbackAddress()
  const headers = await csrfHeaders(baseURL!, from)
  const body = JSON.stringify({ events: [{ event: 'LogoHome', page: '/', properties: {} }] })
  let accepted = 0
  let refused: Awaited<ReturnType<typeof rawRequest>> | undefined
  // The window is a clock minute: a flood that straddles two meets the limit within twice its size.
  while (!refused && accepted <= 2 * E2E_ANALYTICS_BATCHES_PER_MINUTE) {
    const res = await rawRequest(baseURL!, ANALYTICS, { method: 'POST', localAddress: from, headers, body })
    if (res.status === 429) refused = res
    else {
      expect(res.status, res.body).toBe(200)
      accepted++
    }
  }
  expect(refused, `no 429 after ${accepted} batches`).toBeDefined()
  expect(accepted).toBeGreaterThanOrEqual(E2E_ANALYTICS_BATCHES_PER_MINUTE)
  expect(JSON.parse(refused!.body)).toMatchObject({ error: 'RATE_LIMITED', error_description: expect.any(String) })
  expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0)
  // Someone else on another address is not affected.
  const other = freshLoopbackAddress()
  const res = await rawRequest(baseURL!, ANALYTICS, { method: 'POST', localAddress: other, headers: await csrfHeaders(baseURL!, other), body })
  expect(res.status, res.body).toBe(200)
})

test('Page views count once per visitor on the dashboard, and views of an unpublished or unknown event are not stored', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Vera Views' })
  const eventId = await newLiveEvent(creator, `Counted Views ${Date.now().toString(36)}`)
  const draftOnly = (await (await creator.api.post('/api/v3/events/', { headers: jsonHeaders(creator), data: { name: 'Never published' } })).json()) as { event?: { id: string } }
  const publish = await creator.api.post(`/api/v3/events/${eventId}/publish/`, { headers: jsonHeaders(creator), data: {} })
  expect(publish.status(), await publish.text()).toBeLessThan(300)

  const view = (id: string) => ({ event: 'EventPageView', page: `/e/${id}/`, properties: { eventId: id } })
  // One visitor (one address and browser) replays the view 40 times in one batch and in five more.
  const from = freshLoopbackAddress()
  const headers = await csrfHeaders(baseURL!, from)
  const send = (events: unknown[], localAddress = from, h = headers) =>
    rawRequest(baseURL!, ANALYTICS, { method: 'POST', localAddress, headers: h, body: JSON.stringify({ events }) })
  const first = await send(Array.from({ length: 40 }, () => view(eventId)))
  expect(JSON.parse(first.body)).toEqual({ stored: 1 })
  for (let i = 0; i < 5; i++) expect(JSON.parse((await send([view(eventId)])).body)).toEqual({ stored: 0 })
  // A second visitor counts.
  const second = freshLoopbackAddress()
  expect(JSON.parse((await send([view(eventId)], second, await csrfHeaders(baseURL!, second))).body)).toEqual({ stored: 1 })
  // Views of a draft and of events that do not exist are dropped, not stored.
  const junk = [view('999999999'), view('0'), view('12abc')]
  if (draftOnly.event) junk.push(view(draftOnly.event.id))
  expect(JSON.parse((await send(junk)).body)).toEqual({ stored: 0 })

  // The organizer's dashboard page reads two page views.
  const dashboard = await creator.api.get(`/manage/events/${eventId}/`)
  expect(dashboard.status()).toBe(200)
  expect(/Page views<\/dt><dd[^>]*>([\d,]+)</.exec(await dashboard.text())?.[1]).toBe('2')
})

test('An account’s uploads are limited to 30 an hour: the 31st is refused with 429 before it is stored', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Ursula Uploads' })
  const { 'Content-Type': _json, ...headers } = jsonHeaders(creator)
  const buffer = await sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer()
  const upload = () => creator.api.post('/api/v3/media/upload/', { headers, multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer } } })
  for (let i = 0; i < 30; i++) {
    const res = await upload()
    expect(res.status(), await res.text()).toBe(201)
  }
  const refused = await upload()
  expect(refused.status()).toBe(429)
  expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED', error_description: expect.any(String) })
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  // Another account is not affected.
  const other = await newClient(playwright, baseURL!)
  await signUp(other, { fullName: 'Olga Other' })
  const { 'Content-Type': _j, ...otherHeaders } = jsonHeaders(other)
  const ok = await other.api.post('/api/v3/media/upload/', { headers: otherHeaders, multipart: { file: { name: 'p.png', mimeType: 'image/png', buffer } } })
  expect(ok.status(), await ok.text()).toBe(201)
})
