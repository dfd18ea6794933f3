// Issue 7 acceptance on real data: every evaluation query is asked against a fresh database seeded with
// the demo data, and every event answered is checked, from its stored row, against the search the
// concierge says it understood (place, dates, part of day, price, category, format, tags).
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLocalDirectoryImageStore } from '@/core/images/local-directory-image-store'
import { findPlaceById, findPlaceBySlug } from '@/core/places/places-repository'
import { computeDateWindow, customDateWindow } from '@/core/search/date-window'
import type { DbHandle } from '@/db/create-db'
import { seedDemoData } from '@/seed/seed-demo-data'
import { queryRows } from '@/db/query-rows'
import { createTestDb } from '../../../tests/helpers/test-db'
import { insertEvent } from '../../../tests/factories/insert-event'
import { askConcierge, type AskConciergeAnswer, type ConciergeDeps } from './ask-concierge'
import { TIME_OF_DAY_HOURS, type ConciergeSearch } from './concierge-search'
import { EVALUATION_HOME, EVALUATION_NOW, EVALUATION_SET } from '../../../tests/concierge/evaluation-set'
import { createOpenAiCompatibleLanguageModel } from './openai-compatible-language-model'
import { startFakeOpenAiServer } from '../../../tests/helpers/fake-openai-server'
import { createCacheRegistry } from '@/server/cache-registry'
import { isSoldHere } from '@/core/events/ticket-provider'
import { computeShownPrice } from '@/core/ticketing/fees'
import { NO_TAX } from '@/core/ticketing/taxes'
import { toMajorValue } from '@/core/money/money'

let handle: DbHandle
let deps: ConciergeDeps
let imageDir: string

beforeAll(async () => {
  handle = await createTestDb()
  imageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'issue7-concierge-'))
  // 2,500 since issue 23 spread the demo data over ten times as many towns and two months instead of
  // four: 1,500 left too few events in the asked-about cities for the checks below to mean much.
  await seedDemoData(handle, { events: 2500, seed: 7, anchorDate: EVALUATION_NOW, imageStore: createLocalDirectoryImageStore(imageDir) })
  deps = {
    db: handle.db,
    clock: { now: () => EVALUATION_NOW },
    caches: createCacheRegistry().caches,
    languageModel: null,
    languageModelTimeoutMs: 4000,
    defaultPlaceSlug: EVALUATION_HOME.slug,
  }
}, 240_000)

afterAll(async () => {
  await handle?.close()
  if (imageDir) await fs.rm(imageDir, { recursive: true, force: true })
})

function ask(query: string, queryHistory: string[] = []): Promise<AskConciergeAnswer> {
  return askConcierge(deps, { location: EVALUATION_HOME.slug, query, queryHistory, retry: 0, threadId: 't', origin: 'http://localhost', viewerUserId: null })
}

type EventRow = {
  id: number; start_at: Date; time_zone: string; is_online: boolean; latitude: number | null; longitude: number | null
  is_free: boolean; min_price_minor: number | null; currency: string; tickets_by: string; category_id: number; subcategory_id: number | null; format_id: number; tags: string[]; status: string
  venue_place_id: string | null; venue_city: string | null
}

// Boroughs of New York, where the evaluation home is: a message naming one limits the answer to the
// borough's own venues (issue 38 point 16), where its viewport would take in the others and New Jersey.
const BOROUGHS = new Set(['Brooklyn', 'Manhattan', 'Queens', 'The Bronx', 'Staten Island'])

async function eventRow(url: string): Promise<EventRow> {
  const id = Number(/-tickets-(\d+)\/$/.exec(url)?.[1])
  const [row] = await queryRows<EventRow>(handle.db, sql`select e.id, e.start_at, e.time_zone, e.is_online, e.latitude, e.longitude, e.is_free, e.min_price_minor, e.currency, e.tickets_by, e.category_id, e.subcategory_id, e.format_id, e.tags, e.status, v.place_id as venue_place_id, v.city as venue_city from events e left join venues v on v.id = e.venue_id where e.id = ${id}`)
  if (!row) throw new Error(`No event behind ${url}`)
  return row
}

async function violations(row: EventRow, s: ConciergeSearch): Promise<string[]> {
  const out: string[] = []
  const start = new Date(row.start_at)
  if (row.status !== 'live') out.push('not live')
  let timeZone = 'UTC'
  if (s.place.kind === 'online') {
    if (!row.is_online) out.push('not online')
  } else if (s.place.kind === 'around') {
    const box = s.place.bbox
    timeZone = s.place.timeZone
    const inBox = row.latitude !== null && row.longitude !== null && row.latitude >= box.swLat && row.latitude <= box.neLat && row.longitude >= box.swLng && row.longitude <= box.neLng
    if (!inBox) out.push(`outside the box around ${s.place.name}`)
  } else {
    const place = s.place.kind === 'named' ? await findPlaceById(handle.db, s.place.placeId) : await findPlaceBySlug(handle.db, EVALUATION_HOME.slug)
    if (!place) throw new Error('place vanished')
    timeZone = place.timeZone
    const inBox = row.latitude !== null && row.longitude !== null && row.latitude >= place.viewportSwLat && row.latitude <= place.viewportNeLat && row.longitude >= place.viewportSwLng && row.longitude <= place.viewportNeLng
    if (!inBox) out.push(`outside ${place.name}`)
    if (s.place.kind === 'named' && BOROUGHS.has(place.name) && row.venue_place_id !== place.id && !(row.venue_place_id === null && row.venue_city === place.name)) {
      out.push(`at a venue of ${row.venue_city}, not of ${place.name}`)
    }
  }
  if (s.dates) {
    const w = 'keyword' in s.dates ? computeDateWindow(s.dates.keyword, { now: EVALUATION_NOW, timeZone }) : customDateWindow(s.dates.startDate, s.dates.endDate, timeZone)
    if (start < w.start || start >= w.end) out.push(`starts ${start.toISOString()} outside ${JSON.stringify(s.dates)}`)
  } else if (start < EVALUATION_NOW && computeDateWindow('today', { now: EVALUATION_NOW, timeZone }).start > start) {
    out.push('in the past')
  }
  if (s.timeOfDay) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: row.time_zone, hour: 'numeric', hourCycle: 'h23' }).format(start)) % 24
    const [from, to] = TIME_OF_DAY_HOURS[s.timeOfDay]
    if (hour < from || hour >= to) out.push(`starts at ${hour}h, not ${s.timeOfDay}`)
  }
  // Decision 052: free places beside paid ones (a lowest price of 0) count as free too.
  if (s.price === 'free' && !row.is_free && row.min_price_minor !== 0) out.push('not free')
  if (s.price === 'paid' && row.is_free) out.push('free, not paid')
  // A price limit is of the price a buyer sees: all-in (issue 38 point 16).
  const shown = row.min_price_minor === null ? Infinity : computeShownPrice(row.min_price_minor, { soldHere: isSoldHere(row.tickets_by), currency: row.currency, tax: NO_TAX })
  if (s.maxPriceMinor !== null && !row.is_free && shown > s.maxPriceMinor) out.push(`costs ${shown} all-in`)
  if (s.categoryIds.length > 0 && !s.categoryIds.includes(row.category_id)) out.push(`category ${row.category_id}`)
  if (s.subcategoryIds.length > 0 && !s.subcategoryIds.includes(row.subcategory_id ?? -1)) out.push(`subcategory ${row.subcategory_id}`)
  if (s.formatIds.length > 0 && !s.formatIds.includes(row.format_id)) out.push(`format ${row.format_id}`)
  for (const tag of s.tags) if (!row.tags.includes(tag)) out.push(`no tag ${tag}`)
  return out
}

test('Every answer to the evaluation set holds only seeded events that satisfy the understood place, dates, price and category', async () => {
  const problems: string[] = []
  let searched = 0
  let withResults = 0
  let results = 0
  let relaxedAnswers = 0
  for (const c of EVALUATION_SET) {
    const answer = await ask(c.query, c.history)
    if ('ask_user' in answer) {
      if (c.expect !== 'ask_user' && c.expect !== 'not_search') problems.push(`${c.query}: asked back instead of searching`)
      continue
    }
    if (c.expect === 'ask_user' || c.expect === 'not_search') problems.push(`${c.query}: searched instead of answering`)
    searched++
    if (answer.results.length > 0) withResults++
    if (answer.relaxed.length > 0) relaxedAnswers++
    // The summary is written from what is shown: a count that is the number of results, or more behind "Show all".
    const count = /(?:^|: )[Ff]ound ([\d,]+)/.exec(answer.summary.message)?.[1]
    if (answer.results.length > 0 && Number(count?.replace(/,/g, '')) !== answer.show_all.count) problems.push(`${c.query}: summary "${answer.summary.message}" vs ${answer.show_all.count} found`)
    if (/\b1 [a-z ]*events\b/.test(answer.summary.message)) problems.push(`${c.query}: plural after 1 in "${answer.summary.message}"`)
    results += answer.results.length
    expect(answer.summary.message.length).toBeGreaterThan(10)
    for (const item of answer.results) {
      const row = await eventRow(item.url)
      for (const v of await violations(row, answer.understood)) problems.push(`${c.query} → ${item.name}: ${v}`)
      expect(item.schema_object['@id']).toBe(item.url)
      // The price a buyer sees first: all-in where we sell (issue 19 §1).
      expect(item.schema_object.offers.lowPrice).toBe(row.is_free ? 0 : Number(toMajorValue(computeShownPrice(row.min_price_minor ?? 0, { soldHere: isSoldHere(row.tickets_by), currency: row.currency, tax: NO_TAX }), row.currency)))
    }
  }
  console.info(`Concierge on seeded data: ${searched} searches, ${withResults} with results (${relaxedAnswers} after relaxing), ${results} events checked.`)
  expect(problems).toEqual([])
  // The check above means something only if plenty of answers hold events (2,500 events across the
  // world's demo cities leave many narrow questions, rightly, without any).
  expect(withResults).toBeGreaterThan(searched * 0.25)
  expect(results).toBeGreaterThan(150)
}, 240_000)

test('A vague request gets one question back, and the answer to it searches', async () => {
  const first = await ask('something fun')
  expect(first).toEqual({ ask_user: { message: expect.stringMatching(/\?$/) }, language: 'en-US' })
  const second = await ask('music', ['something fun'])
  expect('results' in second && second.results.length).toBeGreaterThan(0)
  if (!('results' in second)) return
  expect(second.summary.message).toMatch(/^Found [\d,]+ music events in New York\./)
})

test('The summary says how many events were found and how the request was understood', async () => {
  const answer = await ask('free music in Brooklyn this weekend')
  if (!('results' in answer)) throw new Error('expected results')
  expect(answer.understood.place).toMatchObject({ kind: 'named', name: 'Brooklyn' })
  expect(answer.summary.message).toMatch(/^(Found \d[\d,]* free music events in Brooklyn this weekend\.|I couldn't find any free music events in Brooklyn this weekend, so I )/)
})

test('With a language model configured its tool call drives the search, and when it fails the built-in interpreter answers', async () => {
  const fake = await startFakeOpenAiServer()
  try {
    const withModel: ConciergeDeps = {
      ...deps,
      languageModel: createOpenAiCompatibleLanguageModel({ baseUrl: fake.baseUrl, model: 'm', apiKey: undefined }),
      // Generous: a loaded test machine must not turn the answering model into a timeout.
      languageModelTimeoutMs: 10_000,
    }
    const input = { location: EVALUATION_HOME.slug, query: 'food this month', queryHistory: [], retry: 0, threadId: 't', origin: 'http://localhost', viewerUserId: null }
    fake.reply = { kind: 'tool', arguments: { category_ids: [103], date_keyword: 'next_month' } }
    const viaModel = await askConcierge(withModel, input)
    expect(viaModel).toMatchObject({ understood: { categoryIds: [103], dates: { keyword: 'next_month' } } })

    const builtIn = await ask('food this month')
    for (const reply of [{ kind: 'status', status: 503 }, { kind: 'raw', body: '{"choices":[{"message":{}}]' }] as const) {
      fake.reply = reply
      expect(await askConcierge(withModel, input)).toEqual(builtIn)
    }
    fake.reply = { kind: 'hang' }
    expect(await askConcierge({ ...withModel, languageModelTimeoutMs: 300 }, input)).toEqual(builtIn)
    expect(fake.requests).toHaveLength(4)
  } finally {
    await fake.close()
  }
})

test('Wine tasting in a misspelt San Francisco searches San Francisco, and its summary names it', async () => {
  const answer = await ask('wine tasting in san fransisco')
  if (!('results' in answer)) throw new Error('expected results')
  // Named, or (when none are seeded there) around it: San Francisco either way, never New York.
  expect(answer.understood.place).toMatchObject({ name: 'San Francisco', slug: 'ca--san-francisco' })
  expect(answer.understood.text).toBeNull()
  expect(answer.summary.message).toMatch(/in (and around )?San Francisco/)
})

test('Stand-up comedy in New York answers the New York stand-up shows that a text search finds there', async () => {
  const place = await findPlaceBySlug(handle.db, 'ny--new-york')
  if (!place) throw new Error('New York is not in the places table')
  // The show the visitor missed, in the middle of New York's viewport three days from now (the
  // seeded 2,500 events hold none named so); its words are hyphenated as the demo data writes them.
  const show = await insertEvent(handle.db, {
    name: 'Local Stand-Up Comedy Live',
    categoryId: 105,
    subcategoryId: 5010,
    latitude: (place.viewportSwLat + place.viewportNeLat) / 2,
    longitude: (place.viewportSwLng + place.viewportNeLng) / 2,
    startAt: new Date(EVALUATION_NOW.getTime() + 3 * 24 * 3600 * 1000),
  })
  // What classic search's text match finds: live, upcoming New York events named for stand-up comedy.
  const standUp = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from events where status = 'live' and not is_series_parent and start_at >= ${EVALUATION_NOW}
        and name ilike '%stand-up comedy%'
        and latitude between ${place.viewportSwLat} and ${place.viewportNeLat} and longitude between ${place.viewportSwLng} and ${place.viewportNeLng}`,
  )
  expect(standUp.map((r) => r.id)).toContain(show.id)
  // Fresh caches: the evaluation set asked this before the show existed.
  const answer = await askConcierge({ ...deps, caches: createCacheRegistry().caches }, { location: EVALUATION_HOME.slug, query: 'stand up comedy in new york', queryHistory: [], retry: 0, threadId: 't', origin: 'http://localhost', viewerUserId: null })
  if (!('results' in answer)) throw new Error('expected results')
  expect(answer.understood.place).toMatchObject({ kind: 'named', name: 'New York' })
  const answered = new Set(answer.results.map((r) => Number(/-tickets-(\d+)\/$/.exec(r.url)?.[1])))
  expect(answer.show_all.count).toBeGreaterThanOrEqual(standUp.length)
  // Ours, three days out, is among the answer's soonest; every one is in it when they all fit on one page.
  expect(answered).toContain(show.id)
  if (answer.show_all.count <= answer.results.length) for (const { id } of standUp) expect(answered, `event ${id}`).toContain(id)
  for (const item of answer.results) expect(await violations(await eventRow(item.url), answer.understood)).toEqual([])
})

test('A question that is not a search gets what the concierge can do, not a search', async () => {
  const answer = await ask('is there parking at the venue?', ['jazz this weekend'])
  expect(answer).toEqual({ ask_user: { message: expect.stringMatching(/^I can only help you find events/) }, language: 'en-US' })
})

test('A new request after another carries none of its details', async () => {
  const answer = await ask('free things to do with a toddler this Sunday', ['concerts in Paris in December'])
  if (!('results' in answer)) throw new Error('expected results')
  expect(answer.understood).toMatchObject({ categoryIds: [], formatIds: [], tags: ['kid-friendly'], price: 'free' })
  expect(answer.understood.place.kind).not.toBe('named')
})

test('When nothing matches, the answer relaxes in order, shows what that finds and says what it relaxed', async () => {
  // No events this far ahead are seeded: the dates cannot be widened into any, so places and filters go next.
  const answer = await ask('free opera for kids in Brooklyn on January 20')
  if (!('results' in answer)) throw new Error('expected results')
  expect(answer.relaxed[0]).toBe('widened the dates')
  expect(answer.results.length).toBeGreaterThan(0)
  expect(answer.summary.message).toMatch(/^I couldn't find any free opera .*kid-friendly.* in Brooklyn on Wed, Jan 20, so I widened the dates(, | and )/)
  for (const item of answer.results) {
    const row = await eventRow(item.url)
    expect(await violations(row, answer.understood)).toEqual([])
  }
})

test('"Show all" leads to the results page of the understood search, and the count is the one it shows', async () => {
  const answer = await ask('music in New York')
  if (!('results' in answer)) throw new Error('expected results')
  expect(answer.relaxed).toEqual([])
  expect(answer.show_all).toEqual({ url: '/d/ny--new-york/music--events/?sort=date', count: expect.any(Number), exact: true })
  expect(answer.summary.message).toMatch(new RegExp(`^Found ${answer.show_all.count.toLocaleString('en-US')} music events in New York\\.`))
  // A borough's results page shows its whole viewport, more than the borough's own venues the answer holds.
  const borough = await ask('music in Brooklyn')
  if (!('results' in borough)) throw new Error('expected results')
  expect(borough.show_all).toEqual({ url: '/d/ny--brooklyn/music--events/?sort=date', count: expect.any(Number), exact: false })
  expect(borough.summary.message).toMatch(new RegExp(`^Found ${borough.show_all.count.toLocaleString('en-US')} music events in Brooklyn\\.`))
})

test('A borough named in a message limits the answer to its own venues; looking beyond it is said in words (issue 38 point 16)', async () => {
  for (const query of ['salsa dancing in brooklyn', 'music in Brooklyn', 'comedy in Manhattan', 'food in Queens']) {
    const answer = await ask(query)
    if (!('results' in answer)) throw new Error(`expected results for ${query}`)
    if (answer.understood.place.kind === 'around') {
      expect(answer.summary.message, query).toMatch(/looked in places near/)
      continue
    }
    expect(answer.understood.place.kind, query).toBe('named')
    expect(answer.results.length, query).toBeGreaterThan(0)
    for (const item of answer.results) expect(await violations(await eventRow(item.url), answer.understood), `${query} → ${item.name}`).toEqual([])
  }
})

test('"Under $20" holds for the price a buyer sees, fees included (issue 38 point 16)', async () => {
  for (const query of ['comedy under $20 in Manhattan', 'music under $20', 'food under $25 in Brooklyn']) {
    const answer = await ask(query)
    if (!('results' in answer)) throw new Error(`expected results for ${query}`)
    expect(answer.understood.maxPriceMinor, query).not.toBeNull()
    for (const item of answer.results) expect(item.schema_object.offers.lowPrice * 100, `${query} → ${item.name}`).toBeLessThanOrEqual(answer.understood.maxPriceMinor!)
  }
})

test('A message naming nothing after an off-topic question starts afresh instead of replaying the answer before it (issue 38 point 16)', async () => {
  const before = await ask('jazz in Brooklyn')
  if (!('results' in before)) throw new Error('expected results')
  const offTopic = await ask('is there parking at the venue?', ['jazz in Brooklyn'])
  expect('ask_user' in offTopic).toBe(true)
  const after = await ask('something fun', ['jazz in Brooklyn', 'is there parking at the venue?'])
  if (!('results' in after)) throw new Error('expected results: the conversation is in Brooklyn')
  expect(after.understood).toMatchObject({ categoryIds: [], subcategoryIds: [], text: null, place: { kind: 'named', name: 'Brooklyn' } })
  expect(after.summary.message).not.toBe(before.summary.message)
  // A follow-up after the question still refines the search before it.
  const cheaper = await ask('cheaper ones?', ['jazz in Brooklyn', 'is there parking at the venue?'])
  if (!('results' in cheaper)) throw new Error('expected results')
  expect(cheaper.understood).toMatchObject({ categoryIds: before.understood.categoryIds, place: { name: 'Brooklyn' } })
  expect(cheaper.understood.maxPriceMinor ?? cheaper.relaxed.join(' ')).toBeTruthy()
})

test('Prices abroad are read in the currency of the events found', async () => {
  const answer = await ask('cheaper ones?', ['theatre in London'])
  if (!('results' in answer)) throw new Error('expected results')
  if (answer.results.some((r) => r.schema_object.offers.lowPrice > 0)) {
    expect(answer.summary.message).toMatch(/£20 or less/)
    expect(answer.summary.message).not.toMatch(/\$/)
  }
  for (const r of answer.results) expect(['GBP', 'USD']).toContain(r.schema_object.offers.priceCurrency)
})

test('Issue 25: a Spanish question gets a Spanish answer of matching events; a German page answers a bare topic in German', async () => {
  const spanish = await askConcierge(deps, { location: EVALUATION_HOME.slug, query: 'música en Madrid', queryHistory: [], retry: 0, threadId: 't', origin: 'http://localhost', viewerUserId: null, pageLocale: 'en_US' })
  if (!('results' in spanish)) throw new Error('expected results')
  expect(spanish.language).toBe('es-ES')
  expect(spanish.understood).toMatchObject({ categoryIds: [103], place: { kind: 'named', name: 'Madrid' } })
  expect(spanish.summary.message).toMatch(/^He encontrado [\d.]+ eventos? de música en Madrid\./)
  for (const item of spanish.results) expect(await violations(await eventRow(item.url), spanish.understood)).toEqual([])
  const german = await askConcierge(deps, { location: EVALUATION_HOME.slug, query: 'jazz', queryHistory: [], retry: 0, threadId: 't', origin: 'http://localhost', viewerUserId: null, pageLocale: 'de_DE' })
  if (!('results' in german)) throw new Error('expected results')
  expect(german.language).toBe('de-DE')
  expect(german.summary.message).toMatch(/^Ich habe [\d.]+ Veranstaltungen? zum Thema Jazz in New York gefunden\.|^Ich habe keine Veranstaltungen zum Thema Jazz in New York gefunden/)
})
