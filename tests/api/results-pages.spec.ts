// Results, event and organizer pages over real HTTP (issue 5): server-rendered results, canonical URLs,
// JSON-LD, the iCalendar feed, and friendly 404s (never a 500) for bad URLs.
import ICAL from 'ical.js'
import { expect, test, type APIRequestContext } from '../e2e/fixtures'
import { decodeHtml } from './helpers/html'

const NEW_YORK = '5128581'

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
}

async function getHtml(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 })
  return { status: res.status(), html: await res.text(), headers: res.headers() }
}

test('A results page is rendered on the server with the events of the search', async ({ request }) => {
  const api = await (await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&categories=103&page_size=20`)).json()
  const names: string[] = api.events.results.map((e: { name: string }) => e.name)
  expect(names.length).toBeGreaterThan(0)
  const { status, html } = await getHtml(request, '/d/ny--new-york/music--events/')
  expect(status).toBe(200)
  const text = decodeHtml(html)
  for (const name of names) expect(text).toContain(name)
  expect(text).toContain('<title>Music events in New York, NY | Tessera</title>')
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/d\/ny--new-york\/music--events\/"/)
  expect(html).toMatch(/<meta name="description" content="Music events in New York, NY: [\d,]+ upcoming events?\./)
  const [itemList] = jsonLdBlocks(html).filter((b) => b['@type'] === 'ItemList')
  expect(itemList).toBeDefined()
  const items = itemList!.itemListElement as { position: number; name: string; url: string }[]
  expect(items.map((i) => i.name)).toEqual(names)
  expect(items.map((i) => i.position)).toEqual(names.map((_, i) => i + 1))
})

test('The iCalendar feed of a results URL parses and lists the same events as the page', async ({ request }) => {
  const path = '/d/ny--new-york/all-events/?tags=nightlife'
  const { html } = await getHtml(request, path)
  const pageUrls = (jsonLdBlocks(html).find((b) => b['@type'] === 'ItemList')!.itemListElement as { url: string }[]).map((i) => i.url)
  expect(pageUrls.length).toBeGreaterThan(0)
  // The page links its own feed.
  expect(decodeHtml(html)).toContain(`href="${path}&format=ics"`)

  const res = await request.get(`${path}&format=ics`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await res.text()))
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
  const feedUrls = events.map((e) => String(e.component.getFirstPropertyValue('url')))
  // The feed runs further than one page; its first events are the page's, in the page's order.
  expect(feedUrls.slice(0, pageUrls.length)).toEqual(pageUrls)
  for (const event of events) expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now() - 86_400_000)
})

test('The header search form’s ?q= and non-canonical spellings redirect to the canonical URL', async ({ request }) => {
  const cases: [string, string][] = [
    ['/d/ny--new-york/events/?q=Jazz%20Brunch', '/d/ny--new-york/events/jazz-brunch/'],
    ['/d/ny--new-york/events/', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york/this-weekend--music--free/', '/d/ny--new-york/free--music--events--this-weekend/'],
    ['/d/ny--new-york/all-events/?page=1&sort=relevance', '/d/ny--new-york/all-events/'],
    ['/d/ny--new-york/all-events/?tags=nightlife,date-night', '/d/ny--new-york/all-events/?tags=date-night,nightlife'],
  ]
  for (const [from, to] of cases) {
    const res = await request.get(from, { maxRedirects: 0 })
    expect([307, 308], from).toContain(res.status())
    expect(new URL(res.headers().location!, 'http://x').pathname + new URL(res.headers().location!, 'http://x').search).toBe(to)
  }
})

test('Local, online, locale-prefixed and coordinate results pages render', async ({ request }) => {
  for (const path of [
    '/d/local/all-events/',
    '/d/online/all-events/',
    '/fr/d/online/music--events/',
    '/d/united-states/all-events/?bbox=-74.3,40.4,-73.5,41',
    '/d/ny--new-york/all-events/?subcategories=3027',
  ]) {
    const { status, html } = await getHtml(request, path)
    expect(status, path).toBe(200)
    expect(html, path).toContain('id="page-content"')
  }
})

test('Bad results URLs get the friendly not-found page, never a 500', async ({ request }) => {
  for (const path of [
    '/d/nowhere--atlantis/all-events/',
    '/d/ny--new-york/junk--refinements/',
    '/d/ny--new-york/all-events/?page=99999999',
    '/d/united-states/all-events/?bbox=1,2,3',
    '/d/united-states/all-events/?bbox=10,50,5,40',
    '/d/ny--new-york/all-events/?bbox=1,2,3,4',
    '/d/ny--new-york/all-events/?start_date=2026-02-30&end_date=2026-03-01',
    '/d/ny--new-york/all-events/too/many/segments/',
    '/d/NY--New-York/all-events/',
    '/d/ny--new-york/all-events/?subcategories=abc',
  ]) {
    const { status, html } = await getHtml(request, path)
    expect(status, path).toBe(404)
    expect(html, path).toContain('We couldn’t find that search')
  }
  // Near misses get their way back instead (issue 23): the last page, the dates swapped.
  const past = await getHtml(request, '/d/ny--new-york/all-events/?page=999')
  expect(past.status).toBe(200)
  expect(past.html).toContain('This search has fewer pages')
  expect(past.html).toContain('name="robots" content="noindex"')
  const reversed = await getHtml(request, '/d/ny--new-york/all-events/?start_date=2026-12-31&end_date=2026-12-01')
  expect(reversed.status).toBe(200)
  expect(reversed.html).toContain('href="/d/ny--new-york/all-events/?start_date=2026-12-01&amp;end_date=2026-12-31"')
  // Not even valid percent-encoding: refused before routing.
  for (const path of ['/d/ny--new-york/events/%E0%A4%A/', '/e/%E0%A4%A-tickets-1/']) {
    expect((await request.get(path)).status(), path).toBe(400)
  }
  for (const path of ['/d/nowhere--atlantis/all-events/?format=ics', '/d/ny--new-york/junk/?format=ics']) {
    const res = await request.get(path)
    expect([400, 404], path).toContain(res.status())
  }
})

test('An event page carries Event JSON-LD for rich results; unknown events are a friendly 404', async ({ request }) => {
  // A paid event with a stated price (some paid events say "Check ticket price on event" instead, spec §4).
  const api = await (await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&price=paid&page_size=20`)).json()
  const event = api.events.results.find((e: { ticket_availability: { minimum_ticket_price: unknown } }) => e.ticket_availability.minimum_ticket_price !== null)
  expect(event, 'a paid New York event with a price').toBeDefined()
  const path = new URL(event.url).pathname
  const { status, html } = await getHtml(request, path)
  expect(status).toBe(200)
  // Parsed JSON, checked field by field below.
  const ld = jsonLdBlocks(html).find((b) => b['@type'] === 'Event') as ReturnType<typeof JSON.parse>
  expect(ld).toMatchObject({ name: event.name, url: event.url, eventStatus: expect.stringMatching(/^https:\/\/schema\.org\/Event/) })
  expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
  // To the second, as the JSON-LD writes it (an event another test made may start at an odd millisecond).
  expect(new Date(ld.startDate).toISOString()).toBe(new Date(Math.floor(Date.parse(event.start.utc) / 1000) * 1000).toISOString())
  expect(ld.location['@type']).toBe('Place')
  expect(ld.location.address.addressLocality).toBeTruthy()
  expect(ld.offers).toMatchObject({ priceCurrency: event.ticket_availability.minimum_ticket_price.currency, url: expect.any(String), availability: expect.any(String) })
  expect(ld.offers.price).toBe(event.ticket_availability.minimum_ticket_price.major_value)
  expect(ld.organizer.name).toBe(event.primary_organizer.name)

  const wrongSlug = await request.get(path.replace(/^\/e\/[a-z0-9-]+-tickets-/, '/e/old-name-tickets-'), { maxRedirects: 0 })
  expect(wrongSlug.status()).toBe(308)
  expect(wrongSlug.headers().location).toContain(path)
  for (const bad of ['/e/nothing-tickets-99999999/', '/e/no-id-here/', '/e/x-tickets-99999999999999/', '/o/nobody-99999999/', '/o/nobody/']) {
    const res = await request.get(bad)
    expect(res.status(), bad).toBe(404)
  }
})
