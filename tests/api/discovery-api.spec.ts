import { expect, test } from '../e2e/fixtures'
import { EventSchema } from '../../src/server/api-schemas/event-schemas'
import { PlaceSchema, PlaceSuggestionSchema } from '../../src/server/api-schemas/geo-schemas'

const NEW_YORK = '5128581'
const LONDON = '2643743'

test('Event search near a place returns spec-shaped events, pagination and facets', async ({ request }) => {
  const res = await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&page_size=10`)
  expect(res.status()).toBe(200)
  const body = await res.json()
  const { results, pagination, aggs } = body.events
  expect(results.length).toBeGreaterThan(0)
  for (const event of results) {
    expect(() => EventSchema.parse(event)).not.toThrow()
    expect(event.is_online_event).toBe(false)
    expect(event.timezone).toBe('America/New_York')
  }
  expect(pagination).toMatchObject({ page_number: 1, page_size: 10 })
  expect(pagination.object_count).toBeGreaterThanOrEqual(results.length)
  const starts = results.map((e: { start: { utc: string } }) => e.start.utc)
  expect(starts).toEqual([...starts].sort())
  expect(aggs.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(pagination.object_count)
  expect(aggs.price.map((p: { key: string }) => p.key)).toEqual(['free', 'paid'])
  expect(aggs.dates.map((d: { key: string }) => d.key)).toContain('this_weekend')
})

test('Search filters narrow the results: free music this month', async ({ request }) => {
  const res = await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&categories=103&price=free&dates=this_month`)
  expect(res.status()).toBe(200)
  for (const event of (await res.json()).events.results) {
    // Free, or free and paid classes together (decision 052: a lowest price of 0 beside a higher one).
    expect(event.ticket_availability.is_free || event.ticket_availability.minimum_ticket_price?.value === 0).toBe(true)
    expect(event.tags).toContainEqual(expect.objectContaining({ tag: 'TesseraCategory/103' }))
  }
})

test('Online-only search returns only online events', async ({ request }) => {
  const res = await request.get('/api/v3/destination/search?online_events_only=true')
  expect(res.status()).toBe(200)
  const { results } = (await res.json()).events
  expect(results.length).toBeGreaterThan(0)
  for (const event of results) expect(event.is_online_event).toBe(true)
})

test('The search API accepts a visitor time zone and refuses a zone that is not one', async ({ request }) => {
  // Which events a zone's "today" holds is checked in search-events.test.ts, on data made for it.
  const ok = await request.get('/api/v3/destination/search/?place_id=online&dates=today&time_zone=Pacific/Kiritimati')
  expect(ok.status()).toBe(200)
  const bad = await request.get('/api/v3/destination/search/?place_id=online&dates=today&time_zone=Mars/Olympus')
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ error: 'INVALID_ARGUMENT', argument_errors: { time_zone: [expect.any(String)] } })
})

test('Text search finds events by words of their name and logs the search', async ({ request }) => {
  const first = await (await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&page_size=1`)).json()
  const word = (first.events.results[0].name as string).split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w))!
  const res = await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&q=${encodeURIComponent(word)}`)
  const found = (await res.json()).events.results as { name: string; summary: string }[]
  expect(found.length).toBeGreaterThan(0)
  const suggestions = await (await request.get(`/api/v3/destination/search/autocomplete/?q=${encodeURIComponent(word.slice(0, 3))}&place_id=${NEW_YORK}`)).json()
  expect(suggestions.query).toContain(word.toLowerCase())
})

test('Events by id come back in the order asked, unknown ids left out', async ({ request }) => {
  const search = await (await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&page_size=3`)).json()
  const ids = search.events.results.map((e: { id: string }) => e.id).reverse()
  const res = await request.get(`/api/v3/destination/events/?event_ids=${ids.join(',')},999999999`)
  expect(res.status()).toBe(200)
  expect((await res.json()).events.map((e: { id: string }) => e.id)).toEqual(ids)
})

test('Autocomplete answers queries and events near the place, at most 24 in all', async ({ request }) => {
  const res = await request.get(
    `/api/v3/destination/search/autocomplete/?q=mus&completion_types=event,query&expand.destination_event=primary_venue,image&place_id=${NEW_YORK}`,
  )
  expect(res.status()).toBe(200)
  const body = await res.json()
  expect(body.query).toContain('music')
  expect(body.query.length + body.event.length).toBeLessThanOrEqual(24)
  for (const event of body.event) {
    expect(event.primary_venue).not.toBeNull()
    expect(event).toHaveProperty('image')
  }
})

test('Autocomplete without q is a 400 naming the parameter', async ({ request }) => {
  const res = await request.get('/api/v3/destination/search/autocomplete/')
  expect(res.status()).toBe(400)
  const body = await res.json()
  expect(body).toMatchObject({ error: 'INVALID_ARGUMENT', argument_errors: { q: [expect.any(String)] } })
  expect(typeof body.error_description).toBe('string')
})

test('Trending answers the week’s terms for a place', async ({ request }) => {
  const res = await request.get('/api/v3/trending/?location=ny--new-york&timeframe=week')
  expect(res.status()).toBe(200)
  const body = await res.json()
  expect(body.trending.active_timeframe).toBe('week')
  expect(body.trending.trending_searches.length).toBeGreaterThanOrEqual(5)
  for (const t of body.trending.trending_searches) expect(typeof t.term).toBe('string')
  expect((await request.get('/api/v3/trending/?location=no--such-place')).status()).toBe(404)
})

test('Coordinates resolve to the right city', async ({ request }) => {
  const ny = await (await request.get('/home/api/geo/place_from_coordinates/?latitude=40.7128&longitude=-74.0060')).json()
  expect(PlaceSchema.parse(ny.place).location_slug).toBe('ny--new-york')
  const london = await (await request.get('/home/api/geo/place_from_coordinates?latitude=51.5074&longitude=-0.1278&excludeNeighborhoods=true')).json()
  expect(london.place.location_slug).toBe('united-kingdom--london')
  expect((await request.get('/home/api/geo/place_from_coordinates/?latitude=abc&longitude=1')).status()).toBe(400)
})

test('A place id resolves to its place; unknown ids are a JSON 404', async ({ request }) => {
  const res = await request.get(`/home/api/geo/place_from_google_place_id/?googlePlaceId=${LONDON}&excludeNeighborhoods=&enableNeighborhoodsAndBoroughs=`)
  expect(res.status()).toBe(200)
  expect((await res.json()).place.location_slug).toBe('united-kingdom--london')
  const missing = await request.get('/home/api/geo/place_from_google_place_id/?googlePlaceId=nope')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ error: 'NOT_FOUND' })
})

test('The visitor place comes from CDN headers, else the default city', async ({ request }) => {
  const fallback = await (await request.get('/home/api/geo/place_from_request/')).json()
  expect(fallback.place.location_slug).toBe('ny--new-york')
  const fromCloudflare = await (
    await request.get('/home/api/geo/place_from_request/', { headers: { 'cf-iplatitude': '51.5074', 'cf-iplongitude': '-0.1278' } })
  ).json()
  expect(fromCloudflare.place.location_slug).toBe('united-kingdom--london')
})

test('Place autocomplete suggests places by prefix, biased near the given point', async ({ request }) => {
  const res = await request.get('/home/api/geo/place_autocomplete/?input=lon')
  const { predictions } = await res.json()
  expect(predictions[0]).toMatchObject({ content: 'London', country: 'United Kingdom' })
  for (const p of predictions) PlaceSuggestionSchema.parse(p)
  const nearOntario = await (await request.get('/home/api/geo/place_autocomplete/?input=lon&latitude=43.0&longitude=-81.2')).json()
  expect(nearOntario.predictions[0]).toMatchObject({ content: 'London', country: 'Canada' })
})

test('The user endpoint answers null without a session', async ({ request }) => {
  const res = await request.get('/home/api/user/')
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({ user: null })
})

test('The OpenAPI document lists every endpoint', async ({ request }) => {
  const doc = await (await request.get('/api/v3/openapi.json')).json()
  expect(doc.openapi).toBe('3.1.0')
  for (const path of [
    '/api/v3/destination/search/',
    '/api/v3/destination/search/autocomplete/',
    '/api/v3/destination/events/',
    '/api/v3/trending/',
    '/home/api/geo/place_from_request/',
    '/home/api/geo/place_from_google_place_id/',
    '/home/api/geo/place_from_coordinates/',
    '/home/api/geo/place_autocomplete/',
    '/home/api/user/',
  ]) {
    expect(doc.paths[path]?.get, path).toBeDefined()
  }
})
