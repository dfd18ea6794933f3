// The creator API over real HTTP against the built server (issue 20): a new user makes a draft, is told
// what publishing still needs, adds a ticket class, publishes and finds the event in search within a
// second; a buyer pays; the organizer checks the ticket in once and exports a CSV that keeps a
// formula-looking name as text. Other users get 404 everywhere; bad input is 4xx JSON with nothing written.
import { expect, test, type APIResponse } from '../e2e/fixtures'
import { jsonHeaders, newClient, signUp, type Client } from './helpers/accounts'
import { setUpPayouts } from './helpers/payouts'

function post(c: Client, path: string, data: unknown): Promise<APIResponse> {
  return c.api.post(path, { headers: jsonHeaders(c), data: data as Record<string, unknown> })
}

async function expectJsonError(res: APIResponse, status: number, code?: string) {
  expect(res.status(), await res.text()).toBe(status)
  const body = (await res.json()) as { error: string; error_description: string }
  expect(typeof body.error_description).toBe('string')
  if (code) expect(body.error).toBe(code)
  return body
}

const year = new Date().getUTCFullYear() + 1
const word = () => `zq${Date.now().toString(36)}`

function draftBody(name: string) {
  return {
    name,
    summary: 'An evening of lantern-lit quilting on the pier.',
    description_html: '<p>Bring a needle.</p><script>alert(1)</script>',
    category_id: 113,
    format_id: 9,
    start: { local: `${year}-06-20T19:00:00`, timezone: 'America/New_York' },
    end: { local: `${year}-06-20T21:30:00`, timezone: 'America/New_York' },
    online: false,
    venue: { name: 'Pier 17', address_1: '89 South St', city: 'New York', country: 'US', latitude: 40.7056, longitude: -74.0014 },
    tags: ['quilting'],
    refund_policy: '7_days',
  }
}

test('A creator drafts, is told what is missing, adds tickets, publishes, and the event is searchable within a second', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Rosa Creator' })
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  const anonymous = await newClient(playwright, baseURL!)
  const name = `Lantern Quilting ${word()}`

  await expectJsonError(await post(anonymous, '/api/v3/events/', draftBody(name)), 401)
  const created = await post(creator, '/api/v3/events/', draftBody(name))
  expect(created.status(), await created.text()).toBe(201)
  const { event } = (await created.json()) as { event: { id: string; status: string; name: string; start: { utc: string; timezone: string } } }
  expect(event).toMatchObject({ status: 'draft', name })
  expect(event.start).toMatchObject({ utc: `${year}-06-20T23:00:00.000Z`, timezone: 'America/New_York' })

  // Only its organizer sees or changes it.
  await expectJsonError(await stranger.api.get(`/api/v3/events/${event.id}/`), 404)
  await expectJsonError(await post(stranger, `/api/v3/events/${event.id}/publish/`, {}), 404)
  await expectJsonError(await post(stranger, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'X', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 }), 404)
  await expectJsonError(await stranger.api.get(`/api/v3/events/${event.id}/attendees.csv`), 404)
  await expectJsonError(await stranger.api.delete(`/api/v3/events/${event.id}/`, { headers: jsonHeaders(stranger) }), 404)
  await expectJsonError(await anonymous.api.get(`/api/v3/events/${event.id}/`), 401)
  // Nor does the public ticket list show a draft's classes.
  await expectJsonError(await anonymous.api.get(`/api/v3/events/${event.id}/ticket_classes/`), 404)

  const refused = await expectJsonError(await post(creator, `/api/v3/events/${event.id}/publish/`, {}), 400)
  expect(Object.keys((refused as { argument_errors?: object }).argument_errors ?? {})).toEqual(['ticket_classes'])

  const cls = await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'General', free: false, cost: { currency: 'USD', value: 2500 }, quantity_total: 40, maximum_quantity: 4 })
  expect(cls.status(), await cls.text()).toBe(201)
  expect((await cls.json()) as object).toMatchObject({ ticket_class: { name: 'General', cost: { value: 2500 }, quantity_total: 40, maximum_quantity: 4 } })

  // Paid tickets go on sale once the creator has a confirmed email and payouts set up (issue 37); the
  // sign-up link confirmed the email (decision 050), so payouts are what is missing.
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/publish/`, {}), 409, 'PAYOUTS_NOT_SET_UP')
  await setUpPayouts(creator)

  const published = await post(creator, `/api/v3/events/${event.id}/publish/`, {})
  expect(published.status(), await published.text()).toBe(200)
  const publishedAt = Date.now()
  expect(((await published.json()) as { event: { status: string } }).event.status).toBe('live')

  let foundAfter = Infinity
  while (Date.now() - publishedAt < 1000) {
    const res = await anonymous.api.get(`/api/v3/destination/search/?q=${encodeURIComponent(name)}&page_size=5`)
    const ids = ((await res.json()) as { events: { results: { id: string }[] } }).events.results.map((e) => e.id)
    if (ids.includes(event.id)) {
      foundAfter = Date.now() - publishedAt
      break
    }
  }
  expect(foundAfter).toBeLessThan(1000)
  // A published event is not deleted, only unpublished or cancelled.
  await expectJsonError(await creator.api.delete(`/api/v3/events/${event.id}/`, { headers: jsonHeaders(creator) }), 409)
})

test('A bought ticket checks in once, typed as printed or not; a second scan answers 409 ALREADY_CHECKED_IN with the first time; the CSV keeps formulas as text', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  const { event } = (await (await post(creator, '/api/v3/events/', draftBody(`Door Night ${word()}`))).json()) as { event: { id: string } }
  const { ticket_class } = (await (await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Door', free: false, cost: { currency: 'USD', value: 1000 }, quantity_total: 10 })).json()) as { ticket_class: { id: string } }
  await setUpPayouts(creator)
  expect((await post(creator, `/api/v3/events/${event.id}/publish/`, {})).status()).toBe(200)

  const buyer = await newClient(playwright, baseURL!)
  const held = await post(buyer, '/api/v3/orders/', { event_id: event.id, tickets: [{ ticket_class_id: ticket_class.id, quantity: 1 }] })
  expect(held.status(), await held.text()).toBe(201)
  const { order } = (await held.json()) as { order: { id: string; access_token: string } }
  const paid = await post(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: '=HYPERLINK("http://evil.example","x")', email: 'buyer@example.com' }, payment: { token: 'tok_visa' } })
  expect(paid.status(), await paid.text()).toBe(200)
  const { code, printed_code } = ((await paid.json()) as { order: { tickets: { code: string; printed_code: string }[] } }).order.tickets[0]!
  // Short enough to read aloud at the door (issue 38 §13): four groups of four, no look-alike letters.
  expect(printed_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
  expect(printed_code.replace(/-/g, '')).toBe(code)
  // As a door person types it off the ticket: spaces for dashes, lower case.
  const typed = printed_code.replace(/-/g, ' ').toLowerCase()

  await expectJsonError(await post(stranger, `/api/v3/events/${event.id}/check_ins/`, { code }), 404)
  const first = await post(creator, `/api/v3/events/${event.id}/check_ins/`, { code: typed })
  expect(first.status(), await first.text()).toBe(201)
  const { check_in } = (await first.json()) as { check_in: { checked_in_at: string } }
  const second = await expectJsonError(await post(creator, `/api/v3/events/${event.id}/check_ins/`, { code: printed_code }), 409, 'ALREADY_CHECKED_IN')
  expect((second as { checked_in_at?: string }).checked_in_at).toBe(check_in.checked_in_at)
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/check_ins/`, { code: 'not-a-ticket' }), 404)
  const found = await creator.api.get(`/api/v3/events/${event.id}/attendees/?q=${encodeURIComponent(printed_code.toLowerCase())}`)
  expect(found.status()).toBe(200)
  expect(await found.json()).toMatchObject({ checked_in: 1, total: 1, attendees: [{ order_id: order.id, ticket_code: code, checked_in_at: check_in.checked_in_at }] })
  await expectJsonError(await stranger.api.get(`/api/v3/events/${event.id}/attendees/`), 404)

  const csv = await creator.api.get(`/api/v3/events/${event.id}/attendees.csv`)
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const text = await csv.text()
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
  expect(text).not.toMatch(/(^|,)"=/m)
})

test('Bad input to every creator endpoint answers 4xx JSON and writes nothing', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const name = `Bad Input ${word()}`
  const bad: unknown[] = [
    {},
    { ...draftBody(name), category_id: 99999 },
    { ...draftBody(name), start: { local: 'tomorrow', timezone: 'America/New_York' } },
    { ...draftBody(name), end: { local: `${year}-06-20T18:00:00`, timezone: 'America/New_York' } },
    { ...draftBody(name), start: { local: `${year}-06-20T19:00:00`, timezone: 'Mars/Olympus' } },
    { ...draftBody(name), venue: { ...draftBody(name).venue, latitude: undefined } },
    { ...draftBody(name), surprise: true },
    { ...draftBody(name), name: '' },
  ]
  for (const body of bad) await expectJsonError(await post(creator, '/api/v3/events/', body), 400)
  const broken = await creator.api.post('/api/v3/events/', { headers: jsonHeaders(creator), data: '{"name": ' })
  await expectJsonError(broken, 400)

  const { event } = (await (await post(creator, '/api/v3/events/', draftBody(name))).json()) as { event: { id: string } }
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Free?', free: true, cost: { currency: 'USD', value: 500 }, quantity_total: 5 }), 400)
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Paid?', free: false, cost: { currency: 'USD', value: 0 }, quantity_total: 5 }), 400)
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Neg', free: false, cost: { currency: 'usd', value: -1 }, quantity_total: 0 }), 400)
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/check_ins/`, {}), 400)
  await expectJsonError(await post(creator, '/api/v3/events/abc/publish/', {}), 404)
  // Nothing was written: the draft still lacks tickets, and it is the only event made.
  const refused = await expectJsonError(await post(creator, `/api/v3/events/${event.id}/publish/`, {}), 400)
  expect(Object.keys((refused as { argument_errors?: object }).argument_errors ?? {})).toEqual(['ticket_classes'])
  const deleted = await creator.api.delete(`/api/v3/events/${event.id}/`, { headers: jsonHeaders(creator) })
  expect(deleted.status()).toBe(204)
  await expectJsonError(await creator.api.get(`/api/v3/events/${event.id}/`), 404)
})

test('Random and hostile JSON bodies to the creator endpoints answer 201 or 4xx JSON, never a 500', async ({ playwright, baseURL }) => {
  test.setTimeout(240_000)
  const fc = (await import('fast-check')).default
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const { event } = (await (await post(creator, '/api/v3/events/', draftBody(`Fuzz ${word()}`))).json()) as { event: { id: string } }
  const scalar = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom('=1+1', '\u0000', '2026-02-30T25:00:00', 'America/New_York', 'USD'))
  const json = fc.letrec((tie) => ({ node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('name', 'summary', 'category_id', 'format_id', 'start', 'end', 'local', 'timezone', 'online', 'venue', 'free', 'cost', 'value', 'currency', 'quantity_total', 'code'), tie('node'), { maxKeys: 6 })) })).node
  const paths = ['/api/v3/events/', `/api/v3/events/${event.id}/ticket_classes/`, `/api/v3/events/${event.id}/check_ins/`, `/api/v3/events/${event.id}/publish/`]
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), json, async (path, body) => {
      const res = await creator.api.post(path, { headers: jsonHeaders(creator), data: JSON.stringify(body) })
      const text = await res.text()
      expect(res.status(), `${path} ${JSON.stringify(body)} → ${text.slice(0, 200)}`).toBeLessThan(500)
      expect(res.headers()['content-type']).toContain('application/json')
      if (res.status() >= 400) expect(typeof (JSON.parse(text) as { error?: unknown }).error).toBe('string')
    }),
    { numRuns: 150, seed: 20261125 },
  )
})

test('A weekly RRULE turns a draft into a series of dated child events that go live with it', async ({ playwright, baseURL }) => {
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator)
  const stranger = await newClient(playwright, baseURL!)
  await signUp(stranger)
  const { event } = (await (await post(creator, '/api/v3/events/', draftBody(`Loom Club ${word()}`))).json()) as { event: { id: string } }
  expect((await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Seat', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 12 })).status()).toBe(201)
  const rule = 'DTSTART:20300305T183000\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3'
  await expectJsonError(await post(stranger, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 7200, recurrence_rule: rule }), 404)
  await expectJsonError(await post(creator, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 7200, recurrence_rule: 'RRULE:FREQ=DAILY' }), 400)
  const made = await post(creator, `/api/v3/events/${event.id}/schedules/`, { occurrence_duration: 7200, recurrence_rule: rule })
  expect(made.status(), await made.text()).toBe(201)
  const { schedule } = (await made.json()) as { schedule: { events: { id: string; start_utc: string }[] } }
  // 18:30 New York time: EST before the DST change of March 10, 2030, EDT after.
  expect(schedule.events.map((e) => e.start_utc)).toEqual(['2030-03-05T23:30:00.000Z', '2030-03-12T22:30:00.000Z', '2030-03-19T22:30:00.000Z'])
  expect((await post(creator, `/api/v3/events/${event.id}/publish/`, {})).status()).toBe(200)
  const child = (await (await creator.api.get(`/api/v3/events/${schedule.events[1]!.id}/`)).json()) as { event: { status: string; parent_url: string | null } }
  expect(child.event.status).toBe('live')
  expect(child.event.parent_url).toContain(`-${event.id}`)
})
