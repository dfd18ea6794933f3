import { expect, test } from '../e2e/fixtures'
import { API_ENDPOINTS } from '../../src/server/api-endpoints'

// Spec §7 paths end in a slash; clients that drop it must get the same answer, not a redirect or a 404.
const SAMPLE_QUERY: Record<string, string> = {
  '/api/v3/destination/search/': 'place_id=5128581&page_size=3',
  '/api/v3/destination/events/': 'event_ids=1,2',
  '/api/v3/destination/search/autocomplete/': 'q=mu&place_id=5128581',
  '/api/v3/trending/': 'location=ny--new-york&timeframe=week',
  '/home/api/geo/place_from_google_place_id/': 'googlePlaceId=5128581',
  '/home/api/geo/place_from_coordinates/': 'latitude=40.7128&longitude=-74.0060',
  '/home/api/geo/place_autocomplete/': 'input=lon',
}

for (const endpoint of API_ENDPOINTS.filter((e) => e.method === 'GET')) {
  test(`${endpoint.path} answers the same with and without its trailing slash`, async ({ request }) => {
    // Path parameters get a stand-in value: the answer may then be a JSON 401/404, but it must be the
    // route's own answer in both spellings, never the framework's HTML page or a redirect.
    const path = endpoint.path.replace(/\{[^}]+\}/g, '1')
    const query = SAMPLE_QUERY[endpoint.path] ?? ''
    const withSlash = await request.get(`${path}?${query}`, { maxRedirects: 0 })
    const withoutSlash = await request.get(`${path.replace(/\/$/, '')}?${query}`, { maxRedirects: 0 })
    // A public path answers 200 to a stranger; one that needs a session (it declares 401) answers its 401 JSON.
    const needsSession = (endpoint.errors as readonly number[] | undefined)?.includes(401) ?? false
    if (!endpoint.path.includes('{') && !endpoint.path.includes('/admin/')) expect(withSlash.status(), path).toBe(needsSession ? 401 : 200)
    expect(withoutSlash.status(), path).toBe(withSlash.status())
    expect(withSlash.headers()['content-type']).toContain('application/json')
    expect(withoutSlash.headers()['content-type']).toContain('application/json')
    expect(Object.keys(await withoutSlash.json())).toEqual(Object.keys(await withSlash.json()))
  })
}
