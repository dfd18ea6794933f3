import { expect, test, type APIRequestContext } from '../e2e/fixtures'

// Issue 22 over HTTP, on the demo data: typos, partial words and one result per series.
const NEW_YORK = '5128581'
// The response shape is checked by the OpenAPI tests; these read the fields they judge.
type SearchBody = {
  events: { results: { name: string; series_id: string | null }[]; pagination: { object_count: number }; aggs: { categories: { count: number }[] } }
  spelling: { original_query: string; corrected_query: string; showing_corrected: boolean } | null
  some_words: boolean
}
const search = async (request: APIRequestContext, query: string): Promise<SearchBody> => {
  const res = await request.get(`/api/v3/destination/search/?place_id=${NEW_YORK}&${query}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as SearchBody
}

test('A mistyped search answers the correction’s events and says which text it searched', async ({ request }) => {
  const body = await search(request, 'q=comdey')
  expect(body.spelling).toEqual({ original_query: 'comdey', corrected_query: 'comedy', showing_corrected: true })
  expect(body.events.results.length).toBeGreaterThan(0)
  const exact = await search(request, 'q=comdey&exact=1')
  expect(exact.spelling).toBeNull()
  expect(exact.events.pagination.object_count).toBe(0)
})

test('A typo of a word New York’s events use is corrected to it: yogga, or a swap in a name word', async ({ request }) => {
  // The 5,000-event demo may hold no yoga in New York on a given day: the check then uses a word of the
  // first event's name, with two neighbouring letters swapped.
  const first = await search(request, 'page_size=1')
  const word = first.events.results[0]!.name.toLowerCase().split(/[^a-z]+/).find((w) => w.length >= 6 && w[2] !== w[3])!
  const swapped = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`
  const cases: [string, string][] = [[swapped, word]]
  if ((await search(request, 'q=yoga')).events.pagination.object_count > 0) cases.push(['yogga', 'yoga'])
  for (const [typo, meant] of cases) {
    const body = await search(request, `q=${typo}`)
    expect(body.spelling?.corrected_query).toBe(meant)
    expect(body.events.results.length).toBeGreaterThan(0)
  }
})

test('A correctly spelled search offers no correction, and a partial last word finds the words it starts', async ({ request }) => {
  expect((await search(request, 'q=comedy')).spelling).toBeNull()
  const first = await search(request, 'page_size=1')
  const word = first.events.results[0]!.name.toLowerCase().split(/[^a-z]+/).find((w) => w.length >= 6)!
  const partial = await search(request, `q=${word.slice(0, 4)}`)
  expect(partial.events.results.length).toBeGreaterThan(0)
  expect(partial.events.results.some((e) => e.name.toLowerCase().split(/[^a-z]+/).some((w) => w.startsWith(word.slice(0, 4))))).toBe(true)
})

test('Each series is one result, and the count counts it once', async ({ request }) => {
  const body = await search(request, 'page_size=50')
  const series = body.events.results.map((e) => e.series_id).filter(Boolean)
  expect(new Set(series).size).toBe(series.length)
  expect(body.events.aggs.categories.reduce((n, c) => n + c.count, 0)).toBe(body.events.pagination.object_count)
})

test('When no event has every word, events with some of them are answered and some_words says so', async ({ request }) => {
  expect((await search(request, 'q=comedy+qqxqqx')).events.pagination.object_count).toBe(0)
  const body = await search(request, 'q=comedy+qqxqqx&some_words=1')
  expect(body.some_words).toBe(true)
  expect(body.events.results.length).toBeGreaterThan(0)
  expect((await search(request, 'q=comedy&some_words=1')).some_words).toBe(false)
})
