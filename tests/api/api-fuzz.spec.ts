import fc from 'fast-check'
import { expect, test } from '@playwright/test'

// Every endpoint with every parameter it knows (plus one it does not): hostile and random values must
// only ever produce 2xx or 4xx, always JSON, never a stack trace.
const ENDPOINTS: { path: string; params: string[] }[] = [
  {
    path: '/api/v3/destination/search/',
    params: ['q', 'place_id', 'bbox', 'latitude', 'longitude', 'online_events_only', 'categories', 'subcategories', 'formats', 'dates', 'start_date', 'end_date', 'price', 'tags', 'page', 'page_size', 'sort'],
  },
  { path: '/api/v3/destination/search/autocomplete/', params: ['q', 'completion_types', 'expand.destination_event', 'place_id', 'latitude', 'longitude'] },
  { path: '/api/v3/destination/events/', params: ['event_ids'] },
  { path: '/api/v3/trending/', params: ['location', 'timeframe'] },
  { path: '/home/api/geo/place_from_request/', params: [] },
  { path: '/home/api/geo/place_from_google_place_id/', params: ['googlePlaceId', 'excludeNeighborhoods', 'enableNeighborhoodsAndBoroughs'] },
  { path: '/home/api/geo/place_from_coordinates/', params: ['latitude', 'longitude', 'excludeNeighborhoods'] },
  { path: '/home/api/geo/place_autocomplete/', params: ['input', 'latitude', 'longitude', 'types'] },
  { path: '/home/api/user/', params: [] },
  { path: '/api/v3/destination/for-you/', params: ['place_id', 'online', 'page', 'page_size'] },
  { path: '/api/v3/admin/search/', params: ['q'] },
  { path: '/api/v3/collections/1/', params: [] },
  { path: '/api/v3/events/1/ticket_classes/', params: [] },
  { path: '/api/v3/orders/1/', params: ['token'] },
  { path: '/api/v3/users/me/orders/', params: [] },
  { path: '/api/v3/events/1/', params: [] },
  { path: '/api/v3/events/1/attendees.csv', params: [] },
]

const hostile = fc.constantFrom(
  '',
  ' ',
  "' OR 1=1 --",
  '"; drop table events; --',
  '%',
  '%%',
  '\\',
  '\u0000',
  '\u2028',
  '😀',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '-1',
  '0',
  '99999999999999999999',
  '1.5',
  ',,,',
  '1,2,3',
  '103',
  '3006,13004',
  'today',
  'this-weekend',
  'free',
  'relevance',
  'ny--new-york',
  '5128581',
  'online',
  'true',
  '2026-02-30',
  '2026-12-01',
  '-74.1,40.6,-73.8,40.9',
  '<script>alert(1)</script>',
  'a'.repeat(3000),
  '& | ! :* ( )',
  'the and of',
)
const value = fc.oneof(
  hostile,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.array(fc.integer({ min: -5, max: 30000 }), { maxLength: 5 }).map((a) => a.join(',')),
)

async function expectWellFormed(res: { status: () => number; headers: () => Record<string, string>; text: () => Promise<string> }, url: string) {
  const status = res.status()
  const text = await res.text()
  expect(status, `${url} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(res.headers()['content-type'] ?? '', url).toContain('application/json')
  const body = JSON.parse(text) as Record<string, unknown>
  expect(text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/)
  if (status >= 400) {
    expect(typeof body.error, url).toBe('string')
    expect(typeof body.error_description, url).toBe('string')
  }
}

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.path} answers random and hostile parameters with 2xx or 4xx JSON`, async ({ request }) => {
    test.setTimeout(240_000)
    const names = [...endpoint.params, 'unknown_param']
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 }), async (params) => {
        const url = `${endpoint.path}?${new URLSearchParams(params).toString()}`
        await expectWellFormed(await request.get(url), url)
      }),
      { numRuns: 250, seed: 20261121 },
    )
  })
}

test('Malformed percent-encoding and odd paths never produce a 500', async ({ request }) => {
  for (const endpoint of ENDPOINTS) {
    for (const raw of ['?q=%E0%A4%A', '?%=%', '?place_id=%00', '?latitude=%2B1e2&longitude=%2D1e2', '?&&&=&']) {
      const url = `${endpoint.path}${raw}`
      await expectWellFormed(await request.get(url), url)
    }
  }
})
